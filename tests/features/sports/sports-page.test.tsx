import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getGetBootstrapMockHandler } from '@generated/api/cms/cms.msw';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { ok } from '@mocks/handlers/envelope';
import { mockServer } from '@mocks/node';
import { SPORTSBOOK_HOSTS_SETTING, sportsbookAddress } from '@/features/sports/sportsbook-address';
import { siteSettingKeys } from '@/shared/bootstrap/site-settings';
import { patchSession } from '@/shared/session/session-machine';
import { renderApp } from '../../render-app';
import { logInAs } from '../../session-helpers';
import { findPageTitle, LAZY } from '../../support/lazy';

// Sports pages (/spor, /livespor, /fcg, /esports): the sportsbook in a frame, from the session's
// sportsbook fields for players and the `sportsbookurl` setting for visitors.
const ORIGIN = 'http://localhost:3000';

// `hosts`: the setting naming the players' sportsbook hosts (only the hosts it names are framed).
function withSportsbookSetting(value: string | null, hosts?: string) {
  mockServer.use(
    getGetBootstrapMockHandler(({ request }) => {
      const bootstrap = mockBootstrap(new URL(request.url).hostname);
      const siteOption = bootstrap.siteOption.filter(
        (option) => option.key !== siteSettingKeys.sportsbookUrl,
      );
      if (value !== null)
        siteOption.push({ key: siteSettingKeys.sportsbookUrl, value, status: true });
      if (hosts) siteOption.push({ key: SPORTSBOOK_HOSTS_SETTING, value: hosts, status: true });
      return ok({ ...bootstrap, siteOption });
    }),
  );
}

const frame = (name: string) => screen.findByTitle(name, {}, LAZY);

/* eslint-disable testing-library/no-node-access -- no frame of any title may be in the page. */
describe('the sportsbook address', () => {
  const visitorBootstrap = {
    ...mockBootstrap('localhost'),
    siteOption: [
      { key: siteSettingKeys.sportsbookUrl, value: 'https://sb.example.com/', status: true },
    ],
  };
  const sports = { section: 'sports', shortMenu: false, language: 'tr' } as const;

  it('uses the site setting for a visitor, without a token', () => {
    expect(sportsbookAddress(null, visitorBootstrap, sports, ORIGIN)).toBe(
      'https://sb.example.com/?page=sports&lang=tr',
    );
  });

  it('refuses plain http, javascript: and an inactive setting', () => {
    for (const value of ['http://sb.example.com/', 'javascript:alert(1)', '']) {
      const bootstrap = {
        ...visitorBootstrap,
        siteOption: [{ key: siteSettingKeys.sportsbookUrl, value, status: true }],
      };
      expect(sportsbookAddress(null, bootstrap, sports, ORIGIN)).toBeNull();
    }
    const inactive = {
      ...visitorBootstrap,
      siteOption: [
        { key: siteSettingKeys.sportsbookUrl, value: 'https://sb.example.com/', status: false },
      ],
    };
    expect(sportsbookAddress(null, inactive, sports, ORIGIN)).toBeNull();
  });

  it('keeps a same-site path as a path (mock mode only)', () => {
    vi.stubEnv('MODE', 'mock');
    const bootstrap = {
      ...visitorBootstrap,
      siteOption: [{ key: siteSettingKeys.sportsbookUrl, value: '/sportsbook.html', status: true }],
    };
    expect(
      sportsbookAddress(null, bootstrap, { ...sports, section: 'live', shortMenu: true }, ORIGIN),
    ).toBe('/sportsbook.html?page=live&menu=short&lang=tr');
  });
});

describe('the sports pages', () => {
  it('a visitor gets the frame from the site setting, with the route h1 (/spor)', async () => {
    withSportsbookSetting('https://sb.example.com/book');
    await renderApp('/spor');
    expect(await findPageTitle('Sports')).toBeInTheDocument();
    expect(await frame('Sportsbook')).toHaveAttribute(
      'src',
      'https://sb.example.com/book?page=sports&lang=en',
    );
  });

  it('a player gets the Betsy address with the token and client id (/livespor/fcg)', async () => {
    withSportsbookSetting(
      'https://sb.example.com/book',
      'https://betsy.example.com https://betco.example.com',
    );
    await logInAs('demo');
    patchSession({
      betsyUrl: 'https://betsy.example.com/sb',
      betsyToken: 'tok-1',
      betsyCid: 'cid-9',
      betcoUrl: 'https://betco.example.com/',
      betcoToken: 'tok-2',
    });
    await renderApp('/livespor/fcg', { language: 'tr' });
    expect(await findPageTitle('Canlı Spor')).toBeInTheDocument();
    expect(await frame('Canlı spor bahisleri')).toHaveAttribute(
      'src',
      'https://betsy.example.com/sb?page=live&menu=short&lang=tr&token=tok-1&cid=cid-9',
    );
  });

  it('a player without Betsy fields gets the Betco address with its token (/esports)', async () => {
    withSportsbookSetting(null, 'https://betco.example.com');
    await logInAs('demo');
    patchSession({ betcoUrl: 'https://betco.example.com/', betcoToken: 'tok-2' });
    await renderApp('/esports');
    expect(await findPageTitle('E-Sports')).toBeInTheDocument();
    expect(await frame('E-Sports sportsbook')).toHaveAttribute(
      'src',
      'https://betco.example.com/?page=esports&lang=en&token=tok-2',
    );
  });

  it('with no usable address shows the translated unavailable state and no frame', async () => {
    withSportsbookSetting('http://insecure.example.com/');
    await renderApp('/spor');
    expect(
      await screen.findByText('Sports are not available right now', {}, LAZY),
    ).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the unavailable state in Turkish too', async () => {
    withSportsbookSetting(null);
    await renderApp('/spor/fcg', { language: 'tr' });
    expect(
      await screen.findByText('Spor bahisleri şu anda kullanılamıyor', {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Spor' })).toBeInTheDocument();
  });
});
