import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadNamespaces, type Namespace } from '@/shared/i18n/i18n';

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
 * code is retried on failure and the i18next namespaces it shows load beside it, not after it
 * (the part's components still name them in useTranslation, so they load wherever it renders).
 * `lazyPart(() => import('./site-footer').then((m) => m.SiteFooter), ['footer'])`
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly Namespace[] = [],
): LazyPart<P> {
  const component = lazy(async () => {
    const [loaded] = await Promise.all([retryImport(load), loadNamespaces(namespaces)]);
    return { default: loaded };
  });
  return Object.assign(component, { load, namespaces });
}

/** A lazy component that also says what it loads (a test renders each with only its texts). */
export interface LazyPart<P extends object> extends LazyExoticComponent<ComponentType<P>> {
  readonly load: () => Promise<ComponentType<P>>;
  readonly namespaces: readonly Namespace[];
}
