import { describe, expect, it } from 'vitest';
import { getFavorites, toggleFavorite } from '@generated/api/casino/casino';
import { spin } from '@mocks/game-spin';
import { logInAs } from '../session-helpers';

// Tests run one after another in a file: each pair below fails if the second test sees what the
// first one left in the mock backend (every store is reset in tests/setup.ts).
const SPIN = { player: 'demo', game: 'sample', provider: 'demo' } as const;

describe('the mock backend between tests', () => {
  it('keeps a favourite while the test runs', async () => {
    await logInAs('demo');
    await toggleFavorite({ code: 'golden-fortune', providerId: 1 });
    await expect(getFavorites()).resolves.toMatchObject({ data: ['golden-fortune'] });
  });

  it('starts the next test without it', async () => {
    await logInAs('demo');
    await expect(getFavorites()).resolves.toMatchObject({ data: [] });
  });

  it('counts spins while the test runs (every third one wins)', () => {
    expect(spin(SPIN)).toMatchObject({ won: 0 });
    expect(spin(SPIN)).toMatchObject({ won: 0 });
  });

  it('counts them again from none in the next test', () => {
    expect(spin(SPIN)).toMatchObject({ won: 0 });
  });
});
