import { parseArgs } from 'node:util';

// Argument parsing of the two commands, apart from their entry files so that it can be tested.

export const CHECK_USAGE = `Usage: npm run conformance -- --base-url URL [--report FILE] [--timeout MS]

Drives the backend at URL through every operation of the contract (generated/openapi.yaml):
registers a fresh player, logs in, runs every read, then the writes, and logs out. Checks each
answer (declared status, application/json, the {success, message, data} envelope, the 200 body
against the contract's schema, enumeration values) and prints one row per operation.

  --base-url URL   the API root the contract's paths are appended to (e.g. http://127.0.0.1:4010
                   or https://host/api)
  --report FILE    also write the report as JSON to FILE
  --timeout MS     time limit of each call (default 10000)

Exit code: 0 no violation, 1 at least one violation, 2 bad arguments.
`;

export const PROXY_USAGE = `Usage: npm run conformance:proxy -- --upstream URL [--port 4010]

Starts Prism as a validating proxy on 127.0.0.1:PORT in front of the backend at URL (its API root,
e.g. https://host/api): every call is forwarded to the backend and its real answer passed back
unchanged, while Prism checks request and answer against generated/openapi.yaml and logs each
violation ("Violation: ...", also in the sl-violations response header). With the default port,
\`npm run dev:prism\` then runs the site against the real backend through it. Stop it with Ctrl+C.
`;

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export interface CheckArgs {
  baseUrl: string;
  report?: string;
  timeoutMs?: number;
}

export interface ProxyArgs {
  upstream: string;
  port: number;
}

export function parseCheckArgs(argv: readonly string[]): Parsed<CheckArgs> {
  return parse(() => {
    const { values } = parseArgs({
      args: [...argv],
      options: {
        'base-url': { type: 'string' },
        report: { type: 'string' },
        timeout: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
    const baseUrl = httpUrl(values['base-url'], '--base-url');
    const result: CheckArgs = { baseUrl };
    if (values.report !== undefined) {
      if (values.report === '') throw new Error('--report needs a file name');
      result.report = values.report;
    }
    if (values.timeout !== undefined)
      result.timeoutMs = integer(values.timeout, '--timeout', 1, 600_000);
    return result;
  });
}

export function parseProxyArgs(argv: readonly string[]): Parsed<ProxyArgs> {
  return parse(() => {
    const { values } = parseArgs({
      args: [...argv],
      options: { upstream: { type: 'string' }, port: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    });
    const upstream = httpUrl(values.upstream, '--upstream');
    const port = values.port === undefined ? 4010 : integer(values.port, '--port', 1, 65_535);
    return { upstream, port };
  });
}

function parse<T>(read: () => T): Parsed<T> {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function httpUrl(value: string | undefined, flag: string): string {
  if (value === undefined || value === '') throw new Error(`${flag} is required`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${flag} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${flag} must be an http(s) URL, got "${value}"`);
  }
  return value;
}

function integer(value: string, flag: string, min: number, max: number): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    throw new Error(`${flag} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return number;
}
