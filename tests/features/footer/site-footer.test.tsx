import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getGetBootstrapMockHandler,
  getGetCmsCategoriesMockHandler,
} from '@generated/api/cms/cms.msw';
import type { CmsCategoryListResponse } from '@generated/api/model';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { mockServer } from '@mocks/node';
import { SiteFooter } from '@/features/footer/site-footer';
import { renderPart } from '../../render-app';
import { stubViewport } from '../../support/viewport';

const categories: CmsCategoryListResponse = {
  success: true,
  message: null,
  data: [
    { name: 'Footer', content: [{ id: 90, title: 'About us' }] },
    {
      name: 'Story',
      content: [
        { id: 11, title: 'How Royal Bet began' },
        { id: 12, title: 'Our biggest winners' },
      ],
    },
    {
      name: 'Terms of use',
      content: [
        { id: 1, title: 'General Terms and Conditions' },
        { id: 21, title: 'Privacy Policy' },
      ],
    },
    { name: 'Terms of service', content: [{ id: 31, title: 'Bonus Rules' }] },
  ],
};

const useCategories = (answer: CmsCategoryListResponse = categories) =>
  mockServer.use(getGetCmsCategoriesMockHandler(answer));

const section = (name: string) => screen.getByRole('navigation', { name });

const hrefs = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

afterEach(() => {
  vi.useRealTimers();
});

