import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@/shared/config/constants';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

function media(): MediaQueryList | null {
  return typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(QUERY) : null;
}

function subscribe(listener: () => void): () => void {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

export function isMobileViewport(): boolean {
  return media()?.matches ?? false;
}

/** True below the mobile breakpoint of 900 px. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, () => false);
}
