// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../server/customer/notify.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
// Starting a migrated, seeded database takes a few seconds (longer on a busy machine).
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

interface Notification {
  id: number;
  title: string;
  note: string;
  type: number | string;
  timeStamp: string;
  isRead: boolean;
}

const list = (token: string, skip = 0, take = 100) =>
  server.call<Notification[]>('/customer/notification', { skip, take }, { token });
describe('getNotifications', () => {
  it("answers demo's seeded notifications, newest first, three unread", async () => {
    const token = await server.login();
    const answer = await list(token);
    expect(answer).toMatchObject({ status: 200, success: true });
    expect(answer.data).toHaveLength(5);
    expect(answer.data[0]).toEqual({
      id: 1100,
      title: 'Yatırımınız onaylandı',
      note: '500,00 ₺ tutarındaki yatırımınız hesabınıza aktarıldı.',
      type: 1,
      timeStamp: '2026-11-20T18:42:00',
      isRead: false,
    });
    expect(answer.data.map((item) => item.type)).toEqual([1, 'bonus', 2, 'system', 3]);
    expect(answer.data.filter((item) => !item.isRead)).toHaveLength(3);
    expect((await list(token, 1, 2)).data.map((item) => item.id)).toEqual([1099, 1098]);
  });

  it('shows a new notification first, with its UTC time', async () => {
    const token = await server.login('yeni', 'yeni123');
    expect((await list(token)).data).toEqual([]);
    const id = await server.idOf('yeni');
    await notify(server.services, id, { type: 4, title: 'Bonus', note: 'Hoş geldin!' });
    const [first] = (await list(token)).data;
    expect(first).toMatchObject({ title: 'Bonus', type: 4, isRead: false });
    expect(first?.timeStamp).toBe(server.clock.now.toISOString().slice(0, 19));
    expect(server.pushed.at(-1)).toMatchObject({ playerId: id, target: 'NotifyMessage' });
  });

  it('is 401 without a session', async () => {
    expect((await list('nope')).status).toBe(401);
  });
});

describe('readNotification', () => {
  it("marks the player's own notification read", async () => {
    const token = await server.login();
    const answer = await server.call('/customer/readnotification', { id: [1100] }, { token });
    expect(answer).toMatchObject({ status: 200, success: true, message: null, data: null });
    expect((await list(token)).data.find((item) => item.id === 1100)?.isRead).toBe(true);
  });

  it("refuses an unknown id and another player's as if absent, changing nothing", async () => {
    const token = await server.login('yeni', 'yeni123');
    const foreign = await server.call('/customer/readnotification', { id: [1099] }, { token });
    expect(foreign).toMatchObject({ success: false, message: 'The notification was not found.' });
    const tr = await server.call(
      '/customer/readnotification',
      { id: [987654] },
      { token, locale: 'tr' },
    );
    expect(tr.message).toBe('Bildirim bulunamadı.');
    const demo = await server.login();
    expect((await list(demo)).data.find((item) => item.id === 1099)?.isRead).toBe(false);
  });

  it('answers an empty list of ids with 400', async () => {
    const token = await server.login();
    expect((await server.call('/customer/readnotification', { id: [] }, { token })).status).toBe(
      400,
    );
  });
});
