import http from 'node:http';

// The load generator's HTTP: node's own client over kept-alive loopback connections (one per
// concurrent caller, reused for every request it makes), JSON in and out. No library: what the
// bench measures is the server, and node:http costs the client little next to it (the bench
// prints its own CPU beside the server's, to show it).
export interface Reply {
  status: number;
  json: unknown;
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface HttpClient {
  send(request: HttpRequest): Promise<Reply>;
  close(): void;
}

const TIMEOUT_MS = 15_000;

/** The answer's JSON; an answer that is not JSON stays text, for the failure's message. */
function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createHttpClient(origin: string): HttpClient {
  const base = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  return {
    send: (request) =>
      new Promise<Reply>((resolve, reject) => {
        const headers: Record<string, string | number> = { ...request.headers };
        if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
        const outgoing = http.request(
          {
            agent,
            host: base.hostname,
            port: base.port,
            method: request.method,
            path: request.path,
            headers,
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('error', reject);
            incoming.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              resolve({ status: incoming.statusCode ?? 0, json: parseJson(text) });
            });
          },
        );
        outgoing.setTimeout(TIMEOUT_MS, () =>
          outgoing.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)),
        );
        outgoing.on('error', reject);
        outgoing.end(request.body);
      }),
    close: () => agent.destroy(),
  };
}