describe('site footer (spec 2.7)', () => {
  it('is the contentinfo landmark with the six named sections', async () => {
    useCategories();
    await renderPart(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    for (const name of [
      'Betting',
      'CASINO',
      'Games',
      'Our Stories',
      'Terms of Use',
      'Terms of Service',
    ]) {
      const nav = within(footer).getByRole('navigation', { name });
      expect(within(nav).getByRole('heading', { name })).toBeInTheDocument();
    }
  });

  it('links Betting, CASINO and Games to their routes (spec 2.1)', async () => {
    useCategories();
    await renderPart(<SiteFooter />);
    expect(hrefs(section('Betting'))).toEqual([
      ['Sports', '/spor'],
      ['Live Sports', '/livespor'],
      ['E-Sports', '/esports'],
    ]);
    expect(hrefs(section('CASINO'))).toEqual([
      ['Slot Casino', '/casino/slot'],
      ['Live Casino', '/casino/live'],
      ['TV Games', '/casino/tvbets'],
    ]);
    expect(hrefs(section('Games'))).toEqual([['Other Games', '/casino/games']]);
  });

  it('lists the Story, Terms of use and Terms of service pages from cms/categorylist', async () => {
    useCategories();
    await renderPart(<SiteFooter />);
    await screen.findByRole('link', { name: 'How Royal Bet began' });
    expect(hrefs(section('Our Stories'))).toEqual([
      ['How Royal Bet began', '/pages/11'],
      ['Our biggest winners', '/pages/12'],
    ]);
    expect(hrefs(section('Terms of Use'))).toEqual([
      ['General Terms and Conditions', '/pages/1'],
      ['Privacy Policy', '/pages/21'],
    ]);
    expect(hrefs(section('Terms of Service'))).toEqual([['Bonus Rules', '/pages/31']]);
  });

  it('lists the pages of the CMS category Footer in a row of its own', async () => {
    useCategories({
      success: true,
      message: null,
      data: [
        {
          name: 'Footer',
          content: [
            { id: 90, title: 'About us' },
            { id: 91, title: 'Contact' },
          ],
        },
      ],
    });
    await renderPart(<SiteFooter />);
    const row = await screen.findByRole('navigation', { name: 'Information' });
    expect(hrefs(row)).toEqual([
      ['About us', '/pages/90'],
      ['Contact', '/pages/91'],
    ]);
    expect(hrefs(section('Our Stories'))).toEqual([]);
  });

  it('shows skeleton lines while the categories load', async () => {
    mockServer.use(
      getGetCmsCategoriesMockHandler(async () => {
        await delay('infinite');
        return categories;
      }),
    );
    await renderPart(<SiteFooter />);
    const loading = within(section('Our Stories')).getByRole('status');
    expect(loading).toHaveTextContent('Loading pages');
    expect(screen.getAllByText('Loading pages')).toHaveLength(3);
    expect(within(section('Our Stories')).queryAllByRole('link')).toHaveLength(0);
  });

  it.each([
    [
      'a refusal',
      getGetCmsCategoriesMockHandler({ success: false, message: 'Bakımda', data: null }),
    ],
    [
      'an HTTP 500',
      getGetCmsCategoriesMockHandler(() => {
        throw HttpResponse.json({ success: false, message: null }, { status: 500 });
      }),
    ],
  ])('still renders everything else after %s from cms/categorylist', async (_case, handler) => {
    mockServer.use(handler);
    await renderPart(<SiteFooter />);
    // The query gives up (an HTTP error is retried twice first), the skeletons go away...
    await waitFor(() => expect(screen.queryByText('Loading pages')).not.toBeInTheDocument(), {
      timeout: 6000,
    });
    // ...the headings stay, without items, and the rest of the footer is whole.
    for (const name of ['Our Stories', 'Terms of Use', 'Terms of Service']) {
      expect(within(section(name)).getByRole('heading', { name })).toBeInTheDocument();
      expect(within(section(name)).queryAllByRole('link')).toHaveLength(0);
    }
    expect(within(section('Betting')).getByRole('link', { name: 'Sports' })).toHaveAttribute(
      'href',
      '/spor',
    );
    expect(await screen.findByRole('link', { name: 'Telegram' })).toBeInTheDocument();
    expect(screen.getByText(/Tüm Hakları Saklıdır\./)).toBeInTheDocument();
  });

  it('opens the social links from the site settings in a new tab', async () => {
    useCategories();
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
    useCategories();
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
    useCategories();
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    const first = await renderPart(<SiteFooter />);
    expect(screen.getByText('Copyright 2031 - Tüm Hakları Saklıdır.')).toBeInTheDocument();
    first.unmount();

    vi.setSystemTime(new Date('2044-01-02T12:00:00Z'));
    await renderPart(<SiteFooter />);
    expect(screen.getByText('Copyright 2044 - Tüm Hakları Saklıdır.')).toBeInTheDocument();
  });

  it('shows the licence badge, the company notice, the terms notice and the 18+ line', async () => {
    useCategories();
    await renderPart(<SiteFooter />);
    const badge = screen.getByRole('link', { name: /Verify our licence/ });
    expect(badge.getAttribute('href')).toMatch(/^https:\/\//);
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

  it('is in Turkish when the language is tr', async () => {
    useCategories();
    await renderPart(<SiteFooter />, { language: 'tr' });
    for (const name of [
      'Bahis',
      'CASINO',
      'Oyunlar',
      'Hikayelerimiz',
      'Kullanım Koşulları',
      'Hizmet Şartları',
    ]) {
      expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
    }
    expect(hrefs(section('Bahis'))).toEqual([
      ['Spor', '/spor'],
      ['Canlı Spor', '/livespor'],
      ['E-Spor', '/esports'],
    ]);
    expect(await screen.findByRole('navigation', { name: 'Bilgilendirme' })).toBeInTheDocument();
    expect(
      screen.getByText('Kumar bağımlılık yapabilir, lütfen sorumlu oynayın'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Copyright ${new Date().getFullYear()} - Tüm Hakları Saklıdır.`),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Telegram' })).toBeInTheDocument();
  });
});

describe('legal notices', () => {
  it.each(['en', 'tr'] as const)(
    'gives the licence notice in English and the terms notice in Turkish in %s, each marked with its language',
    async (language) => {
      useCategories();
      await renderPart(<SiteFooter />, { language });
      const licence = screen.getByText(
        /^Royal Bet is operated by Royal Bet N\.V\., a company registered in Curaçao under company number 158914/,
      );
      expect(licence).toHaveTextContent('holds gaming licence no. OGL/2024/0512/0187');
      expect(licence.closest('[lang]')).toHaveAttribute('lang', 'en');
      const terms = screen.getByText(/^Üye olabilmek için/);
      expect(terms).toHaveTextContent(
        /en az iki hafta önce bildirilir; üyelerimiz bu süre içinde hizmeti kullanmayı bırakabilir\.$/,
      );
      expect(terms.closest('[lang]')).toHaveAttribute('lang', 'tr');
      expect(
        within(terms).getByRole('link', { name: 'Genel Şartlar ve Koşullar' }),
      ).toHaveAttribute('href', '/pages/1');
    },
  );
});

describe('game-provider slider (spec 2.7, 9)', () => {
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
    useCategories();
    stubViewport('desktop');
    const { container } = await renderPart(<SiteFooter />);
    const strip = screen.getByRole('region', { name: 'Game providers' });
    await waitFor(() => expect(container.querySelector('.swiper-initialized')).not.toBeNull());
    const logos = within(strip).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('aria-label'))).toEqual(providers);
  });

  it('shows the logos in a plain row where swiper cannot run', async () => {
    useCategories();
    vi.stubGlobal('matchMedia', undefined);
    const { container } = await renderPart(<SiteFooter />);
    const strip = screen.getByRole('region', { name: 'Game providers' });
    expect(await within(strip).findAllByRole('img')).toHaveLength(12);
    expect(container.querySelector('.swiper')).toBeNull();
  });
});
