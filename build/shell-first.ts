import type { Plugin } from 'vite';

/**
 * The page frame in index.html paints before any script runs. The app's scripts are
 * not needed for that first paint, so the entry and its module preloads are fetched at low
 * priority: the stylesheet, the document and the first images go first, and the browser does not
 * hold the first paint for script work. (Vite writes these tags itself; this only adds the
 * standard `fetchpriority` attribute to them.)
 */
export function shellFirst(): Plugin {
  return {
    name: 'shell-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}
