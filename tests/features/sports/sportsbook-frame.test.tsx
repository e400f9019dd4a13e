import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetBootstrapMockHandler } from '@generated/api/cms/cms.msw';
import type { Bootstrap } from '@generated/api/model';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { ok } from '@mocks/handlers/envelope';
import { mockServer } from '@mocks/node';
import { sportsbookAddress } from '@/features/sports/sportsbook-address';
import { patchSession } from '@/shared/session/session-machine';
import { renderApp } from '../../render-app';
import { logInAs } from '../../session-helpers';
import { LAZY } from '../../support/lazy';

// The sportsbook frame frames only the hosts the site settings name (`sportsbookurl`,
// `sportsbookhosts`), and a same-site path only in mock mode, sandboxed without the site's
// origin: never `allow-scripts allow-same-origin` with same-site paths or any https host.
const ORIGIN = 'https://royalbet.example';
const sports = { section: 'sports', shortMenu: false, language: 'en' } as const;

const bootstrapWith = (options: Record<string, string>): Bootstrap => ({
  ...mockBootstrap('localhost'),
  siteOption: Object.entries(options).map(([key, value]) => ({ key, value, status: true })),
});

const player = {
  token: 't',
  username: 'demo',
  usercode: '1',
  balance: 0,
  phone: '',
  smsVerified: true,
  betsyCid: 'c',
  betsyUrl: 'https://attacker.example/sb',
  betsyToken: 'secret',
  betcoToken: null,
  betcoUrl: null,
  fingerprint: '',
};

describe('the sportsbook address', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('never frames a host that only the login answer names', () => {
    const bootstrap = bootstrapWith({ sportsbookurl: 'https://sb.example.com/' });
    expect(sportsbookAddress(player, bootstrap, sports, ORIGIN)).toBe(
      'https://sb.example.com/?page=sports&lang=en',
    );
    expect(sportsbookAddress(player, bootstrapWith({}), sports, ORIGIN)).toBeNull();
  });

  it('frames a player host that the settings name, with its token', () => {
    const bootstrap = bootstrapWith({
      sportsbookurl: 'https://sb.example.com/',
      sportsbookhosts: 'https://betsy.example.com, https://attacker.example',
    });
    expect(sportsbookAddress(player, bootstrap, sports, ORIGIN)).toBe(
      'https://attacker.example/sb?page=sports&lang=en&token=secret&cid=c',
    );
    const same = { ...player, betsyUrl: 'https://sb.example.com/book' };
    expect(
      sportsbookAddress(
        same,
        bootstrapWith({ sportsbookurl: 'https://sb.example.com/' }),
        sports,
        ORIGIN,
      ),
    ).toBe('https://sb.example.com/book?page=sports&lang=en&token=secret&cid=c');
  });

  it('refuses plain http hosts even when the settings name them', () => {
    const bootstrap = bootstrapWith({
      sportsbookurl: 'http://sb.example.com/',
      sportsbookhosts: 'http://attacker.example',
    });
    expect(sportsbookAddress(player, bootstrap, sports, ORIGIN)).toBeNull();
  });

  it('never frames a same-site path outside mock mode', () => {
    const bootstrap = bootstrapWith({ sportsbookurl: '/sportsbook.html' });
    const local = { ...player, betsyUrl: '/.//evil.example/x' };
    expect(sportsbookAddress(null, bootstrap, sports, ORIGIN)).toBeNull();
    expect(sportsbookAddress(local, bootstrap, sports, ORIGIN)).toBeNull();
    expect(
      sportsbookAddress(null, bootstrapWith({ sportsbookurl: `${ORIGIN}/x` }), sports, ORIGIN),
    ).toBeNull();
  });

  it('frames the stand-in page of mock mode as a path', () => {
    vi.stubEnv('MODE', 'mock');
    const bootstrap = bootstrapWith({ sportsbookurl: '/sportsbook.html' });
    expect(sportsbookAddress(null, bootstrap, sports, ORIGIN)).toBe(
      '/sportsbook.html?page=sports&lang=en',
    );
  });
});

describe('the sportsbook frame', () => {
  afterEach(() => vi.unstubAllEnvs());

  function withSettings(options: Record<string, string>) {
    mockServer.use(
      getGetBootstrapMockHandler(({ request }) =>
        ok({
          ...mockBootstrap(new URL(request.url).hostname),
          siteOption: Object.entries(options).map(([key, value]) => ({ key, value, status: true })),
        }),
      ),
    );
  }

  it('a same-site page (mock mode) is sandboxed without the site’s origin', async () => {
    vi.stubEnv('MODE', 'mock');
    withSettings({ sportsbookurl: '/sportsbook.html' });
    await renderApp('/spor');
    const frame = await screen.findByTitle('Sportsbook', {}, LAZY);
    expect(frame).toHaveAttribute('src', '/sportsbook.html?page=sports&lang=en');
    const flags = (frame.getAttribute('sandbox') ?? '').split(' ');
    expect(flags).toContain('allow-scripts');
    expect(flags).not.toContain('allow-same-origin');
    expect(flags).not.toContain('allow-popups-to-escape-sandbox');
  });

  it('a player whose login names an unknown host gets the settings’ sportsbook', async () => {
    withSettings({ sportsbookurl: 'https://sb.example.com/book' });
    await logInAs('demo');
    patchSession({ betsyUrl: 'https://attacker.example/', betsyToken: 'secret', betsyCid: 'c' });
    await renderApp('/spor');
    const frame = await screen.findByTitle('Sportsbook', {}, LAZY);
    expect(frame).toHaveAttribute('src', 'https://sb.example.com/book?page=sports&lang=en');
  });
});
