import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetBootstrapMockHandler } from '@generated/api/cms/cms.msw';
import { getGetNotificationsMockHandler } from '@generated/api/customer/customer.msw';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { mockServer } from '@mocks/node';
import { createQueryClient } from '@/app/query-client';
import { runStartup } from '@/app/startup';
import { getBootstrapData, loadBootstrap } from '@/shared/bootstrap/bootstrap-query';
import { readString, storageKeys, writeString } from '@/shared/store/local-store';
import { logInAs } from '../session-helpers';

function recorder() {
  const events: string[] = [];
  const steps = {
    loadBootstrap: async (queryClient: Parameters<typeof loadBootstrap>[0]) => {
      events.push('bootstrap:start');
      const ok = await loadBootstrap(queryClient);
      events.push('bootstrap:end');
      return ok;
    },
    ensureFingerprint: async () => {
      events.push('fingerprint:start');
      await new Promise((resolve) => setTimeout(resolve, 30));
      events.push('fingerprint:end');
      return 'fp';
    },
  };
  return { events, steps };
}

describe('startup order', () => {
  it('loads the bootstrap and the fingerprint first, then the rest in parallel', async () => {
    await logInAs();
    const { events, steps } = recorder();
    mockServer.use(
      getGetNotificationsMockHandler(() => {
        events.push('notifications');
        return { success: true, message: null, data: [] };
      }),
    );
    const { bootstrapLoaded } = await runStartup(createQueryClient(), steps);
    expect(bootstrapLoaded).toBe(true);
    expect(events.slice(0, 2)).toEqual(['bootstrap:start', 'fingerprint:start']);
    expect(events.indexOf('notifications')).toBeGreaterThan(events.indexOf('fingerprint:end'));
    expect(events.indexOf('notifications')).toBeGreaterThan(events.indexOf('bootstrap:end'));
  });

  it('stores the bundle under bootstrap and keeps it in the query cache', async () => {
    const queryClient = createQueryClient();
    await runStartup(queryClient, recorder().steps);
    expect(getBootstrapData(queryClient)?.menuList?.length).toBeGreaterThan(0);
    expect(JSON.parse(readString(storageKeys.bootstrap) ?? 'null')).toMatchObject({
      trialBonusAmount: 100,
    });
  });

  it('merges the server translations over the bundled texts', async () => {
    const bundle = mockBootstrap('localhost');
    mockServer.use(
      getGetBootstrapMockHandler({
        success: true,
        message: null,
        data: {
          ...bundle,
          translationList: [
            { key: 'shell.header.signUp', value: 'Join now' },
            { key: 'shell', value: 'must not replace a group of texts' },
          ],
        },
      }),
    );
    writeString(storageKeys.lang, 'en');
    const { i18n } = await runStartup(createQueryClient(), recorder().steps);
    expect(i18n.t('shell.header.signUp')).toBe('Join now');
    expect(i18n.t('shell.header.login')).toBe('Login');
  });

  it.each([
    ['a refusal', () => ({ success: false, message: 'İçerik yüklenemedi.', data: null })],
    [
      'a server error',
      () => {
        throw HttpResponse.json({}, { status: 500 });
      },
    ],
    [
      'a network failure',
      () => {
        throw HttpResponse.error();
      },
    ],
  ])('goes on with the bundled texts after %s', async (_case, answer) => {
    mockServer.use(getGetBootstrapMockHandler(answer as never));
    writeString(storageKeys.lang, 'tr');
    const queryClient = createQueryClient();
    const { i18n, bootstrapLoaded } = await runStartup(queryClient, recorder().steps);
    expect(bootstrapLoaded).toBe(false);
    expect(getBootstrapData(queryClient)).toBeNull();
    expect(i18n.language).toBe('tr');
    expect(i18n.t('shell.header.login')).toBe('Giriş Yap');
  });

  it('does not wait for a bootstrap that never answers', async () => {
    mockServer.use(getGetBootstrapMockHandler(() => new Promise<never>(() => undefined)));
    const ok = await loadBootstrap(createQueryClient(), 50);
    expect(ok).toBe(false);
  });
});
