import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '@/app/app-routes';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { runStartup } from '@/app/startup';
import { loadBootstrap } from '@/shared/bootstrap/bootstrap-query';
import type { Namespace } from '@/shared/i18n/i18n';
import type { Language } from '@/shared/i18n/language';
import { storageKeys, writeString } from '@/shared/storage/local-store';

export interface RenderAppOptions {
  language?: Language;
  /**
   * Namespaces loaded before the first render, as the lazy part of `route` loads them beside its
   * code (lazy parts load once per test file, but every render starts a new i18n instance).
   */
  namespaces?: Namespace[];
}

/**
 * Renders the whole app (startup, providers, route table, shell) at a route, against the mock
 * backend. The fingerprint step is skipped: jsdom has no browser to fingerprint.
 */
export async function renderApp(
  route = '/',
  { language = 'en', namespaces = [] }: RenderAppOptions = {},
) {
  writeString(storageKeys.lang, language);
  const queryClient = createQueryClient();
  const { i18n } = await runStartup(queryClient, {
    loadBootstrap,
    ensureFingerprint: async () => null,
  });
  await i18n.loadNamespaces(namespaces);
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient, i18n };
}
