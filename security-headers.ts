import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { LAUNCH_FORM_SCRIPT, providerScript } from './src/shared/casino/launch/launch-answer.ts';
import { PROVIDER_SCRIPT_DELAY_MS } from './src/shared/config/constants.ts';

// The security headers of the site, defined once for the reference server (`npm start`), `vite
// preview` (mock mode, the journeys, the size report), the audit server and production's nginx
// (docs/security-and-deployment.md; print its lines with `npx node security-headers.ts`).
//
// A header is static, so the addresses the site learns from its settings at run time (the game
// providers' launch hosts, the sportsbook) are configured when the headers are built, from these
// environment variables (space- or comma-separated origins), else from the defaults below:
//   CSP_FRAME_ORIGINS    frames: the game providers' launch hosts and the sportsbook
//   CSP_CONNECT_ORIGINS  calls other than the site's own: an API or hub on another host
//   CSP_IMG_ORIGINS      pictures; `https:` (any secure host) by default, see below

export type SecurityHeadersMode = 'production' | 'mock' | (string & {});

export interface SecurityHeadersOptions {
  /** Vite's mode: `mock` serves the mock backend and its pages; anything else is production. */
  mode?: SecurityHeadersMode;
  /** One of mock mode's own pages (mocks/static: game, sportsbook, checkout, callback form). */
  mockPage?: boolean;
  /**
   * A page the site itself shows in a frame (mock mode's game, sportsbook and checkout pages):
   * framing by the site's own origin is allowed; every other document refuses all framing.
   */
  framedBySite?: boolean;
  /** Where the origins are read from; process.env by default. */
  env?: Record<string, string | undefined>;
  /** The page the headers go with (the built index.html): its inline code is allowed by hash. */
  html?: string;
  /** A per-response nonce, for a server that stamps one into the page (nginx can). */
  nonce?: string;
  /**
   * The site frames pages of its own origin: the reference server's demo game and payment
   * providers are served beside the site.
   */
  framesOwnOrigin?: boolean;
  /** Where violation reports go; CSP_REPORT_URL by default, none if unset. */
  reportUrl?: string;
}

// The game providers' launch hosts and the sportsbook, as the contract's examples name them
// (openapi/examples: casino launch answers, the sportsbookurl setting, betsyUrl / betcoUrl).
export const DEFAULT_FRAME_ORIGINS = [
  'https://egt.launchhub.net',
  'https://play.amusnet-games.net',
  'https://live.emlaunch.net',
  'https://hub88.gamesession.net',
  'https://games.dtlaunch.net',
  'https://sg.gamelaunch.net',
  'https://spor.ornekbahis.com',
] as const;

// Pictures come from the CMS's CDN (banners, promotions, page bodies), from each game provider's
// own thumbnail host and from whatever an editor puts in a content page; the list changes with
// every provider and editor. A picture cannot run code, so any https host is allowed (plus
// data: and blob:, which the site and the mock imagery use); scripts, frames and calls stay
// restricted. CSP_IMG_ORIGINS narrows it to a list.
export const DEFAULT_IMG_ORIGINS = ['https:'] as const;

// The live-chat widget (src/shared/live-chat, production only). Its loader is added by the
// site's own code, so 'strict-dynamic' trusts it and what it loads (no script host listed); its
// frame and its API (HTTPS and WebSocket) are on livechatinc.com.
export const LIVE_CHAT = {
  frame: ['https://*.livechatinc.com'],
  connect: ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
} as const;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The inline scripts the site itself adds to a game frame: the scripted provider's
 * closeGame/reloadGame bridge, and the launch script that submits an HTML answer's launch form.
 * They run in the sandboxed srcdoc frame, which inherits this policy: allowed by hash, which
 * follows the code.
 */
export const providerScriptHashes = [
  sha256(providerScript(PROVIDER_SCRIPT_DELAY_MS)),
  sha256(LAUNCH_FORM_SCRIPT),
] as const;

/** The hashes of the inline `<script>` and `<style>` elements of a page (the built index.html). */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const contents = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  return {
    scripts: contents(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi).map(sha256),
    styles: contents(/<style[^>]*>([\s\S]*?)<\/style>/gi).map(sha256),
  };
}

// The Trusted Types policies (require-trusted-types-for 'script'): every string that reaches an
// HTML or script-address sink passes one of them. `entry` the page's entry loader
// (build/entry-loader.ts), `dompurify` sanitized server HTML (DOMPurify's own), `game-frame` a
// game's HTML document for its sandboxed frame, `live-chat` the chat loader's address,
// `default` exact values that libraries pass as strings: the fingerprint library's frame
// document, mock mode's service worker (src/shared/html/trusted-types.ts).
export const TRUSTED_TYPES_POLICIES = [
  'entry',
  'dompurify',
  'game-frame',
  'live-chat',
  'default',
] as const;

function origins(
  env: Record<string, string | undefined>,
  name: string,
  fallback: readonly string[],
) {
  const value = env[name]?.trim();
  return value ? value.split(/[\s,]+/).filter(Boolean) : [...fallback];
}

const unique = (sources: readonly string[]) => [...new Set(sources)];

