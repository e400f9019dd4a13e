import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

// node:http(s), not fetch: under vitest the MSW server of tests/setup.ts intercepts fetch.

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A call that got no HTTP answer: `code` is the system error code or `TIMEOUT`. */
export class NetworkError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'NetworkError';
    this.code = code;
  }
}

export interface HttpCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export function send(call: HttpCall): Promise<HttpAnswer> {
  const request = call.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
    };
    const req = request(
      call.url,
      { method: call.method, headers: call.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          finish(() =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          ),
        );
        res.on('error', (error) => finish(() => reject(networkError(error))));
      },
    );
    const timer = setTimeout(() => {
      finish(() =>
        reject(new NetworkError('TIMEOUT', `no answer within ${call.timeoutMs / 1000} s`)),
      );
      req.destroy();
    }, call.timeoutMs);
    req.on('error', (error) => finish(() => reject(networkError(error))));
    req.end(call.body);
  });
}

const EXPLAINED: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'connection timed out',
  CERT_HAS_EXPIRED: 'TLS certificate expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed TLS certificate',
};

function networkError(error: Error): NetworkError {
  const code = (error as NodeJS.ErrnoException).code ?? 'ERROR';
  return new NetworkError(code, `${EXPLAINED[code] ?? 'network error'} (${code})`);
}
