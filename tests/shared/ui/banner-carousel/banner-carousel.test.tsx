import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetBootstrapMockHandler } from '@generated/api/cms/cms.msw';
import type { Bootstrap } from '@generated/api/model';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { casinoHandlers } from '@mocks/handlers/casino-handlers';
import { ok } from '@mocks/handlers/envelope';
import { mockServer } from '@mocks/node';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { initI18n } from '@/shared/i18n/i18n';
import { BannerCarousel } from '@/shared/ui/banner-carousel/banner-carousel';
import { renderApp } from '../../../render-app';
import { LAZY } from '../../../support/lazy';
import { stubViewport } from '../../../support/viewport';

// The banner carousel on the home page (slug 'home').
function serveBootstrap(change: (bootstrap: Bootstrap) => Bootstrap) {
  mockServer.use(getGetBootstrapMockHandler(() => ok(change(mockBootstrap('localhost')))));
}

// The first render loads the lazy home page, which takes a moment in a cold test run.
const carousel = () => screen.findByRole('region', { name: 'Featured promotions' }, LAZY);

beforeEach(() => mockServer.use(...casinoHandlers));

describe('the banner carousel without swiper (no matchMedia)', () => {
  it("shows the home slider's slides as links around three-size pictures", async () => {
    await renderApp('/');
    const region = await carousel();
    const links = await within(region).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/promotions',
      '/casino/live',
      '/spor',
    ]);
    const image = within(region).getByRole('img', { name: 'Promotion 1 of 3' });
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    // A picture's sources have no role: they are read as they are.
    // eslint-disable-next-line testing-library/no-node-access
    const sources = image.parentElement?.querySelectorAll('source') ?? [];
    expect([...sources].map((source) => source.getAttribute('media'))).toEqual([
      '(min-width: 1200px)',
      '(min-width: 992px)',
    ]);
  });

  it('shows three placeholders until the startup bundle arrives', async () => {
    mockServer.use(
      getGetBootstrapMockHandler(async () => {
        await delay('infinite');
        return ok(mockBootstrap('localhost'));
      }),
    );
    // The carousel alone, mounted before startup has the bundle.
    const i18n = await initI18n('en');
    render(
      <AppProviders queryClient={createQueryClient()} i18n={i18n}>
        <MemoryRouter>
          <BannerCarousel slug="home" />
        </MemoryRouter>
      </AppProviders>,
    );
    const region = await carousel();
    expect(within(region).getByText('Loading promotions')).toBeInTheDocument();
    expect(within(region).queryAllByRole('link')).toHaveLength(0);
    // The placeholders are decorative (hidden from assistive technology): no role to find them by.
    // eslint-disable-next-line testing-library/no-node-access
    expect(region.querySelectorAll('[aria-hidden="true"] > div')).toHaveLength(3);
  });

  it('is not shown when the slug has no slider', async () => {
    serveBootstrap((bootstrap) => ({ ...bootstrap, sliderList: [] }));
    await renderApp('/');
    // The popular games need the startup bundle too: once they show, it has arrived.
    await screen.findByRole('article', { name: 'Golden Fortune' });
    expect(screen.queryByRole('region', { name: 'Featured promotions' })).not.toBeInTheDocument();
  });

  it('opens an outside _blank slide in a new tab with noopener, and never follows javascript:', async () => {
    serveBootstrap((bootstrap) => ({
      ...bootstrap,
      sliderList: [
        {
          slug: 'home',
          items: [
            { url: 'https://partner.example/offer', target: '_blank', images: [{ url: 'a.png' }] },
            { url: 'javascript:alert(1)', target: null, images: [{ url: 'b.png' }] },
          ],
        },
      ],
    }));
    await renderApp('/');
    const region = await carousel();
    const [outside, unsafe] = await within(region).findAllByRole('link');
    expect(outside).toHaveAttribute('href', 'https://partner.example/offer');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    expect(unsafe).toHaveAttribute('href', '#');
  });
});

describe('the banner carousel on swiper', () => {
  beforeEach(() => {
    stubViewport('desktop');
  });

  it('has named previous/next buttons and pagination bullets that follow the slide', async () => {
    await renderApp('/');
    const region = await carousel();
    // Swiper, and with it the controls, loads when a pointer (or a finger, or the focus) reaches
    // the carousel.
    expect(within(region).queryByRole('button', { name: 'Go to slide 2' })).not.toBeInTheDocument();
    fireEvent.pointerEnter(region);
    const button = (name: string) => within(region).getByRole('button', { name });
    await within(region).findByRole('button', { name: 'Go to slide 2' }, LAZY);
    expect(button('Go to slide 1')).toHaveAttribute('aria-current', 'true');
    expect(button('Previous slide')).toBeDisabled();

    fireEvent.click(button('Go to slide 2'));
    await waitFor(() => expect(button('Go to slide 2')).toHaveAttribute('aria-current', 'true'));
    expect(button('Previous slide')).toBeEnabled();

    fireEvent.click(button('Next slide'));
    await waitFor(() => expect(button('Go to slide 3')).toHaveAttribute('aria-current', 'true'));
    expect(button('Next slide')).toBeDisabled();
    expect(within(region).getAllByRole('link')).toHaveLength(3);
  });

  it('keeps the keyboard on the banner when swiper takes over from the still banners', async () => {
    await renderApp('/');
    const region = await carousel();
    const [first] = within(region).getAllByRole('link');
    first?.focus();
    await within(region).findByRole('button', { name: 'Go to slide 2' }, LAZY);
    // Focus is on one of the banners' links, wherever swiper put them.
    const focusedLinks = () =>
      within(region)
        .getAllByRole('link')
        .filter((link) => link.matches(':focus'));
    await waitFor(() => expect(focusedLinks()).toHaveLength(1));
  });
});
