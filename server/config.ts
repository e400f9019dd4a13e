import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { TrustProxy } from './abuse/client-address.ts';

// Every setting of the server, read once from the environment. The README's table lists them.
export interface ServerConfig {
  production: boolean;
  host: string;
  port: number;
  /** A PostgreSQL 15+ address; without it the server keeps its data in embedded PostgreSQL. */
  databaseUrl: string | null;
  /** The embedded database's folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Where the built site is (served at /). */
  siteDir: string;
  /**
   * Signs hub tokens and keys the HMAC of one-time codes. Outside production a random one per
   * start when unset (hub tokens and codes in flight then lapse at a restart, which is harmless).
   */
  secret: string;
  /** The address the policy's violation reports go to (empty: the server's own /csp-reports). */
  cspReportUrl: string;
  logLevel: string;
  /**
   * Which X-Forwarded-For entry names the client (server/abuse/client-address.ts): `loopback`
   * (the default) trusts one proxy on this machine, N trusts N proxies, 0 none.
   */
  trustProxy: TrustProxy;
}

const ROOT = join(import.meta.dirname, '..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const config: ServerConfig = {
    production,
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 4173),
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR ?? join(ROOT, '.data'),
    siteDir: env.SITE_DIR ?? join(ROOT, 'dist'),
    secret: env.SERVER_SECRET || (production ? '' : randomBytes(32).toString('base64url')),
    cspReportUrl: env.CSP_REPORT_URL ?? '/csp-reports',
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'info'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
  };
  if (production) {
    // Real money needs a crash-safe database and a secret that survives a restart.
    if (!config.databaseUrl)
      throw new Error('NODE_ENV=production needs DATABASE_URL (PostgreSQL).');
    if (config.secret.length < 32)
      throw new Error('NODE_ENV=production needs SERVER_SECRET (32 characters or more).');
  }
  return config;
}

function trustProxyOf(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === 'loopback') return 'loopback';
  if (/^\d{1,2}$/.test(value)) return Number(value);
  throw new Error(`TRUST_PROXY must be a number of proxies (0 for none) or "loopback": ${value}`);
}
