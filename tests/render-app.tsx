import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '@/app/app-routes';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { initI18n } from '@/shared/i18n/i18n';
import type { Language } from '@/shared/i18n/language';

export interface RenderAppOptions {
  language?: Language;
}

/** Renders the whole app (providers, route table, shell) at a route, against the mock backend. */
export async function renderApp(route = '/', { language = 'en' }: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  const i18n = await initI18n(language);
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient, i18n };
}
