import { CmdNotificationPayloadSchema, NotifyMessagePayloadSchema } from '@generated/hub';
import {
  toPlayerNotification,
  type PlayerNotification,
} from '@/shared/notifications/notification-model';

/** What the hub sent, as the app uses it: a notification, or another command and its message. */
export type HubMessageEvent =
  | { kind: 'notification'; notification: PlayerNotification }
  | { kind: 'command'; command: string; message: unknown };

const NOTIFICATION_COMMAND = 'Notification';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fromNotifyMessage(command: unknown, message: unknown): HubMessageEvent | null {
  const parsed = NotifyMessagePayloadSchema.safeParse({ command, message });
  if (!parsed.success) return null;
  if (parsed.data.command !== NOTIFICATION_COMMAND) {
    return { kind: 'command', command: parsed.data.command, message: parsed.data.message };
  }
  // The schema has already checked the message when the command is Notification.
  const notification = CmdNotificationPayloadSchema.shape.message.safeParse(parsed.data.message);
  return notification.success
    ? { kind: 'notification', notification: toPlayerNotification(notification.data) }
    : null;
}

function fromCmdMessage(value: Record<string, unknown>): HubMessageEvent | null {
  const parsed = CmdNotificationPayloadSchema.safeParse(value);
  return parsed.success
    ? { kind: 'notification', notification: toPlayerNotification(parsed.data.message) }
    : null;
}

/**
 * The arguments of a hub invocation as one typed event, or null when they are malformed (never
 * throws). Accepted: `NotifyMessage(command, message)` (two arguments), and a single
 * `{cmd: 'Notification', message}` or `{command, message}` object. The notification's type,
 * a number or a name, is normalized here by toPlayerNotification.
 */
export function parseHubMessage(...args: readonly unknown[]): HubMessageEvent | null {
  try {
    if (args.length === 2) return fromNotifyMessage(args[0], args[1]);
    if (args.length !== 1) return null;
    const [value] = args;
    if (!isRecord(value)) return null;
    if ('cmd' in value) return fromCmdMessage(value);
    if ('command' in value) return fromNotifyMessage(value['command'], value['message']);
    return null;
  } catch {
    return null;
  }
}
