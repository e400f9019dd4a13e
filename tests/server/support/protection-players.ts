import { translator } from '../../../server/i18n/i18n.ts';
import { move, type Movement } from '../../../server/money/ledger.ts';
import type { Refusal } from '../../../server/protection/guard.ts';
import { hashPassword } from '../../../server/security/passwords.ts';
import type { TestServer } from './test-server.ts';

// Fresh players for the protection tests (each test its own, so limits, alerts and breaks do
// not meet), and money moved for them at the test server's clock, as a payment or a game would.
let count = 0;

export async function newPlayer(
  server: TestServer,
  locale: 'tr' | 'en' = 'en',
): Promise<{ id: number; username: string; password: string; token: string }> {
  const number = (count += 1);
  const username = `guard${number}`;
  const password = `secret${number}x`;
  const { id } = await server.services.db
    .insertInto('players')
    .values({
      username,
      password_hash: await hashPassword(password),
      usercode: `2000${String(number).padStart(4, '0')}`,
      name: 'Test',
      surname: 'Player',
      email: `${username}@example.com`,
      phone: `90555000${String(number).padStart(4, '0')}`,
      locale,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, username, password, token: await server.login(username, password) };
}

type Kind = 'deposit' | 'bet' | 'rollback' | 'win';
const ROUTES: Record<Kind, Pick<Movement, 'from' | 'to'>> = {
  deposit: { from: 'house:cash', to: { wallet: 0 } },
  bet: { from: { wallet: 0 }, to: 'house:games' },
  rollback: { from: 'house:games', to: { wallet: 0 } },
  win: { from: 'house:games', to: { wallet: 0 } },
};

/** Moves money for the player now (by the test clock): a deposit, a bet, its rollback, a win. */
export async function moveMoney(
  server: TestServer,
  playerId: number,
  kind: Kind,
  lira: number,
): Promise<void> {
  const route = ROUTES[kind];
  const side = (ref: Movement['from']) => (typeof ref === 'string' ? ref : { wallet: playerId });
  await server.services.db.transaction().execute((trx) =>
    move(trx, {
      kind,
      playerId,
      from: side(route.from),
      to: side(route.to),
      cents: Math.round(lira * 100),
      at: server.clock.now,
    }),
  );
}

/** A refusal of checkSpend as the caller sends it, in a language (its keys are the server's). */
export function refusalText(locale: 'tr' | 'en', refusal: Refusal | null): string | null {
  if (!refusal) return null;
  const t = translator(locale) as unknown as (key: string, params: object) => string;
  return t(refusal.key, { ...refusal.params });
}
