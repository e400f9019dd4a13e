import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Popup } from '@generated/api/model';
import { storageKeys, readString } from '@/shared/store/local-store';
import { closeDialog, openDialog } from '@/shared/ui/dialog/dialog-store';
import { renderApp } from '../../render-app';
import { findPageTitle, LAZY } from '../../support/lazy';
import { bootstrapPopup, skipStartupPopup } from '../../support/startup-popup';

const images = [
  { url: 'data:image/png;base64,c21hbGw=' },
  { url: 'data:image/png;base64,bWVkaXVt' },
  { url: 'data:image/png;base64,bGFyZ2U=' },
];

/* eslint-disable testing-library/no-node-access -- the popup's <picture> and its sources have no role of their own. */
async function showPopup(popup: Popup, route = '/pages/1', language: 'en' | 'tr' = 'en') {
  await renderApp(route, { language });
  await findPageTitle();
  act(() => openDialog('imagePopup', popup));
  const name = language === 'en' ? 'Announcement' : 'Duyuru';
  // The host shows a frame of the same name while the dialog's code loads: wait for the body.
  await waitFor(
    () =>
      expect(
        screen.getByRole('dialog', { name, busy: false }).querySelector('picture, [role="alert"]'),
      ).not.toBeNull(),
    LAZY,
  );
  return screen.getByRole('dialog', { name, busy: false });
}

beforeEach(() => {
  closeDialog();
  skipStartupPopup();
});

describe('image popup dialog', () => {
  it('shows a responsive picture with three sizes in a fixed frame', async () => {
    const dialog = await showPopup({ url: '/promotions', images });
    const sources = dialog.querySelectorAll('picture > source');
    expect(
      [...sources].map((source) => [source.getAttribute('media'), source.getAttribute('srcset')]),
    ).toEqual([
      ['(min-width: 1200px)', images[2]?.url],
      ['(min-width: 768px)', images[1]?.url],
    ]);
    const img = dialog.querySelector('picture > img');
    expect(img).toHaveAttribute('src', images[0]?.url);
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  });

  it('is named in Turkish too', async () => {
    const dialog = await showPopup({ url: '/promotions', images }, '/pages/1', 'tr');
    expect(within(dialog).getByRole('button', { name: 'Duyuruyu aç' })).toBeVisible();
  });

  it('a click closes it and goes to its same-site url', async () => {
    const dialog = await showPopup({ url: '/pages/2', images });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the announcement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await findPageTitle('About Us')).toBeVisible();
  });

  it('treats an absolute address on this site as same-site', async () => {
    const dialog = await showPopup({ url: `${location.origin}/pages/3`, images });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the announcement' }));
    expect(await findPageTitle('Privacy Policy')).toBeVisible();
  });

  it('opens an outside http(s) url in a new tab without handing over this window', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const dialog = await showPopup({ url: 'https://partner.example/offer?x=1', images });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the announcement' }));
    expect(open).toHaveBeenCalledWith(
      'https://partner.example/offer?x=1',
      '_blank',
      'noopener,noreferrer',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('heading', { level: 1, name: 'General Terms and Conditions' }),
    ).toBeVisible();
  });

  it.each([
    ['no url', undefined],
    ['an empty url', ''],
    ['a javascript: url', 'javascript:alert(1)'],
    ['a data: url', 'data:text/html,<script>alert(1)</script>'],
  ])('with %s it only closes and stays on the current page', async (_kind, url) => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const dialog = await showPopup({ url, images });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the announcement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('heading', { level: 1, name: 'General Terms and Conditions' }),
    ).toBeVisible();
    expect(open).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('image popup in the running app', () => {
  it('opens by itself on the first visit, once, and leads to its url', async () => {
    localStorage.removeItem(storageKeys.popupSeen);
    const popup: Popup = bootstrapPopup();
    await renderApp('/pages/1');
    const dialog = await screen.findByRole('dialog', { name: 'Announcement', busy: false }, LAZY);
    expect(readString(storageKeys.popupSeen)).not.toBeNull();
    expect(dialog.querySelector('picture > img')).toHaveAttribute('src', popup.images[0]?.url);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the announcement' }));
    expect(await findPageTitle('Promotions')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
