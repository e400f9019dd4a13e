import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '@/app/query-client';
import { initI18n, type Namespace } from '@/shared/i18n/i18n';
import type { Language } from '@/shared/i18n/language';

function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="current path">{pathname}</output>;
}

/** Renders one piece of the shell with the providers it needs and shows the router's path. */
export async function renderShellPart(
  ui: ReactNode,
  {
    route = '/',
    language = 'en',
    namespaces = ['mobile'],
  }: { route?: string; language?: Language; namespaces?: Namespace[] } = {},
) {
  const i18n = await initI18n(language);
  // What the shell's lazy parts declare (mobile); a namespace a part forgot is missing here too.
  await i18n.loadNamespaces(namespaces);
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, i18n, queryClient };
}
