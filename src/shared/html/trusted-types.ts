// Trusted Types: the site's policy says `require-trusted-types-for 'script'`, so the browser
// refuses a plain string at an HTML or script-address sink (innerHTML, an iframe's srcdoc, a
// script's src). A string gets there only through a named policy, each for one kind of value;
// the policy names are listed in the `trusted-types` directive (security-headers.ts). Browsers
// without Trusted Types get the string itself. The policies are made on first use.

interface PolicyRules {
  createHTML?: (input: string) => string | null;
  createScriptURL?: (input: string) => string | null;
}
interface Policy {
  createHTML: (input: string) => TrustedHTML;
  createScriptURL: (input: string) => unknown;
}
interface PolicyFactory {
  createPolicy: (name: string, rules: PolicyRules) => Policy;
}

const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
const policies = new Map<string, Policy>();

function policy(name: string, rules: PolicyRules): Policy | null {
  if (!factory) return null;
  let made = policies.get(name);
  if (!made) {
    made = factory.createPolicy(name, rules);
    policies.set(name, made);
  }
  return made;
}

/** Markup for an HTML sink: TrustedHTML where the browser has Trusted Types, else the string. */
export type Markup = string | TrustedHTML;

/**
 * `game-frame`: a game's HTML document (a launch answer, or the scripted provider's fetched
 * page), written into the game frame's srcdoc. That frame is sandboxed without
 * allow-same-origin, so its document runs at an opaque origin under the site's policy, and can
 * reach neither the site's storage nor its token.
 */
export function gameFrameDocument(html: string): Markup {
  return policy('game-frame', { createHTML: (input) => input })?.createHTML(html) ?? html;
}

/** `live-chat`: the live-chat vendor's loader address, that one address only. */
export function liveChatScriptUrl(url: string): string {
  const made = policy('live-chat', { createScriptURL: (input) => (input === url ? input : null) });
  return (made?.createScriptURL(url) as string | undefined) ?? url;
}

// The `default` policy: the browser asks it when a library hands a sink a plain string. It lets
// through exact values the site knows, and refuses every other string. The fingerprint library
// writes one fixed document into a hidden frame's srcdoc (to measure the system's font sizes)
// and offers no way to pass a policy; mock mode's service worker address is added by
// mocks/browser.ts (MSW registers the worker with a string).
const FINGERPRINT_FRAME_DOCUMENT =
  '<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">';
const knownHtml = new Set([FINGERPRINT_FRAME_DOCUMENT]);
const knownScriptUrls = new Set<string>();

/** Lets the `default` policy pass these exact values (and sets it up on first use). */
export function trustExactly(values: { html?: string; scriptUrl?: string } = {}): void {
  if (values.html) knownHtml.add(values.html);
  if (values.scriptUrl) knownScriptUrls.add(values.scriptUrl);
  policy('default', {
    createHTML: (input) => (knownHtml.has(input) ? input : null),
    createScriptURL: (input) => (knownScriptUrls.has(input) ? input : null),
  });
}
