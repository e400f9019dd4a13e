import { ws } from 'msw';
import { HUB_EVENT, hubSettings, type HubCommand, type Notification } from '@generated/hub';

// The notification hub (openapi/asyncapi.yaml) served over MSW's WebSocket interception,
// speaking SignalR's JSON hub protocol: every frame ends with the record separator 0x1E; the client
// opens with the handshake {"protocol":"json","version":1}, answered with {}; pings (type 6) are
// answered with pings; the server pushes invocations (type 1) of target NotifyMessage.

const SEPARATOR = hubSettings.recordSeparator;
const MESSAGE_TYPE = { invocation: 1, ping: 6, close: 7 } as const;

const hub = ws.link('*/hub/frnotify');

type HubClient = Parameters<Parameters<typeof hub.addEventListener<'connection'>>[1]>[0]['client'];

/** Clients that have completed the handshake, by connection id. */
const readyClients = new Map<string, HubClient>();

/** Those waiting for the first client to complete its handshake (whenHubConnected). */
let connectionWaiters: Array<() => void> = [];

/** While the hub is down, every connection is closed at once. */
let down = false;

const frame = (message: unknown) => `${JSON.stringify(message)}${SEPARATOR}`;

function records(data: unknown): unknown[] {
  if (typeof data !== 'string') return [];
  return data
    .split(SEPARATOR)
    .filter((record) => record.trim() !== '')
    .map((record): unknown => {
      try {
        return JSON.parse(record);
      } catch {
        return null;
      }
    });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function receive(client: HubClient, message: unknown): void {
  if (!readyClients.has(client.id)) {
    const isHandshake =
      isRecord(message) && message['protocol'] === hubSettings.protocol && message['version'] === 1;
    if (isHandshake) {
      readyClients.set(client.id, client);
      client.send(frame({}));
      const waiters = connectionWaiters;
      connectionWaiters = [];
      waiters.forEach((resolve) => resolve());
    } else {
      client.send(frame({ error: 'Handshake was canceled.' }));
      client.close();
    }
    return;
  }
  if (!isRecord(message)) return;
  if (message['type'] === MESSAGE_TYPE.ping) client.send(frame({ type: MESSAGE_TYPE.ping }));
  if (message['type'] === MESSAGE_TYPE.close) {
    readyClients.delete(client.id);
    client.close();
  }
}

/** The MSW handler for the hub; register it with the other handlers (worker or node server). */
export const mockHubHandler = hub.addEventListener('connection', ({ client }) => {
  if (down) {
    client.close();
    return;
  }
  client.addEventListener('message', (event) => {
    for (const message of records(event.data)) receive(client, message);
  });
  client.addEventListener('close', () => {
    readyClients.delete(client.id);
  });
});

/** Sends NotifyMessage(command, message) to every connected client. */
export function pushHubMessage(command: HubCommand, message: unknown): void {
  const invocation = frame({
    type: MESSAGE_TYPE.invocation,
    target: HUB_EVENT,
    arguments: [command, message],
  });
  for (const client of readyClients.values()) client.send(invocation);
}

/** Sends NotifyMessage("Notification", notification) to every connected client. */
export function pushNotification(notification: Notification): void {
  pushHubMessage('Notification', notification);
}

/**
 * Takes the hub down (closes every connection and refuses new ones, as a server restart or a lost
 * network would) or brings it back up.
 */
export function setHubDown(value: boolean): void {
  down = value;
  if (!value) return;
  for (const client of readyClients.values()) client.close();
  readyClients.clear();
}

/** Resolves once a client is connected and past the handshake: at once if one is. */
export function whenHubConnected(): Promise<void> {
  if (readyClients.size > 0) return Promise.resolve();
  return new Promise((resolve) => connectionWaiters.push(resolve));
}

/** How many clients are connected and past the handshake (for tests). */
export function connectedHubClients(): number {
  return readyClients.size;
}
