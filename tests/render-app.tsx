import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { initI18n } from '@/shared/i18n/i18n';
import type { Language } from '@/shared/i18n/language';

export interface RenderAppOptions {
  language?: Language;
}

/** Renders the whole app (providers, route table, shell) at a route, against the mock backend. */
export async function renderApp(route = '/', { language = 'en' }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const queryClient = createQueryClient();
  const i18n = await initI18n(language);
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, i18n };
}
