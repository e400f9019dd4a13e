// @vitest-environment node
// eslint-disable-next-line no-restricted-imports
import { HubConnectionState } from '@microsoft/signalr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildClient, closeHubClients, connect, startServer } from './support/hub-clients.ts';

// The notification hub with the site's SignalR client: each player's messages to that player's
// connections only, the token from the query or the header, a closed session ended with its
// reason, a dropped socket reconnected, no token in the logs.
afterEach(closeHubClients);

describe('the notification hub with the SignalR client', () => {
  it('delivers NotifyMessage to every connection of its player and to no other', async () => {
    const server = await startServer();
    const phone = await connect(server, 'secret-token-player-1');
    const tablet = await connect(server, 'secret-token-player-1-tablet');
    const other = await connect(server, 'secret-token-player-2');

    const notification = { id: 1043, title: 'Yatırımınız onaylandı', isRead: false };
    expect(server.hub.send(1, 'NotifyMessage', ['Notification', notification])).toBe(2);
    expect(await phone.messages.next()).toEqual(['Notification', notification]);
    expect(await tablet.messages.next()).toEqual(['Notification', notification]);

    // Had player 2 been sent the first message, it would come before this one on its socket.
    expect(server.hub.send(2, 'NotifyMessage', ['LimitAlert', { percent: 80 }])).toBe(1);
    expect(await other.messages.next()).toEqual(['LimitAlert', { percent: 80 }]);
    expect(other.messages.received).toHaveLength(1);
    expect(server.hub.send(3, 'NotifyMessage', ['Notification', {}])).toBe(0);
  });

  it('takes the token from the query, as the browser sends it', async () => {
    const server = await startServer();
    const { messages } = await connect(server, 'secret-token-player-2', { tokenInQuery: true });

    expect(server.authenticate).toHaveBeenCalledWith('secret-token-player-2');
    expect(server.hub.send(2, 'NotifyMessage', ['Notification', { id: 1 }])).toBe(1);
    expect(await messages.next()).toEqual(['Notification', { id: 1 }]);
  });

  it('refuses an unknown token', async () => {
    const server = await startServer();
    for (const tokenInQuery of [false, true]) {
      const connection = buildClient(server, 'wrong-token', { tokenInQuery });
      await expect(connection.start()).rejects.toThrow();
      expect(connection.state).toBe(HubConnectionState.Disconnected);
    }
    // Node's own WebSocket asks once more after a 401, so the count is not checked.
    expect(new Set(server.authenticate.mock.calls.flat())).toEqual(new Set(['wrong-token']));
    expect(server.hub.send(1, 'NotifyMessage', ['Notification', {}])).toBe(0);
  });

  it('ends a closed session with its reason, without reconnecting', async () => {
    const server = await startServer();
    const session = buildClient(server, 'secret-token-player-1');
    const otherSession = await connect(server, 'secret-token-player-1-tablet');
    const onReconnecting = vi.fn();
    session.onreconnecting(onReconnecting);
    const closed = new Promise<Error | undefined>((resolve) => session.onclose(resolve));
    await session.start();

    server.hub.closeSession(11, 'Logged out.');

    const error = await closed;
    expect(error?.message).toContain('Logged out.');
    expect(onReconnecting).not.toHaveBeenCalled();
    expect(session.state).toBe(HubConnectionState.Disconnected);
    expect(server.authenticate).toHaveBeenCalledTimes(2);
    expect(otherSession.connection.state).toBe(HubConnectionState.Connected);
  });

  it('is reconnected to after the socket drops without a Close message', async () => {
    const server = await startServer();
    const { connection, messages } = await connect(server, 'secret-token-player-1', {
      reconnectDelays: [0, 100],
    });
    const reconnected = new Promise<void>((resolve) => connection.onreconnected(() => resolve()));

    server.sockets.at(-1)?.destroy();
    await reconnected;

    expect(server.hub.send(1, 'NotifyMessage', ['Notification', { id: 2 }])).toBe(1);
    expect(await messages.next()).toEqual(['Notification', { id: 2 }]);
    expect(server.authenticate).toHaveBeenCalledTimes(2);
  });

  it('never logs a token or the query', async () => {
    const server = await startServer();
    await connect(server, 'secret-token-player-1');
    await expect(buildClient(server, 'secret-wrong-token').start()).rejects.toThrow();
    await connect(server, 'secret-token-player-2', { tokenInQuery: true });

    const logged = JSON.stringify([server.logger.info.mock.calls, server.logger.warn.mock.calls]);
    expect(logged).toContain('/hub/frnotify');
    expect(logged).not.toMatch(/secret|access_token|fingerprint/);
  });
});
