import { describe, expect, it, vi } from 'vitest';
import { HUB_EVENT } from '@generated/hub';
import { getRealtimeConnectionState } from '@/shared/realtime/connection-state';
import { startHubConnection } from '@/shared/realtime/hub-connection';
import { notification, recordHubEvents, started, state } from './fake-signalr';

vi.mock('@microsoft/signalr', () => import('./fake-signalr').then((m) => m.signalr));
vi.mock('@generated/api/auth/auth', () => import('./fake-signalr').then((m) => m.auth));

const events = recordHubEvents();

describe('the hub connection over its life', () => {
  it('keeps the connection state: connecting, connected, reconnecting, connected, disconnected', async () => {
    let finishStart: () => void = () => undefined;
    state.nextStart.push(
      () =>
        new Promise<void>((resolve) => {
          finishStart = resolve;
        }),
    );
    const handle = startHubConnection({ token: 't' });
    expect(getRealtimeConnectionState()).toBe('connecting');
    const { connection } = await started();
    finishStart();
    await vi.waitFor(() => expect(getRealtimeConnectionState()).toBe('connected'));
    connection.reconnectingHandlers.forEach((handler) => handler(new Error('lost')));
    expect(getRealtimeConnectionState()).toBe('reconnecting');
    connection.reconnectedHandlers.forEach((handler) => handler('conn-2'));
    expect(getRealtimeConnectionState()).toBe('connected');
    connection.reconnectingHandlers.forEach((handler) => handler(new Error('lost again')));
    connection.closeHandlers.forEach((handler) => handler(new Error('gave up')));
    expect(getRealtimeConnectionState()).toBe('disconnected');
    await handle.stop();
  });

  it('is disconnecting while it stops, then disconnected', async () => {
    const handle = startHubConnection({ token: 't' });
    const { connection } = await started();
    await vi.waitFor(() => expect(getRealtimeConnectionState()).toBe('connected'));
    let finishStop: () => void = () => undefined;
    connection.stop.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finishStop = resolve;
        }),
    );
    const stopping = handle.stop();
    expect(getRealtimeConnectionState()).toBe('disconnecting');
    await vi.waitFor(() => expect(connection.stop).toHaveBeenCalled());
    expect(getRealtimeConnectionState()).toBe('disconnecting');
    finishStop();
    await stopping;
    expect(getRealtimeConnectionState()).toBe('disconnected');
  });

  it("a replaced connection's late close leaves the new one's state alone", async () => {
    const first = startHubConnection({ token: 'old' });
    const { connection } = await started();
    let finishStop: () => void = () => undefined;
    connection.stop.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finishStop = resolve;
        }),
    );
    const stopping = first.stop();
    const second = startHubConnection({ token: 'new' });
    await vi.waitFor(() => expect(state.connections[1]?.start).toHaveBeenCalled());
    await vi.waitFor(() => expect(getRealtimeConnectionState()).toBe('connected'));
    await vi.waitFor(() => expect(connection.stop).toHaveBeenCalled());
    finishStop();
    await stopping;
    expect(getRealtimeConnectionState()).toBe('connected');
    await second.stop();
  });

  it('stop() closes the connection and publishes nothing more', async () => {
    const handle = startHubConnection({ token: 't' });
    const { connection } = await started();
    await handle.stop();
    expect(connection.stop).toHaveBeenCalledTimes(1);
    connection.closeHandlers.forEach((handler) => handler());
    connection.handlers.get(HUB_EVENT)?.('Notification', notification);
    expect(events).toEqual([]);
    await handle.stop();
    expect(connection.stop).toHaveBeenCalledTimes(1);
  });

  it('stopped before the library has loaded, it never starts', async () => {
    const handle = startHubConnection({ token: 't' });
    await handle.stop();
    await vi.waitFor(() => expect(state.connections).toHaveLength(1));
    expect(state.connections[0]?.start).not.toHaveBeenCalled();
  });

  it('a failed start publishes error and retries after 0, 2, 10, 30 s, then gives up', async () => {
    vi.useFakeTimers();
    for (let i = 0; i < 5; i += 1) {
      state.nextStart.push(() => Promise.reject(new Error(`refused ${i}`)));
    }
    const handle = startHubConnection({ token: 't' });
    const { connection } = await started();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.start).toHaveBeenCalledTimes(2);
    // Between the tries of a failed start, the connection is reconnecting.
    expect(getRealtimeConnectionState()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1999);
    expect(connection.start).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.start).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connection.start).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(connection.start).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(connection.start).toHaveBeenCalledTimes(5);
    expect(getRealtimeConnectionState()).toBe('disconnected');
    expect(events).toEqual([
      { kind: 'error', message: 'refused 0' },
      { kind: 'error', message: 'refused 1' },
      { kind: 'error', message: 'refused 2' },
      { kind: 'error', message: 'refused 3' },
      { kind: 'error', message: 'refused 4' },
      { kind: 'disconnect', message: null },
    ]);
    await handle.stop();
  });

  it('a start that succeeds on a retry publishes only the earlier error', async () => {
    vi.useFakeTimers();
    state.nextStart.push(() => Promise.reject(new Error('refused')));
    const handle = startHubConnection({ token: 't' });
    const { connection } = await started();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connection.start).toHaveBeenCalledTimes(2);
    expect(events).toEqual([{ kind: 'error', message: 'refused' }]);
    await handle.stop();
  });
});
