import { vi } from 'vitest';

/**
 * jsdom has no matchMedia: pretend the viewport is below the 900 px breakpoint (spec 2.3), or
 * above it. Only the mobile max-width query matches; other queries answer false.
 */
export function stubViewport(kind: 'mobile' | 'desktop'): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'mobile' && /max-width:\s*900px/.test(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
