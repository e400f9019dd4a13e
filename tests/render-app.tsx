import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '@/app/app-routes';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { runStartup } from '@/app/startup';
import { loadBootstrap } from '@/shared/bootstrap/bootstrap-query';
import type { Language } from '@/shared/i18n/language';
import { loadAllTextAreas } from '@/shared/i18n/text-areas';
import { storageKeys, writeString } from '@/shared/storage/local-store';

export interface RenderAppOptions {
  language?: Language;
}

/**
 * Renders the whole app (startup, providers, route table, shell) at a route, against the mock
 * backend. The fingerprint step is skipped: jsdom has no browser to fingerprint.
 */
export async function renderApp(route = '/', { language = 'en' }: RenderAppOptions = {}) {
  writeString(storageKeys.lang, language);
  const queryClient = createQueryClient();
  const { i18n } = await runStartup(queryClient, {
    loadBootstrap,
    ensureFingerprint: async () => null,
  });
  // Lazy parts bring their texts when they first load, once per page load; a test file renders
  // the app many times with new i18n instances, so every area is loaded up front.
  await loadAllTextAreas(i18n);
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient, i18n };
}
