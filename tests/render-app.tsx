import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect } from 'vitest';
import { AppRoutes } from '@/app/app-routes';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { runStartup } from '@/app/startup';
import { loadBootstrap } from '@/shared/bootstrap/bootstrap-query';
import { initI18n, type Namespace } from '@/shared/i18n/i18n';
import type { Language } from '@/shared/i18n/language';
import { useSessionEnd } from '@/shared/session/session-machine';
import { storageKeys, writeString } from '@/shared/store/local-store';
import { stubViewport, type Viewport } from './support/viewport';

export interface RenderOptions {
  /** The address the router starts at. */
  route?: string;
  language?: Language;
  /**
   * Namespaces loaded before the first render, as a lazy part loads them beside its code (lazy
   * parts load once per test file, but every render starts a new i18n instance).
   */
  namespaces?: Namespace[];
  /** A phone-sized screen (below the 900 px breakpoint) or a wide one (the default). */
  viewport?: Viewport;
  /** One part of the page instead of the whole app (startup is then skipped). */
  ui?: ReactNode;
}

const LOADING_TEXTS = 'loading the texts of the part';

function LocationProbe() {
  // The app connects the session's ending to its router and cache (AppRoutes does it).
  useSessionEnd();
  const { pathname } = useLocation();
  return <output aria-label="current path">{pathname}</output>;
}

/**
 * Renders the whole app (startup, providers, route table, shell) at a route, or one part of it
 * inside the app's providers and a router that shows its path, against the mock backend. The
 * fingerprint step is skipped: jsdom has no browser to fingerprint.
 */
export async function renderApp(
  route = '/',
  { language = 'en', namespaces = [], viewport, ui }: Omit<RenderOptions, 'route'> = {},
) {
  if (viewport) stubViewport(viewport);
  writeString(storageKeys.lang, language);
  const queryClient = createQueryClient();
  // The app's retries, without their real waits (1 s, then 2 s): a failure shows as it would.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 10 } });
  const i18n = ui
    ? await initI18n(language)
    : (await runStartup(queryClient, { loadBootstrap, ensureFingerprint: async () => null })).i18n;
  await i18n.loadNamespaces(namespaces);
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        {ui ? (
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <Suspense fallback={<p>{LOADING_TEXTS}</p>}>{ui}</Suspense>
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        ) : (
          <AppRoutes />
        )}
      </MemoryRouter>
    </AppProviders>,
  );
  // A part loads the namespaces it names in useTranslation itself: wait until it has them.
  if (ui) await waitFor(() => expect(screen.queryByText(LOADING_TEXTS)).not.toBeInTheDocument());
  return { ...view, queryClient, i18n };
}

/** One part of the page: `renderPart(<MobileBottomBar />, { namespaces: ['mobile'] })`. */
export function renderPart(ui: ReactNode, { route = '/', ...options }: RenderOptions = {}) {
  return renderApp(route, { ...options, ui });
}
