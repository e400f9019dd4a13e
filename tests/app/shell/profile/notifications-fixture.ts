import { getGetNotificationsMockHandler } from '@generated/api/customer/customer.msw';
import type { Notification } from '@generated/api/model';
import { ok } from '@mocks/handlers/envelope';
import { mockServer } from '@mocks/node';

/** Makes the notifications call answer with `unread` unread and `read` read notifications. */
export function answerNotifications(unread: number, read = 0): void {
  const item = (id: number, isRead: boolean): Notification => ({
    id,
    title: `Notice ${id}`,
    note: 'Text',
    type: 1,
    timeStamp: '2026-11-20T18:42:00',
    isRead,
  });
  const list = [
    ...Array.from({ length: unread }, (_, index) => item(index + 1, false)),
    ...Array.from({ length: read }, (_, index) => item(unread + index + 1, true)),
  ];
  mockServer.use(getGetNotificationsMockHandler(ok(list)));
}
