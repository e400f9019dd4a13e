import { describe, expect, it } from 'vitest';
import { getFavorites, toggleFavorite } from '@generated/api/casino/casino';
import { findPlayer, resetDb, updatePlayer } from '@mocks/db';
import { addTransaction, historyOf } from '@mocks/history';
import { setLimit } from '@mocks/protection';
import { protectionOf } from '@mocks/protection-store';
import { restoreMockDb, snapshotMockDb } from '@mocks/snapshot';
import { logInAs } from '../session-helpers';

// Mock mode saves the one mock database under one key and restores it after a reload; a save it
// cannot read counts as none.
describe('the mock database snapshot', () => {
  it('restores players, history, limits and favourites after a reset', async () => {
    await logInAs('demo');
    await toggleFavorite({ code: 'golden-fortune', providerId: 1 });
    updatePlayer('demo', { balance: 77 });
    const row = addTransaction('demo', { type: 1, amount: 40, method: 'Papara' });
    setLimit('demo', 1, 1, 500, Date.now());
    protectionOf('demo').realityCheckMinutes = 30;
    const saved = snapshotMockDb();

    resetDb();
    expect(findPlayer('demo')?.balance).not.toBe(77);
    expect(restoreMockDb(saved)).toBe(true);

    expect(findPlayer('demo')?.balance).toBe(77);
    expect(historyOf('demo').transactions[0]).toMatchObject({ id: row.id, amount: 40 });
    expect(protectionOf('demo').realityCheckMinutes).toBe(30);
    expect(protectionOf('demo').limits['1-1']).toMatchObject({ amount: 500 });
    await expect(getFavorites()).resolves.toMatchObject({ data: ['golden-fortune'] });
    // Ids already used are not handed out again.
    expect(addTransaction('demo', { type: 2, amount: 5, method: 'Papara' }).id).toBeGreaterThan(
      row.id,
    );
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '[]'],
    ['a missing model', JSON.stringify({ player: [] })],
    ['a wrong-shaped row', snapshotMockDb().replace('"balance":', '"balance":"x","was":')],
  ])('keeps the seed for a save that is %s', (_, text) => {
    updatePlayer('demo', { balance: 12 });
    expect(restoreMockDb(text)).toBe(false);
    expect(findPlayer('demo')?.balance).toBe(12);
  });
});
