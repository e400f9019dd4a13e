import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetNotificationsMockHandler } from '@generated/api/customer/customer.msw';
import { ok } from '@mocks/handlers/envelope';
import { mockServer } from '@mocks/node';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { renderApp } from '../../render-app';
import { watchRequests } from '../../request-watch';
import { logInAs } from '../../session-helpers';
import { LAZY } from '../../support/lazy';

async function openPanel(player: 'demo' | 'yeni' = 'demo') {
  await logInAs(player);
  await renderApp('/');
  act(() => openDialog('notifications'));
  return screen.findByRole('dialog', { name: 'Notifications', busy: false }, LAZY);
}

/* eslint-disable testing-library/no-node-access -- a notification's <time datetime> has no role of its own. */
describe('the notifications panel', () => {
  it('lists title, note, type and local time, with a dot on unread ones', async () => {
    const dialog = await openPanel();
    const list = await within(dialog).findByRole('list', { name: 'Your notifications' }, LAZY);
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(5);
    const first = items[0];
    if (!first) throw new Error('no item');
    expect(first).toHaveTextContent('Yatırımınız onaylandı');
    expect(first).toHaveTextContent('500,00 ₺ tutarındaki yatırımınız hesabınıza aktarıldı.');
    // Type 1 is a deposit; the named type 'bonus' reads the same way.
    expect(first).toHaveTextContent('Deposit');
    expect(items[1]).toHaveTextContent('Bonus');
    expect(within(first).getByText('Unread')).toBeInTheDocument();
    expect(within(items[3] as HTMLElement).queryByText('Unread')).not.toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T18:42:00.000Z');
  });

  it('opens an unread one, marks it read and the badge falls at once', async () => {
    const dialog = await openPanel();
    const bell = screen.getByRole('button', { name: /^Notifications(, \d unread)?$/ });
    await waitFor(() => expect(bell).toHaveAccessibleDescription('3 unread'));
    const watch = watchRequests();
    const list = await within(dialog).findByRole('list', { name: 'Your notifications' }, LAZY);
    await userEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
    // The detail: a header named by its type and a way back.
    expect(within(dialog).getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Yatırımınız onaylandı' })).toBeVisible();
    expect(bell).toHaveAccessibleDescription('2 unread');
    expect(await watch.bodiesTo('/customer/readnotification')).toEqual([{ id: [1100] }]);
    watch.stop();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to notifications' }));
    const again = within(dialog).getByRole('list', { name: 'Your notifications' });
    expect(
      within(within(again).getAllByRole('button')[0] as HTMLElement).queryByText('Unread'),
    ).not.toBeInTheDocument();
  });

  it('a failed read is passed on as a translated error and the badge comes back', async () => {
    mockServer.use(
      http.post('*/customer/readnotification', () =>
        HttpResponse.text('Internal Server Error', { status: 500 }),
      ),
    );
    const dialog = await openPanel();
    const bell = screen.getByRole('button', { name: /^Notifications(, \d unread)?$/ });
    await waitFor(() => expect(bell).toHaveAccessibleDescription('3 unread'));
    const list = await within(dialog).findByRole('list', { name: 'Your notifications' }, LAZY);
    await userEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
    expect(
      await screen.findByText('The server could not complete the request. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(bell).toHaveAccessibleDescription('3 unread'));
  });

  it('opening a read one sends nothing', async () => {
    const dialog = await openPanel();
    const watch = watchRequests();
    const list = await within(dialog).findByRole('list', { name: 'Your notifications' }, LAZY);
    await userEvent.click(within(list).getAllByRole('button')[3] as HTMLElement);
    expect(within(dialog).getByRole('heading', { name: 'System' })).toBeInTheDocument();
    watch.stop();
    expect(watch.to('/customer/readnotification')).toHaveLength(0);
  });

  it('says so when there are none', async () => {
    const dialog = await openPanel('yeni');
    expect(
      await within(dialog).findByText(
        'When you have a new notification, you will see it here.',
        {},
        LAZY,
      ),
    ).toBeVisible();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockServer.use(
      getGetNotificationsMockHandler(() => ({ success: false, message: 'Yok.', data: null })),
    );
    const dialog = await openPanel();
    const retry = await within(dialog).findByRole('button', { name: 'Try again' }, LAZY);
    mockServer.use(getGetNotificationsMockHandler(() => ok([])));
    await userEvent.click(retry);
    expect(
      await within(dialog).findByText('When you have a new notification, you will see it here.'),
    ).toBeVisible();
  });
});
