import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createSecureServer, type Http2ServerRequest } from 'node:http2';
import { extname, join, normalize } from 'node:path';
import type { Duplex } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { WebSocketServer, type WebSocket } from 'ws';
import { parse } from 'yaml';
import { art } from '../../mocks/data/art.ts';
import { securityHeaders } from '../../security-headers.ts';

/**
 * The production build as a player's browser meets it, for `npm run audit`: HTTP/2 over TLS (as
 * a production server such as the nginx of docs/security-and-deployment.md serves it; the
 * certificate is made for the run, so the browser is started to accept it), the files of `dist/`
 * gzip-compressed with long-lived caching of the hashed assets, the SPA fallback, and every
 * `./api` call answered with the contract's success example. The examples' pictures point at a
 * host this machine cannot reach, so their addresses are rewritten to `/audit-images/…` and
 * answered with a picture drawn here (the mock's SVG art, at the size the kind of picture has).
 */

const ROOT = join(import.meta.dirname, '..', '..');
const IMAGE_HOST = 'https://cdn.ornekbahis.com/';
const IMAGE_PATH = '/audit-images/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

interface Example {
  value?: unknown;
  $ref?: string;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, { examples?: Record<string, Example> }> }>;
}
interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components: { examples: Record<string, Example> };
}

function exampleAnswer(contract: Contract, method: string, path: string): unknown {
  const operation = contract.paths[path]?.[method.toLowerCase()];
  const example = operation?.responses?.['200']?.content?.['application/json']?.examples?.success;
  const name = example?.$ref?.split('/').pop();
  return name ? contract.components.examples[name]?.value : example?.value;
}

/** The site as visitors usually see it: on its main domain (no "other address" notice). */
function onMainDomain(envelope: unknown, host: string): unknown {
  const { data } = envelope as { data: { domainStatus: Record<string, unknown> } };
  return {
    ...(envelope as object),
    data: { ...data, domainStatus: { ...data.domainStatus, current: host } },
  };
}

/** A picture for an example's image address, at the size that kind of picture is shown. */
function picture(path: string): { type: string; body: Buffer } {
  const name =
    path
      .split('/')
      .pop()
      ?.replace(/\.\w+$/, '') ?? 'image';
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  const title = name.replace(/-\d+$/, '').replace(/[-_]/g, ' ').toUpperCase();
  const [width, height] = path.includes('/banners/')
    ? [1200, 400]
    : path.includes('/popup/')
      ? [800, 600]
      : path.includes('/promotions/')
        ? [800, 400]
        : path.includes('/games/')
          ? [300, 400]
          : [96, 96];
  const style = path.includes('/banners/') || path.includes('/promotions/') ? 'banner' : 'tile';
  const uri = art({
    width,
    height,
    title,
    subtitle: style === 'banner' ? 'Royal Bet' : undefined,
    hue,
    style,
  });
  return { type: 'image/svg+xml', body: Buffer.from(decodeURIComponent(uri.split(',')[1] ?? '')) };
}

// The notification hub as a real server keeps it open: a WebSocket that answers the SignalR JSON
// handshake (an empty JSON object) and pings every 10 s, and pushes nothing. Without it a player's
// page would log a failed connection (Lighthouse: errors in the console).
const HUB_PATH = '/hub/frnotify';
const RECORD_SEPARATOR = '\u001e';
const PING_MS = 10_000;

function answerHub(socket: WebSocket) {
  const ping = setInterval(() => socket.send(`{"type":6}${RECORD_SEPARATOR}`), PING_MS);
  socket.once('message', () => socket.send(`{}${RECORD_SEPARATOR}`));
  socket.on('close', () => clearInterval(ping));
  socket.on('error', () => clearInterval(ping));
}

type Request = IncomingMessage | Http2ServerRequest;
/** What the server uses of an answer, the same in HTTP/1.1 and HTTP/2. */
interface Response {
  setHeader(name: string, value: string): unknown;
  writeHead(status: number): unknown;
  end(body: Buffer | string): unknown;
}

export interface AuditServer {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Serves `distDir` (a production build) on `port` (0: any free port), with production's security
 * headers, so an audit sees what a player's browser enforces.
 */
export async function startAuditServer({
  distDir,
  port = 0,
}: {
  distDir: string;
  port?: number;
}): Promise<AuditServer> {
  const headers = securityHeaders({
    mode: 'production',
    html: readFileSync(join(distDir, 'index.html'), 'utf8'),
  });
  const contract = parse(readFileSync(join(ROOT, 'generated', 'openapi.yaml'), 'utf8')) as Contract;
  // Each file is compressed once (level 9, as a production server's precompressed files are).
  const gzipped = new Map<string, Buffer>();

  function send(
    request: Request,
    response: Response,
    status: number,
    type: string,
    body: Buffer,
    cache: string,
    compress: boolean,
    key?: string,
  ) {
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.setHeader('Content-Type', type);
    response.setHeader('Cache-Control', cache);
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (compress && acceptsGzip) {
      response.setHeader('Content-Encoding', 'gzip');
      response.setHeader('Vary', 'Accept-Encoding');
      const packed = (key && gzipped.get(key)) || gzipSync(body, { level: 9 });
      if (key) gzipped.set(key, packed);
      body = packed;
    }
    response.writeHead(status);
    response.end(request.method === 'HEAD' ? '' : body);
  }

  function file(request: Request, response: Response, path: string) {
    const extension = extname(path);
    const cache = path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    send(
      request,
      response,
      200,
      TYPES[extension] ?? 'application/octet-stream',
      readFileSync(path),
      cache,
      COMPRESSIBLE.has(extension),
      path,
    );
  }

  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
  });
  // HTTP/1.1 stays on for the hub's WebSocket, which browsers open over HTTP/1.1.
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const host = request.headers[':authority'] ?? request.headers.host;
    const url = new URL(request.url, `https://${String(host)}`);
    const { pathname } = url;
    if (pathname.startsWith('/api/')) {
      let answer = exampleAnswer(contract, request.method ?? 'GET', pathname.slice('/api'.length));
      if (pathname === '/api/cms/grouped' && answer) answer = onMainDomain(answer, url.hostname);
      if (answer === undefined) {
        send(request, response, 503, 'text/plain', Buffer.from(''), 'no-store', false);
        return;
      }
      const json = JSON.stringify(answer).replaceAll(IMAGE_HOST, `${url.origin}${IMAGE_PATH}`);
      send(request, response, 200, 'application/json', Buffer.from(json), 'no-store', true);
      return;
    }
    if (pathname.startsWith(IMAGE_PATH)) {
      const { type, body } = picture(pathname);
      send(request, response, 200, type, body, 'public, max-age=86400', true);
      return;
    }
    const candidate = normalize(join(distDir, decodeURIComponent(pathname)));
    if (candidate.startsWith(distDir) && existsSync(candidate) && statSync(candidate).isFile()) {
      file(request, response, candidate);
      return;
    }
    if (extname(pathname)) {
      send(request, response, 404, 'text/plain', Buffer.from('Not found'), 'no-store', false);
      return;
    }
    file(request, response, join(distDir, 'index.html'));
  });
  const sockets = new Set<Duplex>();
  server.on('secureConnection', (socket: Duplex) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const hub = new WebSocketServer({ noServer: true });
  hub.on('connection', answerHub);
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== HUB_PATH) {
      socket.destroy();
      return;
    }
    hub.handleUpgrade(request, socket, head, (client) => hub.emit('connection', client, request));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  return {
    origin: `https://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const client of hub.clients) client.terminate();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
