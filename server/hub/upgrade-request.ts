import { STATUS_CODES, type IncomingHttpHeaders } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The path of a request target, without its query. The target is cut at `?` rather than parsed
 * as a URL: a target such as `//host/path` would otherwise be read as naming a host.
 */
export function requestPath(target: string): string {
  const end = target.indexOf('?');
  return end < 0 ? target : target.slice(0, end);
}

/**
 * The access token of a hub request. Browsers cannot set headers on a WebSocket, so the SignalR
 * client puts the token in the `access_token` query parameter there (the contract's way); the
 * same client outside a browser sends it as an `Authorization: Bearer` header instead. The query
 * wins when both are present.
 */
export function accessToken(target: string, headers: IncomingHttpHeaders): string | null {
  const start = target.indexOf('?');
  const query = new URLSearchParams(start < 0 ? '' : target.slice(start + 1));
  const fromQuery = query.get('access_token');
  if (fromQuery) return fromQuery;
  const match = /^Bearer +(\S+)\s*$/i.exec(headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Answers an upgrade request with an HTTP error and closes the socket. */
export function refuseUpgrade(socket: Duplex, status: 401 | 503): void {
  if (socket.destroyed) return;
  const challenge = status === 401 ? 'WWW-Authenticate: Bearer\r\n' : '';
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Connection: close\r\nContent-Length: 0\r\n' +
      `${challenge}\r\n`,
  );
}
