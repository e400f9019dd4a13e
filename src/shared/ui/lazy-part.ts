import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withTexts, type TextArea } from '@/shared/i18n/text-areas';

/**
 * Runs a dynamic import again when it fails (a dropped connection, a busy server): a lazy part
 * of the page gets three tries, 400 ms apart, before its error boundary takes over.
 */
export async function retryImport<T>(load: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 400 * attempt));
    }
  }
}

/**
 * The one way to make a part of the page load on first use (routes, dialogs, shell parts): its
 * code is retried on failure and the texts it shows load beside it, not after it.
 * `lazyPart(() => import('./site-footer').then((m) => m.SiteFooter), ['footer'])`
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly TextArea[] = [],
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({
    default: await withTexts(namespaces, () => retryImport(load)),
  }));
}
