// safe-url.ts is imported relatively, with its extension: security-headers.ts loads this module
// in Node (the provider script's hash), where the '@/' alias does not resolve. It imports nothing.
import type { GameProvider } from '@generated/api/model';
import { absoluteHref, navigationTarget } from '../../navigation/safe-url.ts';

// What a launch call answers: a URL for the game frame or an HTML document for it.
export type LaunchFrame = { kind: 'url'; url: string } | { kind: 'html'; html: string };

/**
 * A URL answer must be an absolute address that passes the site's one URL check: https, or an
 * address on the site itself (which the game frame then sandboxes without the site's origin),
 * normalised. Anything starting with '<' is HTML.
 */
export function readLaunchAnswer(
  data: string | null | undefined,
  siteOrigin: string = globalThis.location.origin,
): LaunchFrame | null {
  const text = data?.trim();
  if (!text) return null;
  if (text.startsWith('<')) return { kind: 'html', html: text };
  if (!/^[a-z][a-z\d+.-]*:/i.test(text)) return null;
  const target = navigationTarget(text, siteOrigin);
  return target ? { kind: 'url', url: absoluteHref(target, siteOrigin) } : null;
}

/** Whether a frame address is on the site itself (its frame must not get the site's origin). */
export function isSiteAddress(
  url: string,
  siteOrigin: string = globalThis.location.origin,
): boolean {
  try {
    return new URL(url).origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

// For one provider a script is injected after 100 ms and its static resource hosts are rewritten
// to a local launch path. The contract names softgamings for the script; its static hosts below
// are an assumption (see docs/assumptions.md).
export const SCRIPTED_PROVIDER: GameProvider = 'softgamings';
export const PROVIDER_STATIC_HOSTS = ['static.softgamings.com', 'cdn.softgamings.com'] as const;
export const LOCAL_LAUNCH_PATH = '/launch/softgamings';

const escapeHost = (host: string) => host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const staticHostPattern = new RegExp(
  `(?:https?:)?//(?:${PROVIDER_STATIC_HOSTS.map(escapeHost).join('|')})(?=[/"'\\s?#)]|$)`,
  'gi',
);

/**
 * Points every reference to the provider's static hosts (http, https or protocol-relative) at
 * the local launch path under `siteOrigin`: `https://static.softgamings.com/a.js` becomes
 * `<siteOrigin>/launch/softgamings/a.js`. Works on a URL as on a whole HTML document.
 */
export function rewriteStaticHosts(text: string, siteOrigin: string): string {
  return text.replace(staticHostPattern, `${siteOrigin}${LOCAL_LAUNCH_PATH}`);
}

// Provider messages the injected script sends to the site (see frame-messages.ts).
export const PROVIDER_EXIT_EVENT = 'closeGame';
export const PROVIDER_RELOAD_EVENT = 'reloadGame';

/**
 * The provider script: it gives the game `closeGame()` and `reloadGame()`, which tell the site to
 * close or reload the game. Run `delayMs` after the game document's load.
 */
export function providerScript(delayMs: number): string {
  return `(function(){function bridge(){window.closeGame=function(){parent.postMessage({event:'${PROVIDER_EXIT_EVENT}'},'*')};window.reloadGame=function(){parent.postMessage({event:'${PROVIDER_RELOAD_EVENT}'},'*')};document.documentElement.setAttribute('data-provider-bridge','ready')}function later(){setTimeout(bridge,${delayMs})}if(document.readyState==='complete'){later()}else{window.addEventListener('load',later)}})();`;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A fetched game document as the srcdoc of a sandboxed frame: a `<base>` first in its head keeps
 * its relative addresses pointing where the document came from.
 */
export function withBase(html: string, baseUrl: string): string {
  const tag = `<base href="${escapeAttribute(baseUrl)}">`;
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (head)
    return `${html.slice(0, head.index + head[0].length)}${tag}${html.slice(head.index + head[0].length)}`;
  const start = /<html(?:\s[^>]*)?>|<!doctype[^>]*>/i.exec(html);
  const at = start ? start.index + start[0].length : 0;
  return `${html.slice(0, at)}<head>${tag}</head>${html.slice(at)}`;
}

/** Adds an inline script to an HTML document, before `</body>` (or at the end). */
function withScript(html: string, code: string): string {
  const tag = `<script>${code}</script>`;
  const end = html.search(/<\/body\s*>/i);
  return end === -1 ? `${html}${tag}` : `${html.slice(0, end)}${tag}${html.slice(end)}`;
}

/** Adds the provider script to an HTML answer, before `</body>` (or at the end). */
export function withProviderScript(html: string, delayMs: number): string {
  return withScript(html, providerScript(delayMs));
}

/**
 * The site's launch script for an HTML launch answer: it submits the answer's launch form, as
 * the provider's own auto-submit script would. The answer is written into a sandboxed srcdoc
 * frame, which inherits the site's policy: only the site's own scripts run there, by their hash
 * (security-headers.ts), and the frame may send a form (allow-forms) to the game hosts that
 * `form-action` names.
 */
export const LAUNCH_FORM_SCRIPT = '(function(){var f=document.forms[0];if(f)f.submit()})();';

/**
 * An HTML launch answer as the game frame runs it: the answer's own scripts are taken out (the
 * site's policy would refuse them in the frame, as a violation) and the site's launch script
 * submits its launch form instead. This is not what keeps the site safe (the sandbox and the
 * policy are); it is what lets a launch form start under the policy.
 */
export function withLaunchScript(html: string): string {
  return withScript(html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, ''), LAUNCH_FORM_SCRIPT);
}

/**
 * The frame as the site shows it: an HTML answer's launch form is submitted by the site's launch
 * script; for the scripted provider the static hosts point at the local launch path and an HTML
 * answer carries the provider script too. A URL that the rewrite puts on the
 * site itself cannot take the script in a frame of the site's origin: use-game-launch.ts fetches
 * it and shows it as an HTML frame (withBase), sandboxed like any HTML answer.
 */
export function prepareFrame(
  provider: GameProvider,
  frame: LaunchFrame,
  siteOrigin: string,
  delayMs: number,
): LaunchFrame | null {
  if (provider !== SCRIPTED_PROVIDER) {
    return frame.kind === 'html' ? { kind: 'html', html: withLaunchScript(frame.html) } : frame;
  }
  if (frame.kind === 'url') {
    return readLaunchAnswer(rewriteStaticHosts(frame.url, siteOrigin), siteOrigin);
  }
  return {
    kind: 'html',
    html: withProviderScript(withLaunchScript(rewriteStaticHosts(frame.html, siteOrigin)), delayMs),
  };
}
