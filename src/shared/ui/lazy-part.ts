import { createElement, lazy, useState, type ComponentType, type ReactNode } from 'react';
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
 *
 * `preload()` fetches it ahead of use (the page the site opens on, during startup): a part whose
 * code is there when it first renders shows at once, without suspending. React would otherwise
 * show the fallback and then hold the page back at least 300 ms after the shell's last fallback
 * (its throttling of Suspense reveals), which on a phone is most of the time to the first banner.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly Namespace[] = [],
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= Promise.all([retryImport(load), loadNamespaces(namespaces)]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Part(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded part would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Part, { load, namespaces, preload });
}

/** A lazily loaded component that also says what it loads (a test renders each with its texts). */
export interface LazyPart<P extends object> {
  (props: P): ReactNode;
  readonly load: () => Promise<ComponentType<P>>;
  readonly namespaces: readonly Namespace[];
  /** Fetches the code and texts now; resolves with the component. */
  readonly preload: () => Promise<ComponentType<P>>;
}
