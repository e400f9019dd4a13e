import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetPromotionsMockHandler } from '@generated/api/cms/cms.msw';
import { promotionList } from '@mocks/data/content-data';
import { ok, refused } from '@mocks/handlers/envelope';
import { mockServer } from '@mocks/node';
import { closeDialog } from '@/shared/ui/dialog/dialog-store';
import { renderApp } from '../../render-app';
import { findPageTitle, LAZY } from '../../support/lazy';
import { skipStartupPopup } from '../../support/startup-popup';

beforeEach(() => {
  closeDialog();
  skipStartupPopup();
});

/* eslint-disable testing-library/no-node-access -- a card is read as its list item, found from its heading. */
describe('/promotions', () => {
  it('shows every promotion as a card with an image and a Details button naming it', async () => {
    await renderApp('/promotions');
    expect(await findPageTitle('Promotions')).toBeVisible();
    for (const promotion of promotionList('en')) {
      expect(
        await screen.findByRole('button', { name: `Details: ${promotion.title}` }, LAZY),
      ).toBeInTheDocument();
      const card = screen.getByRole('heading', { level: 2, name: promotion.title }).closest('li');
      const image = card?.querySelector('img');
      expect(image).toHaveAttribute('src', promotion.imageUrl);
      // A fixed 16:9 box that loads lazily.
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '640');
      expect(image).toHaveAttribute('height', '360');
    }
  });

  it('speaks Turkish', async () => {
    await renderApp('/promotions', { language: 'tr' });
    expect(await findPageTitle('Promosyonlar')).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Detaylar: Hoş Geldin Bonusu' }, LAZY),
    ).toBeInTheDocument();
  });

  it('shows skeleton cards while the promotions load', async () => {
    mockServer.use(
      getGetPromotionsMockHandler(async () => {
        await delay(300);
        return ok(promotionList('en'));
      }),
    );
    await renderApp('/promotions', { namespaces: ['content'] });
    expect(await screen.findByRole('status', {}, LAZY)).toHaveTextContent('Loading promotions');
    expect(
      await screen.findByRole('button', { name: 'Details: Welcome Bonus' }, LAZY),
    ).toBeVisible();
    expect(screen.queryByText('Loading promotions')).not.toBeInTheDocument();
  });

  it('says so when there are no promotions', async () => {
    mockServer.use(getGetPromotionsMockHandler(ok([])));
    await renderApp('/promotions');
    expect(
      await screen.findByText('There are no promotions at the moment. Check back soon.', {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Details/ })).not.toBeInTheDocument();
  });

  it('shows the server message and a retry button when the server refuses', async () => {
    let calls = 0;
    mockServer.use(
      getGetPromotionsMockHandler(() => {
        calls += 1;
        return calls === 1 ? refused('Kampanyalar şu anda bakımda.') : ok(promotionList('en'));
      }),
    );
    await renderApp('/promotions');
    const alert = await screen.findByRole('alert', {}, LAZY);
    expect(
      within(alert).getByRole('heading', { name: 'Promotions could not be loaded' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent('Kampanyalar şu anda bakımda.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: 'Details: Welcome Bonus' }, LAZY),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a translated error with retry when the server cannot be reached', async () => {
    mockServer.use(http.get('*/cms/promotions', () => HttpResponse.error()));
    await renderApp('/promotions');
    // Network failures are retried twice (1 s, 2 s) before the error shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 6000 });
    expect(alert).toHaveTextContent(
      'No connection to the server. Check your internet connection and try again.',
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('opens the promotion detail dialog from a card', async () => {
    await renderApp('/promotions');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Details: Refer a Friend' }, LAZY),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refer a Friend', busy: false }, LAZY);
    expect(
      await within(dialog).findByText(/for every friend who signs up/, {}, LAZY),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