/** The Content-Security-Policy value (one line, directives separated by `; `). */
export function contentSecurityPolicy(options: SecurityHeadersOptions = {}): string {
  const env = options.env ?? process.env;
  const mock = options.mode === 'mock';
  // The game providers' launch hosts and the sportsbook. Mock mode answers games, the sportsbook
  // and checkout with its own pages on the site's origin (so it frames 'self' too) and loads no
  // live chat.
  const frames = origins(env, 'CSP_FRAME_ORIGINS', DEFAULT_FRAME_ORIGINS);
  const calls = origins(env, 'CSP_CONNECT_ORIGINS', []);
  const chat = mock ? { frame: [], connect: [] } : LIVE_CHAT;
  const inline = options.html ? inlineHashes(options.html) : { scripts: [], styles: [] };
  const nonce = options.nonce ? [`'nonce-${options.nonce}'`] : [];
  const reportTo = options.reportUrl ?? env.CSP_REPORT_URL?.trim();

  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // Strict: only scripts whose hash (or the server's nonce) is listed run, plus what they load
    // ('strict-dynamic'). Hosts, 'self' included, are ignored by 'strict-dynamic': nothing on
    // the site's origin or a vendor's runs unless a trusted script asks for it.
    'script-src': ["'strict-dynamic'", ...inline.scripts, ...providerScriptHashes, ...nonce],
    // The site's stylesheets, and the page frame's inline <style> by its hash. React writes
    // styles through the CSSOM, which the policy does not govern; no style attribute in markup.
    'style-src': ["'self'", ...inline.styles, ...nonce],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...origins(env, 'CSP_IMG_ORIGINS', DEFAULT_IMG_ORIGINS),
    ],
    'font-src': ["'self'", 'data:'],
    // ./api and the ./hub WebSocket are on the site's origin ('self' covers ws: and wss: there).
    'connect-src': ["'self'", ...calls, ...chat.connect],
    'media-src': ["'self'"],
    'frame-src': [...(mock || options.framesOwnOrigin ? ["'self'"] : []), ...frames, ...chat.frame],
    // The MSW service worker (mock mode).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The site's own forms never navigate; an HTML launch answer (srcdoc: this policy) posts its
    // launch form to the provider's host.
    'form-action': ["'self'", ...frames],
    'frame-ancestors': ["'none'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': [...TRUSTED_TYPES_POLICIES],
    ...(reportTo ? { 'report-uri': [reportTo], 'report-to': [REPORT_GROUP] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...unique(sources)].join(' '))
    .join('; ');
}

/**
 * The policy of mock mode's own pages (mocks/static: the game, sportsbook and checkout pages the
 * site frames, the callback form): each loads its script file from the site ('self') and has its
 * inline <style> allowed by hash. They are never built for production.
 */
export function mockPagePolicy(options: SecurityHeadersOptions = {}): string {
  const inline = options.html ? inlineHashes(options.html) : { scripts: [], styles: [] };
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...inline.styles].join(' '),
    "img-src 'self' data: blob: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.framedBySite ? "'self'" : "'none'"}`,
  ].join('; ');
}

// The Reporting API group that violations are sent to (Reporting-Endpoints names its address).
const REPORT_GROUP = 'csp';

// Features the site never uses are switched off for it and every frame. Autoplay, fullscreen and
// encrypted media keep their defaults, so the game frame's `allow` attribute can grant them.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** Every security header of a response, by name. */
export function securityHeaders(options: SecurityHeadersOptions = {}): Record<string, string> {
  const env = options.env ?? process.env;
  const reportTo = options.reportUrl ?? env.CSP_REPORT_URL?.trim();
  return {
    'Content-Security-Policy': options.mockPage
      ? mockPagePolicy(options)
      : contentSecurityPolicy(options),
    ...(reportTo ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${reportTo}"` } : {}),
    // A site that moves money is HTTPS only, for two years, subdomains included (browsers ignore
    // the header on plain http, so the local preview is unaffected).
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // No other page keeps a handle on the site's window; the payment and help pages the site
    // opens in new tabs still work.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** The headers as nginx `add_header` lines (production): docs/security-and-deployment.md. */
export function nginxHeaders(options: SecurityHeadersOptions = {}): string {
  const headers = securityHeaders(options);
  // On HTTPS only: subresources of an http:// address are fetched over https.
  headers['Content-Security-Policy'] += '; upgrade-insecure-requests';
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
}

// npx node security-headers.ts [--mock] [--nonce VALUE] [path/to/built/index.html]
// (dist/index.html by default: its inline code is allowed by hash, so build first).
if (import.meta.main) {
  const args = process.argv.slice(2);
  const mode = args.includes('--mock') ? 'mock' : 'production';
  const nonceAt = args.indexOf('--nonce');
  const nonce = nonceAt === -1 ? undefined : args[nonceAt + 1];
  const page = args.find((arg, index) => arg.endsWith('.html') && args[index - 1] !== '--nonce');
  console.log(nginxHeaders({ mode, nonce, html: readFileSync(page ?? 'dist/index.html', 'utf8') }));
}
