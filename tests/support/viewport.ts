import { vi } from 'vitest';

/**
 * jsdom has no matchMedia. A 'desktop' viewport answers every query false; a 'mobile' one matches
 * the 900 px max-width query of the mobile breakpoint and nothing else.
 */
export function mediaQueryList(query: string, viewport: Viewport): MediaQueryList {
  return {
    matches: viewport === 'mobile' && /max-width:\s*900px/.test(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  };
}

export type Viewport = 'mobile' | 'desktop';

/** Pretends the screen is phone-sized or wide for the rest of the test. */
export function stubViewport(viewport: Viewport): void {
  vi.stubGlobal('matchMedia', (query: string) => mediaQueryList(query, viewport));
}
