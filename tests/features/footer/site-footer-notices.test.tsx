import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetBootstrapMockHandler } from '@generated/api/cms/cms.msw';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { mockServer } from '@mocks/node';
import { SiteFooter } from '@/features/footer/site-footer';
import { renderPart } from '../../render-app';
import { stubViewport } from '../../support/viewport';
import { serveFooterCategories } from './footer-categories';

afterEach(() => {
  vi.useRealTimers();
});

describe('site footer notices', () => {
  it('opens the social links from the site settings in a new tab', async () => {
    serveFooterCategories();
    await renderPart(<SiteFooter />);
    const expected: Array<[string, string]> = [
      ['Telegram', 'https://t.me/royalbet'],
      ['Twitter', 'https://x.com/royalbet'],
      ['Instagram', 'https://www.instagram.com/royalbet'],
      ['YouTube', 'https://www.youtube.com/@royalbet'],
    ];
    for (const [name, href] of expected) {
      const link = await screen.findByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('hides a social link whose setting is missing, inactive or not an http(s) address', async () => {
    serveFooterCategories();
    mockServer.use(
      getGetBootstrapMockHandler(({ request }) => {
        const bootstrap = mockBootstrap(new URL(request.url).hostname);
        const siteOption = bootstrap.siteOption
          .filter((option) => option.key !== 'twitter')
          .map((option) => {
            if (option.key === 'instagram') return { ...option, value: 'javascript:alert(1)' };
            if (option.key === 'youtube') return { ...option, status: false };
            return option;
          });
        return { success: true, message: null, data: { ...bootstrap, siteOption } };
      }),
    );
    await renderPart(<SiteFooter />);
    expect(await screen.findByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/royalbet',
    );
    for (const name of ['Twitter', 'Instagram', 'YouTube']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('prints the current year in the copyright line, following the clock', async () => {
    serveFooterCategories();
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    const { unmount } = await renderPart(<SiteFooter />);
    expect(screen.getByText('Copyright 2031 - Tüm Hakları Saklıdır.')).toBeInTheDocument();
    unmount();

    vi.setSystemTime(new Date('2044-01-02T12:00:00Z'));
    await renderPart(<SiteFooter />);
    expect(screen.getByText('Copyright 2044 - Tüm Hakları Saklıdır.')).toBeInTheDocument();
  });

  it('shows the licence badge, the company notice, the terms notice and the 18+ line', async () => {
    serveFooterCategories();
    await renderPart(<SiteFooter />);
    const badge = screen.getByRole('link', { name: /Verify our licence/ });
    expect(badge).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(badge).toHaveAttribute('target', '_blank');
    expect(badge).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      screen.getByText(/operated by Royal Bet N\.V\., a company registered in Curaçao/),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '18+ only' })).toBeInTheDocument();
    expect(
      screen.getByText('Gambling can be addictive, please play responsibly'),
    ).toBeInTheDocument();
  });
});

describe('legal notices', () => {
  it.each(['en', 'tr'] as const)(
    'gives the licence notice in English and the terms notice in Turkish in %s, each marked with its language',
    async (language) => {
      serveFooterCategories();
      await renderPart(<SiteFooter />, { language });
      // Each notice is found only inside an element marked with its own language.
      const licence = screen.getByText(
        /^Royal Bet is operated by Royal Bet N\.V\., a company registered in Curaçao under company number 158914/,
        { selector: ':lang(en)' },
      );
      expect(licence).toHaveTextContent('holds gaming licence no. OGL/2024/0512/0187');
      const terms = screen.getByText(/^Üye olabilmek için/, { selector: ':lang(tr)' });
      expect(terms).toHaveTextContent(
        /en az iki hafta önce bildirilir; üyelerimiz bu süre içinde hizmeti kullanmayı bırakabilir\.$/,
      );
      expect(
        within(terms).getByRole('link', { name: 'Genel Şartlar ve Koşullar' }),
      ).toHaveAttribute('href', '/pages/1');
    },
  );
});

describe('game-provider slider', () => {
  const providers = [
    'Pragmatic Play',
    'Evolution',
    'NetEnt',
    "Play'n GO",
    'EGT',
    'Amusnet',
    'Spribe',
    'Ezugi',
    'Playtech',
    'Microgaming',
    'Red Tiger',
    'Hacksaw Gaming',
  ];

  it('shows the twelve provider logos on the lazily loaded swiper', async () => {
    serveFooterCategories();
    stubViewport('desktop');
    const { container } = await renderPart(<SiteFooter />);
    const strip = screen.getByRole('region', { name: 'Game providers' });
    // Swiper's started state has no role or text: its class tells the slider from the plain row.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    await waitFor(() => expect(container.querySelector('.swiper-initialized')).not.toBeNull());
    const logos = within(strip).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('aria-label'))).toEqual(providers);
  });

  it('shows the logos in a plain row where swiper cannot run', async () => {
    serveFooterCategories();
    vi.stubGlobal('matchMedia', undefined);
    const { container } = await renderPart(<SiteFooter />);
    const strip = screen.getByRole('region', { name: 'Game providers' });
    expect(await within(strip).findAllByRole('img')).toHaveLength(12);
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelector('.swiper')).toBeNull();
  });
});
