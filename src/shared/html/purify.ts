import DOMPurify from 'dompurify';
import { navigationTarget } from '@/shared/navigation/safe-url';

// Loaded only through sanitize-html.ts (dynamic import), so DOMPurify stays out of the first
// page's bundle. Hooks are set once, on this module's first load.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) {
    // An outside address opens in a new tab without handing it this window; a same-site one
    // stays in the tab (the renderer routes it without a reload).
    if (navigationTarget(node.getAttribute('href'))?.kind === 'external') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  }
  if (node instanceof HTMLImageElement) {
    // No alt text from the server: decorative, and a broken source then draws nothing.
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
});

/** Server HTML reduced to harmless markup: no scripts, handlers, styles, forms or javascript: links. */
export function purify(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
