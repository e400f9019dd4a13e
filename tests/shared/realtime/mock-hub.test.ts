import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  connectedHubClients,
  mockHubHandler,
  pushNotification,
  setHubDown,
  whenHubConnected,
} from '@mocks/hub/mock-hub';
import { mockServer } from '@mocks/node';
import { getRealtimeConnectionState } from '@/shared/realtime/connection-state';
import { startHubConnection, type HubConnectionHandle } from '@/shared/realtime/hub-connection';
import { onRealtime, type RealtimeEvent } from '@/shared/realtime/realtime-channel';
import { logInAs } from '../../session-helpers';

// The real @microsoft/signalr client against the mock hub (MSW WebSocket, SignalR JSON protocol).
const handles: HubConnectionHandle[] = [];
const unsubscribes: (() => void)[] = [];

// The hub opens with a hub token, which only a session gets.
beforeEach(async () => {
  await logInAs('demo');
});

afterEach(async () => {
  setHubDown(false);
  await Promise.all(handles.splice(0).map((handle) => handle.stop()));
  unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
});

describe('mock hub', () => {
  it('completes the handshake and delivers a pushed NotifyMessage as a notification', async () => {
    mockServer.use(mockHubHandler);
    const events: RealtimeEvent[] = [];
    unsubscribes.push(onRealtime((event) => events.push(event)));
    handles.push(startHubConnection({ token: 'tok' }));
    await expect.poll(connectedHubClients, { timeout: 4000 }).toBe(1);

    pushNotification({
      id: 501,
      title: 'Yatırımınız onaylandı',
      note: '500,00 ₺',
      type: 1,
      timeStamp: '2026-11-20T18:42:00',
      isRead: false,
    });

    await expect
      .poll(() => events, { timeout: 4000 })
      .toContainEqual({
        kind: 'notification',
        notification: expect.objectContaining({ id: 501, kind: 'deposit', isRead: false }),
      });
    expect(events.filter((event) => event.kind === 'error')).toEqual([]);
  });

  it('forgets a client once it has stopped, so a push reaches no one', async () => {
    mockServer.use(mockHubHandler);
    const handle = startHubConnection({ token: 'tok' });
    await expect.poll(connectedHubClients, { timeout: 4000 }).toBe(1);
    await handle.stop();
    await expect.poll(connectedHubClients, { timeout: 4000 }).toBe(0);
  });

  it('a lost connection is reconnecting until the hub is back, then connected', async () => {
    mockServer.use(mockHubHandler);
    handles.push(startHubConnection({ token: 'tok' }));
    await expect.poll(connectedHubClients, { timeout: 4000 }).toBe(1);
    expect(getRealtimeConnectionState()).toBe('connected');
    setHubDown(true);
    await expect.poll(getRealtimeConnectionState, { timeout: 4000 }).toBe('reconnecting');
    setHubDown(false);
    // One of the next tries (after 0, 2, 10 and 30 s) finds it up again.
    await expect.poll(getRealtimeConnectionState, { timeout: 8000 }).toBe('connected');
    expect(connectedHubClients()).toBe(1);
  });

  it('tells a scenario when the page has connected, so a one-off push reaches it', async () => {
    mockServer.use(mockHubHandler);
    let connected = false;
    void whenHubConnected().then(() => (connected = true));
    await Promise.resolve();
    expect(connected).toBe(false);
    handles.push(startHubConnection({ token: 'tok' }));
    await expect.poll(() => connected, { timeout: 4000 }).toBe(true);
    expect(connectedHubClients()).toBe(1);
  });
});
