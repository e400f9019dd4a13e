// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseHubMessage } from '@/shared/realtime/hub-messages';

// The hub's notification message comes as NotifyMessage(command, message) in one place and as
// {cmd: 'Notification', message} in another; the type is a number or a name.
const deposit = {
  id: 1043,
  title: 'Yatırımınız onaylandı',
  note: '500,00 ₺ tutarındaki yatırımınız hesabınıza aktarıldı.',
  type: 1,
  timeStamp: '2026-11-20T18:42:00',
  isRead: false,
};

const bonus = {
  id: 1044,
  title: 'Hoş geldin bonusu',
  note: '100,00 ₺ deneme bonusunuz tanımlandı.',
  type: 'bonus',
  timeStamp: '2026-11-20T18:45:10',
  isRead: false,
};

describe('parseHubMessage: NotifyMessage(command, message)', () => {
  it('turns a Notification with a numeric type into a player notification', () => {
    expect(parseHubMessage('Notification', deposit)).toEqual({
      kind: 'notification',
      notification: {
        id: 1043,
        title: deposit.title,
        note: deposit.note,
        kind: 'deposit',
        sentAt: new Date('2026-11-20T18:42:00Z'),
        isRead: false,
      },
    });
  });

  it.each([
    [2, 'withdraw'],
    [3, 'jackpot'],
    [4, 'bonus'],
    [5, 'system'],
    ['deposit', 'deposit'],
    ['withdraw', 'withdraw'],
    ['bonus', 'bonus'],
    ['system', 'system'],
  ])('reads the type %j as %s', (type, kind) => {
    const event = parseHubMessage('Notification', { ...deposit, type });
    expect(event).toMatchObject({ kind: 'notification', notification: { kind } });
  });

  it('passes other commands on with their message untouched', () => {
    expect(parseHubMessage('BalanceChanged', { amount: 12.5 })).toEqual({
      kind: 'command',
      command: 'BalanceChanged',
      message: { amount: 12.5 },
    });
    expect(parseHubMessage('Logout', null)).toEqual({
      kind: 'command',
      command: 'Logout',
      message: null,
    });
  });

  it('accepts the two arguments as one {command, message} object', () => {
    expect(parseHubMessage({ command: 'Notification', message: bonus })).toMatchObject({
      kind: 'notification',
      notification: { id: 1044, kind: 'bonus' },
    });
  });
});

describe('parseHubMessage: {cmd: "Notification", message}', () => {
  it('turns it into a player notification with the named type', () => {
    expect(parseHubMessage({ cmd: 'Notification', message: bonus })).toEqual({
      kind: 'notification',
      notification: {
        id: 1044,
        title: bonus.title,
        note: bonus.note,
        kind: 'bonus',
        sentAt: new Date('2026-11-20T18:45:10Z'),
        isRead: false,
      },
    });
  });

  it('reads a numeric type too', () => {
    expect(parseHubMessage({ cmd: 'Notification', message: { ...bonus, type: 2 } })).toMatchObject({
      kind: 'notification',
      notification: { kind: 'withdraw' },
    });
  });
});

describe('parseHubMessage: malformed input is ignored (null), never thrown', () => {
  const { id: _id, ...withoutId } = deposit;
  it.each([
    ['a Notification without an id', ['Notification', withoutId]],
    ['a Notification with a text id', ['Notification', { ...deposit, id: '1043' }]],
    ['a Notification with an unknown type', ['Notification', { ...deposit, type: 9 }]],
    ['a Notification with an unknown type name', ['Notification', { ...deposit, type: 'promo' }]],
    ['a Notification with a bad timestamp', ['Notification', { ...deposit, timeStamp: 'dün' }]],
    ['a Notification with isRead as text', ['Notification', { ...deposit, isRead: 'no' }]],
    ['a Notification whose message is text', ['Notification', 'hello']],
    ['a Notification without a message', ['Notification', undefined]],
    ['a numeric command', [42, deposit]],
    ['a missing command', [undefined, deposit]],
    ['no arguments', []],
    ['three arguments', ['Notification', deposit, 'extra']],
    ['a lone string', ['Notification']],
    ['null', [null]],
    ['an array', [[deposit]]],
    ['an object of neither form', [{ type: 1, target: 'NotifyMessage' }]],
    ['cmd other than Notification', [{ cmd: 'Logout', message: deposit }]],
    ['cmd with a broken message', [{ cmd: 'Notification', message: { ...bonus, note: 7 } }]],
    ['cmd without a message', [{ cmd: 'Notification' }]],
  ])('%s', (_name, args) => {
    expect(() => parseHubMessage(...args)).not.toThrow();
    expect(parseHubMessage(...args)).toBeNull();
  });

  it('ignores a message whose getters throw', () => {
    const hostile = {
      get cmd(): string {
        throw new Error('boom');
      },
    };
    expect(parseHubMessage(hostile)).toBeNull();
  });
});
