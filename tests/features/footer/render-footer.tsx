import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { SiteFooter } from '@/features/footer/site-footer';
import { initI18n } from '@/shared/i18n/i18n';
import type { Language } from '@/shared/i18n/language';

/** Renders the footer alone inside the app's providers, against the mock backend. */
export async function renderFooter({ language = 'en' }: { language?: Language } = {}) {
  const queryClient = createQueryClient();
  const i18n = await initI18n(language);
  // Rendered on its own, the part needs the texts its lazy loader would bring.
  // The footer's lazy loader brings the namespace 'footer' with it.
  await i18n.loadNamespaces(['footer']);
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient, i18n };
}

/** jsdom has no matchMedia; swiper's breakpoints need one (a wide-screen answer is enough). */
export function stubMatchMedia() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
