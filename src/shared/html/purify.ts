import DOMPurify from 'dompurify';
import { absoluteHref, navigationTarget } from '@/shared/navigation/safe-url';

// Loaded only through sanitize-html.ts (dynamic import), so DOMPurify stays out of the first
// page's bundle. Hooks are set once, on this module's first load.

// SANITIZE_NAMED_PROPS prefixes every id and name with this, so server HTML cannot clobber
// names of the window or document (an <img name=LiveChatWidget> broke the chat button).
const NAMED_PROPS_PREFIX = 'user-content-';

// Link schemes kept as they are; every other address goes through the one URL check.
const KEPT_SCHEMES = /^(?:mailto|tel):/i;

/** A link's address as the site writes it: checked, normalised, or null to drop it. */
function linkAddress(raw: string): string | null {
  const value = raw.trim();
  if (value.startsWith('#')) {
    // An in-page link follows its target's prefixed id.
    const id = value.slice(1);
    return id && !id.startsWith(NAMED_PROPS_PREFIX) ? `#${NAMED_PROPS_PREFIX}${id}` : value;
  }
  if (KEPT_SCHEMES.test(value)) return value;
  const target = navigationTarget(value);
  if (!target) return null;
  return target.kind === 'internal' ? target.path : absoluteHref(target);
}

/** A srcset whose every candidate is a checked address or an inline raster image, else null. */
function checkedSrcset(value: string): string | null {
  const candidates = value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
  const usable = (url: string) =>
    /^data:image\/(?:png|jpe?g|gif|webp|avif);/i.test(url) || navigationTarget(url) !== null;
  return candidates.every(usable) ? value : null;
}

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (!(node instanceof Element)) return;
  const link = node instanceof HTMLAnchorElement || node instanceof HTMLAreaElement;
  if (link && node.hasAttribute('href')) {
    const href = linkAddress(node.getAttribute('href') ?? '');
    if (href === null) node.removeAttribute('href');
    else node.setAttribute('href', href);
  }
  // An outside address (<a> or <area>) opens in a new tab without handing it this window
  // (reverse tabnabbing); a same-site one stays in the tab (the renderer routes it without a
  // reload). No other element keeps a target.
  if (link && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('target');
  }
  if (node instanceof HTMLImageElement) {
    const srcset = node.getAttribute('srcset');
    if (srcset !== null && checkedSrcset(srcset) === null) node.removeAttribute('srcset');
    // No alt text from the server: decorative, and a broken source then draws nothing.
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
});

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
  SANITIZE_NAMED_PROPS: true,
};

/**
 * Server HTML reduced to harmless markup: no scripts, handlers, styles, forms, frames or
 * javascript:/vbscript:/data: links; links checked by the URL check; ids and names prefixed.
 */
export function purify(html: string): string {
  return DOMPurify.sanitize(html, CONFIG);
}

/**
 * The same, for the page: as TrustedHTML from DOMPurify's own Trusted Types policy
 * (`dompurify`), the only HTML the site's policy lets reach innerHTML; a string where the
 * browser has no Trusted Types.
 */
export function purifyForPage(html: string): string | TrustedHTML {
  return DOMPurify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
}
