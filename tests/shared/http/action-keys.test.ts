import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { login } from '@generated/api/auth/auth';
import { deposit, withdraw } from '@generated/api/payment/payment';
import { mockServer } from '@mocks/node';
import { logInAs } from '../../session-helpers';

// One Idempotency-Key per player action: the same action (same operation and body) carries the
// same key until it has a definite answer, across the mutator's own resends after a lost answer,
// the player's second try and a reload (the key lives in the tab's sessionStorage); a new body
// or a settled action gets a new key; operations the contract gives no key carry none.
const papara = {
  id: 13,
  target: 'pay' as const,
  detail: { Amount: 150, AccountNo: '1234567890' },
};

/** Answers deposits with `answer(n)` for the n-th call (0-based), recording each request's key. */
function watchDeposits(answer: (call: number) => Response) {
  const keys: Array<string | null> = [];
  mockServer.use(
    http.post('*/api/payment/deposit', ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return answer(keys.length - 1);
    }),
  );
  return keys;
}

const received = () =>
  HttpResponse.json({ success: true, message: 'Received.', data: null }, { status: 200 });

describe('Idempotency-Key on money actions', () => {
  it('resends a deposit whose answer was lost, with the same key, and settles it', async () => {
    await logInAs();
    const keys = watchDeposits((call) => (call < 2 ? HttpResponse.error() : received()));
    await expect(deposit(papara)).resolves.toMatchObject({ success: true });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
    // Settled: the next deposit, even of the same amount, is a new action.
    await deposit(papara);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('keeps the key of an action still without an answer, after a reload too', async () => {
    await logInAs();
    const keys = watchDeposits((call) =>
      call < 3 ? HttpResponse.json({ success: false }, { status: 503 }) : received(),
    );
    await expect(deposit(papara)).rejects.toMatchObject({ kind: 'http', status: 503 });
    // A reload keeps sessionStorage only: the stored pending action is all that is left.
    expect(sessionStorage.getItem('pendingActions')).not.toContain('1234567890');
    await expect(deposit(papara)).rejects.toMatchObject({ status: 503 });
    await expect(deposit(papara)).rejects.toMatchObject({ status: 503 });
    await expect(deposit(papara)).resolves.toMatchObject({ success: true });
    expect(new Set(keys).size).toBe(1);
  });

  it('gives another body a new key, and a refusal settles the action', async () => {
    await logInAs();
    const keys = watchDeposits(() =>
      HttpResponse.json({ success: false, message: 'Too much.', data: null }),
    );
    await expect(deposit(papara)).rejects.toMatchObject({ kind: 'rejected' });
    await expect(deposit(papara)).rejects.toMatchObject({ kind: 'rejected' });
    await expect(
      deposit({ ...papara, detail: { ...papara.detail, Amount: 200 } }),
    ).rejects.toMatchObject({ kind: 'rejected' });
    expect(new Set(keys).size).toBe(3);
  });

  it('treats a corrupt stored pending action as absent', async () => {
    await logInAs();
    sessionStorage.setItem('pendingActions', '{"POST /payment/withdraw": 7');
    const keys: Array<string | null> = [];
    mockServer.use(
      http.post('*/api/payment/withdraw', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return received();
      }),
    );
    await expect(withdraw({ ...papara, id: 23 })).resolves.toMatchObject({ success: true });
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
  });

  it('sends no key, and no second request, for an operation without one', async () => {
    let calls = 0;
    const keys: Array<string | null> = [];
    mockServer.use(
      http.post('*/api/auth/login', ({ request }) => {
        calls += 1;
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.error();
      }),
    );
    await expect(login({ username: 'demo', password: 'demo123' })).rejects.toMatchObject({
      kind: 'network',
    });
    expect({ calls, keys }).toEqual({ calls: 1, keys: [null] });
  });
});
