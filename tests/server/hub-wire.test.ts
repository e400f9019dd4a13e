// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeHubClients,
  openRaw,
  SEPARATOR,
  startServer,
  upgradeStatus,
} from './support/hub-clients.ts';

// The notification hub on the wire: the upgrade refused without a valid token, the handshake
// and its shared frames, another protocol refused, an invocation answered with an error, pings.
afterEach(closeHubClients);

describe('the notification hub on the wire', () => {
  it('answers an upgrade without a valid token with 401 and leaves other paths', async () => {
    const server = await startServer();
    expect(await upgradeStatus(server.url)).toBe(401);
    expect(await upgradeStatus(`${server.url}?access_token=wrong`)).toBe(401);
    expect(await upgradeStatus(server.url, { Authorization: 'Bearer wrong' })).toBe(401);
    expect(server.authenticate.mock.calls).toEqual([['wrong'], ['wrong']]);
    const elsewhere = server.url.replace('/hub/frnotify', '/hub/other');
    await expect(
      upgradeStatus(`${elsewhere}?access_token=secret-token-player-1`),
    ).rejects.toThrow();
  });

  it('answers the handshake and the messages that share its frame, split records too', async () => {
    const server = await startServer();
    const raw = await openRaw(server);
    raw.socket.send(`{"protocol":"json","version":1}${SEPARATOR}{"type":6}${SEPARATOR}`);
    expect(await raw.nextFrame()).toBe(`{}${SEPARATOR}`);
    expect(await raw.nextFrame()).toBe(`{"type":6}${SEPARATOR}`);

    raw.socket.send('{"type":');
    raw.socket.send(`6}${SEPARATOR}`);
    expect(await raw.nextFrame()).toBe(`{"type":6}${SEPARATOR}`);
  });

  it('refuses another protocol in the handshake', async () => {
    const server = await startServer();
    const raw = await openRaw(server);
    raw.socket.send(`{"protocol":"messagepack","version":1}${SEPARATOR}`);
    const answer = await raw.nextFrame();
    expect(answer.endsWith(SEPARATOR)).toBe(true);
    expect(JSON.parse(answer.slice(0, -1))).toEqual({
      error: "The protocol 'messagepack' is not supported.",
    });
    expect(await raw.closed).toBe(1000);
  });

  it('answers an invocation that waits for a result with a completion error', async () => {
    const server = await startServer();
    const raw = await openRaw(server);
    raw.socket.send(`{"protocol":"json","version":1}${SEPARATOR}`);
    await raw.nextFrame();
    raw.socket.send(
      `{"type":1,"target":"Forget","arguments":[]}${SEPARATOR}` +
        `{"type":1,"invocationId":"7","target":"Transfer","arguments":[100]}${SEPARATOR}`,
    );
    expect(JSON.parse((await raw.nextFrame()).slice(0, -1))).toEqual({
      type: 3,
      invocationId: '7',
      error: "Unknown hub method 'Transfer'",
    });
  });

  it('pings every keep-alive interval and sends Close before closing a session', async () => {
    const server = await startServer(20);
    const raw = await openRaw(server);
    raw.socket.send(`{"protocol":"json","version":1}${SEPARATOR}`);
    await raw.nextFrame();
    expect(await raw.nextFrame()).toBe(`{"type":6}${SEPARATOR}`);
    expect(await raw.nextFrame()).toBe(`{"type":6}${SEPARATOR}`);

    server.hub.closeSession(11, 'Session ended.');
    let close = await raw.nextFrame();
    while (close === `{"type":6}${SEPARATOR}`) close = await raw.nextFrame();
    expect(close).toBe(`{"type":7,"error":"Session ended.","allowReconnect":false}${SEPARATOR}`);
    expect(await raw.closed).toBe(1000);
  });
});
