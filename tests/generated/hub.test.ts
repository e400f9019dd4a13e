// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CmdNotificationPayloadSchema,
  HUB_EVENT,
  HUB_PATH,
  hubSettings,
  NotifyMessagePayloadSchema,
} from '@generated/hub';

// The realtime hub description compiled from openapi/asyncapi.yaml.
const notification = {
  id: 1043,
  title: 'Yatırımınız onaylandı',
  note: '500,00 ₺',
  type: 1,
  timeStamp: '2026-11-20T18:42:00',
  isRead: false,
};

describe('generated hub description', () => {
  it('names the hub, its event and the client settings', () => {
    expect(HUB_PATH).toBe('./hub/frnotify');
    expect(HUB_EVENT).toBe('NotifyMessage');
    expect(hubSettings).toMatchObject({
      skipNegotiation: true,
      reconnectDelaysMs: [0, 2000, 10000, 30000],
      serverTimeoutMs: 30000,
      keepAliveIntervalMs: 15000,
    });
  });

  it('accepts a NotifyMessage carrying a notification, with the type as number or name', () => {
    expect(NotifyMessagePayloadSchema.safeParse({ command: 'Notification', message: notification }).success).toBe(true);
    const named = { cmd: 'Notification', message: { ...notification, type: 'bonus' } };
    expect(CmdNotificationPayloadSchema.safeParse(named).success).toBe(true);
  });

  it('refuses a Notification command whose message is not a notification', () => {
    const result = NotifyMessagePayloadSchema.safeParse({ command: 'Notification', message: { id: 'x' } });
    expect(result.success).toBe(false);
  });

  it('lets other commands carry any message', () => {
    expect(NotifyMessagePayloadSchema.safeParse({ command: 'error', message: 'lost' }).success).toBe(true);
  });
});
