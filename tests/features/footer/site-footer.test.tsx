import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetCmsCategoriesMockHandler } from '@generated/api/cms/cms.msw';
import { mockServer } from '@mocks/node';
import { SiteFooter } from '@/features/footer/site-footer';
import { renderPart } from '../../render-app';
import {
  footerCategories,
  footerSection,
  linkTargets,
  serveFooterCategories,
} from './footer-categories';

describe('site footer', () => {
  it('is the contentinfo landmark with the six named sections', async () => {
    serveFooterCategories();
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

  it('links Betting, CASINO and Games to their routes', async () => {
    serveFooterCategories();
    await renderPart(<SiteFooter />);
    expect(linkTargets(footerSection('Betting'))).toEqual([
      ['Sports', '/spor'],
      ['Live Sports', '/livespor'],
      ['E-Sports', '/esports'],
    ]);
    expect(linkTargets(footerSection('CASINO'))).toEqual([
      ['Slot Casino', '/casino/slot'],
      ['Live Casino', '/casino/live'],
      ['TV Games', '/casino/tvbets'],
    ]);
    expect(linkTargets(footerSection('Games'))).toEqual([['Other Games', '/casino/games']]);
  });

  it('lists the Story, Terms of use and Terms of service pages from cms/categorylist', async () => {
    serveFooterCategories();
    await renderPart(<SiteFooter />);
    await screen.findByRole('link', { name: 'How Royal Bet began' });
    expect(linkTargets(footerSection('Our Stories'))).toEqual([
      ['How Royal Bet began', '/pages/11'],
      ['Our biggest winners', '/pages/12'],
    ]);
    expect(linkTargets(footerSection('Terms of Use'))).toEqual([
      ['General Terms and Conditions', '/pages/1'],
      ['Privacy Policy', '/pages/21'],
    ]);
    expect(linkTargets(footerSection('Terms of Service'))).toEqual([['Bonus Rules', '/pages/31']]);
  });

  it('lists the pages of the CMS category Footer in a row of its own', async () => {
    serveFooterCategories({
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
    expect(linkTargets(row)).toEqual([
      ['About us', '/pages/90'],
      ['Contact', '/pages/91'],
    ]);
    expect(linkTargets(footerSection('Our Stories'))).toEqual([]);
  });

  it('shows skeleton lines while the categories load', async () => {
    mockServer.use(
      getGetCmsCategoriesMockHandler(async () => {
        await delay('infinite');
        return footerCategories;
      }),
    );
    await renderPart(<SiteFooter />);
    const loading = within(footerSection('Our Stories')).getByRole('status');
    expect(loading).toHaveTextContent('Loading pages');
    expect(screen.getAllByText('Loading pages')).toHaveLength(3);
    expect(within(footerSection('Our Stories')).queryAllByRole('link')).toHaveLength(0);
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
      expect(within(footerSection(name)).getByRole('heading', { name })).toBeInTheDocument();
      expect(within(footerSection(name)).queryAllByRole('link')).toHaveLength(0);
    }
    expect(within(footerSection('Betting')).getByRole('link', { name: 'Sports' })).toHaveAttribute(
      'href',
      '/spor',
    );
    expect(await screen.findByRole('link', { name: 'Telegram' })).toBeInTheDocument();
    expect(screen.getByText(/Tüm Hakları Saklıdır\./)).toBeInTheDocument();
  });
  it('is in Turkish when the language is tr', async () => {
    serveFooterCategories();
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
    expect(linkTargets(footerSection('Bahis'))).toEqual([
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
