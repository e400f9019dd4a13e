import { createHash } from 'node:crypto';
import { providerScript } from './src/shared/casino/launch/launch-answer.ts';
import { PROVIDER_SCRIPT_DELAY_MS } from './src/shared/config/constants.ts';

// The security headers of the site (issue 17): one definition for `vite preview` (and so
// `npm start`, the journeys and the size/audit scripts) and for the production web server, whose
// configuration the README gives (print it with `npx node security-headers.ts`).
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
  /**
   * A page the site itself shows in a frame (mock mode's game, sportsbook and checkout pages):
   * framing by the site's own origin is allowed; every other document refuses all framing.
   */
  framedBySite?: boolean;
  /** Where the origins are read from; process.env by default. */
  env?: Record<string, string | undefined>;
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

// The live-chat widget (src/shared/live-chat, production only): its loader from
// cdn.livechatinc.com, then its scripts, frame and API (HTTPS and WebSocket) on livechatinc.com.
export const LIVE_CHAT = {
  script: ['https://*.livechatinc.com'],
  frame: ['https://*.livechatinc.com'],
  connect: ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
} as const;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The inline script the site itself adds to a game frame (spec 4: the scripted provider's
 * closeGame/reloadGame bridge): written into an HTML answer or a fetched softgamings document,
 * whose sandboxed srcdoc frame inherits this policy. Allowed by hash, which follows the code.
 */
export const providerScriptHashes = [sha256(providerScript(PROVIDER_SCRIPT_DELAY_MS))] as const;

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
  // Mock mode answers games, the sportsbook and checkout with its own pages on the site's
  // origin and loads no live chat; production frames the configured hosts.
  const frames = mock ? [] : origins(env, 'CSP_FRAME_ORIGINS', DEFAULT_FRAME_ORIGINS);
  const calls = origins(env, 'CSP_CONNECT_ORIGINS', []);
  const chat = mock ? { script: [], frame: [], connect: [] } : LIVE_CHAT;

  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...providerScriptHashes, ...chat.script],
    // The shell's CSS is an inline <style> in index.html (it changes with the shell, so no hash),
    // React writes style attributes and react-hot-toast injects its <style>: styles cannot run
    // code, so inline styles are allowed while inline scripts are not.
    'style-src': ["'self'", "'unsafe-inline'"],
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
    'frame-src': ["'self'", ...frames, ...chat.frame],
    // The MSW service worker (mock mode) and canvas-confetti's worker, made from a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The site's own forms never navigate; an HTML launch answer (srcdoc: this policy) posts its
    // launch form to the provider's host.
    'form-action': ["'self'", ...frames],
    'frame-ancestors': [options.framedBySite ? "'self'" : "'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...unique(sources)].join(' '))
    .join('; ');
}

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
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** The headers as nginx `add_header` lines (production), for the README's server block. */
export function nginxHeaders(options: SecurityHeadersOptions = {}): string {
  const headers = securityHeaders(options);
  // On HTTPS only: subresources of an http:// address are fetched over https.
  headers['Content-Security-Policy'] += '; upgrade-insecure-requests';
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
}

if (import.meta.main) {
  const mode = process.argv.includes('--mock') ? 'mock' : 'production';
  console.log(nginxHeaders({ mode }));
}
