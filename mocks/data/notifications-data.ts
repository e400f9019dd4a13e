import type { Notification } from '@generated/api/model';

// The mock backend's notifications: the seeded player `demo` has a few (three unread, types as
// numbers and as names, as the real server sends both); a new player has none.

const seeds: Array<Omit<Notification, 'id' | 'isRead'> & { read: boolean }> = [
  {
    title: 'Yatırımınız onaylandı',
    note: '500,00 ₺ tutarındaki yatırımınız hesabınıza aktarıldı.',
    type: 1,
    timeStamp: '2026-11-20T18:42:00',
    read: false,
  },
  {
    title: 'Hoş geldin bonusu',
    note: '%100 ilk yatırım bonusunuz tanımlandı. Çevrim şartlarını Promosyonlar sayfasında bulabilirsiniz.',
    type: 'bonus',
    timeStamp: '2026-11-19T09:15:00',
    read: false,
  },
  {
    title: 'Çekim talebiniz alındı',
    note: '250,00 ₺ tutarındaki çekim talebiniz inceleniyor.',
    type: 2,
    timeStamp: '2026-11-18T21:05:30',
    read: false,
  },
  {
    title: 'Bakım çalışması',
    note: 'Canlı casino sağlayıcısında 03:00-04:00 arasında planlı bakım yapılacaktır.',
    type: 'system',
    timeStamp: '2026-11-15T12:00:00',
    read: true,
  },
  {
    title: 'Jackpot kazananı!',
    note: 'Golden Fortune oyununda 48.250,00 ₺ jackpot kazandınız.',
    type: 3,
    timeStamp: '2026-11-10T23:59:00',
    read: true,
  },
];

/** The notifications a seeded player starts with, newest first. */
export function seededNotifications(username: string): Notification[] {
  if (username !== 'demo') return [];
  return seeds.map(({ read, ...fields }, index) => ({
    ...fields,
    id: 1100 - index,
    isRead: read,
  }));
}
