// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, transact } from '../../server/db/transact.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The one way server code opens an SQL transaction: a serialization failure or a deadlock that
// PostgreSQL reports is retried (the player never sees it), other errors are not; work inside a
// caller's transaction joins it; effects wait for the outermost commit and are dropped on rollback.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, 120_000);
afterAll(() => server.close());

const failure = (code: string) => Object.assign(new Error(`database says ${code}`), { code });

describe('transact', () => {
  it('retries a serialization failure and a deadlock, then answers', async () => {
    const codes = ['40001', '40P01'];
    let attempts = 0;
    const answer = await transact(server.services.db, async () => {
      attempts += 1;
      const code = codes[attempts - 1];
      if (code) throw failure(code);
      return 'done';
    });
    expect({ answer, attempts }).toEqual({ answer: 'done', attempts: 3 });
  });

  it('gives up after five attempts, and does not retry other errors', async () => {
    let attempts = 0;
    const always = transact(server.services.db, () => {
      attempts += 1;
      return Promise.reject(failure('40001'));
    });
    await expect(always).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(5);
    let once = 0;
    const other = transact(server.services.db, () => {
      once += 1;
      return Promise.reject(failure('23505'));
    });
    await expect(other).rejects.toMatchObject({ code: '23505' });
    expect(once).toBe(1);
  });

  it('runs effects after the outermost commit, and never after a rollback', async () => {
    const seen: string[] = [];
    await transact(server.services.db, async (outer) => {
      await transact(outer, async (inner) => {
        await afterCommit(inner, () => seen.push('inner effect'));
      });
      seen.push('outer work done');
    });
    expect(seen).toEqual(['outer work done', 'inner effect']);

    const dropped: string[] = [];
    await expect(
      transact(server.services.db, async (trx) => {
        await afterCommit(trx, () => dropped.push('effect'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(dropped).toEqual([]);
  });

  it('runs an effect at once outside a transaction', async () => {
    const seen: string[] = [];
    await afterCommit(server.services.db, () => seen.push('now'));
    expect(seen).toEqual(['now']);
  });
});
