// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  decodeMessage,
  encodeMessage,
  fitsNotification,
  type FanOutMessage,
} from '../../server/hub/fan-out-message.ts';

// The text one server sends the others about the hub (server/hub/fan-out-message.ts).
describe('fan-out messages', () => {
  it('read back as they were written', () => {
    const messages: FanOutMessage[] = [
      {
        node: 'n1',
        action: { kind: 'send', playerId: 7, target: 'NotifyMessage', args: ['x', { a: 1 }] },
      },
      { node: 'n1', action: { kind: 'close', sessionId: 9, reason: 'logout' } },
      { node: 'n2', stored: 12 },
    ];
    for (const message of messages) expect(decodeMessage(encodeMessage(message))).toEqual(message);
  });

  it('are refused when they are not whole messages', () => {
    for (const text of [
      '',
      'not json',
      'null',
      '[]',
      '{"k":"s","p":1,"t":"T","a":[]}',
      '{"n":"n","k":"s","p":"1","t":"T","a":[]}',
      '{"n":"n","k":"s","p":1.5,"t":"T","a":[]}',
      '{"n":"n","k":"s","p":1,"t":"T","a":{}}',
      '{"n":"n","k":"c","s":1}',
      '{"n":"n","k":"r","r":"1"}',
      '{"n":"n","k":"z"}',
    ])
      expect(decodeMessage(text)).toBeNull();
  });

  it('fit a notification up to 7999 bytes, counted in UTF-8', () => {
    expect(fitsNotification('a'.repeat(7999))).toBe(true);
    expect(fitsNotification('a'.repeat(8000))).toBe(false);
    // 'ş' is two bytes.
    expect(fitsNotification('ş'.repeat(3999) + 'a')).toBe(true);
    expect(fitsNotification('ş'.repeat(4000))).toBe(false);
  });
});
