import { expect } from 'vitest';
import { walletBet } from '../../../server/casino/wallet.ts';
import { spin } from '../../../server/demo-games/spin.ts';
import { move } from '../../../server/money/ledger.ts';
import { newPlayer } from '../support/protection-players.ts';
import type { TestServer } from '../support/test-server.ts';
import { rowIdsOf, spreadIdSequences, type PlayerTraces } from './player-traces.ts';

// The player whose data no one else may see ("A"): a row in every table a player owns, made
// through the API where there is one, with names and numbers found nowhere else. The id
// sequences are spread first, so the ids of A's rows are unmistakable (player-traces.ts).
export interface PlayerWithRows {
  id: number;
  username: string;
  password: string;
  token: string;
  /** When A's session started: the reality check names its session by it. */
  sessionStartedAt: string;
  withdrawalId: number;
  /** An offer made to A alone. */
  offerId: number;
  notificationId: number;
  /** A raise of A's daily loss limit, waiting for its 24 hours. */
  pendingLimit: { kind: number; period: number };
  /** A round whose stake was taken and that is not settled yet. */
  openRound: { roundId: string; betTransactionId: string };
  traces: PlayerTraces;
}

/** Launches a dt game for the token's player; the game session token from the answer. */
export async function launchDemoGame(
  server: TestServer,
  token: string,
  code: string,
): Promise<string> {
  const answer = await server.call<string>('/casino/dtlaunchurl', { code }, { token });
  if (!answer.success) throw new Error(`launch refused: ${answer.message}`);
  return new URL(answer.data).searchParams.get('session') ?? '';
}

/** The first (or last) listed game of the dt launch provider. */
export async function dtGame(server: TestServer, which: 'first' | 'last' = 'first') {
  return server.services.db
    .selectFrom('games')
    .select(['code', 'main_provider_id'])
    .where('launch_provider', '=', 'dt')
    .where('position', 'is not', null)
    .orderBy('code', which === 'first' ? 'asc' : 'desc')
    .executeTakeFirstOrThrow();
}

export async function playerWithRows(server: TestServer): Promise<PlayerWithRows> {
  const { db } = server.services;
  const done = async (call: Promise<{ success: boolean }>) =>
    expect(await call).toMatchObject({ success: true });
  await spreadIdSequences(db);
  const player = await newPlayer(server);
  const { token } = player;
  const marks = {
    name: 'Alicia',
    surname: 'Leakmarker',
    email: 'alicia.leakmarker@example.com',
    iban: 'TR760006100519786457841399',
  };
  const row = await db
    .updateTable('players')
    .set({ name: marks.name, surname: marks.surname, email: marks.email })
    .where('id', '=', player.id)
    .returning(['phone', 'usercode'])
    .executeTakeFirstOrThrow();

  // Money, a deposit waiting for its provider, a withdrawal waiting to be paid out, a bonus.
  await db.transaction().execute((trx) =>
    move(trx, {
      kind: 'adjustment',
      playerId: player.id,
      from: 'house:adjustments',
      to: { wallet: player.id },
      cents: 100_000,
      at: server.clock.now,
    }),
  );
  const fullName = `${marks.name} ${marks.surname}`;
  const deposit = { FullName: fullName, Iban: marks.iban, BankId: 3, Amount: 500 };
  await done(
    server.call('/payment/deposit', { id: 12, target: 'pay', detail: deposit }, { token }),
  );
  const withdrawal = { Amount: 60, Iban: marks.iban };
  await done(
    server.call('/payment/withdraw', { id: 23, target: 'pay', detail: withdrawal }, { token }),
  );
  await done(server.call('/bonus/claimcode', { code: 'HOSGELDIN50' }, { token }));
  const definition = await db
    .selectFrom('bonus_definitions')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const offer = await db
    .insertInto('bonus_offers')
    .values({
      definition_id: definition.id,
      player_id: player.id,
      title_tr: `${marks.name} için özel`,
      title_en: `Just for ${marks.name}`,
      description_tr: `<p>${marks.name} için.</p>`,
      description_en: `<p>For ${marks.name}.</p>`,
      amount_cents: 2_500,
      percentage: null,
      min_deposit_cents: null,
      expires_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // Limits with a raise waiting, a reality check answered, a favourite.
  const lossLimit = (day: number) => ({ kind: 2, day, week: null, month: null });
  await done(server.call('/protection/setlimit', lossLimit(500), { token }));
  await done(server.call('/protection/setlimit', lossLimit(600), { token }));
  const session = await db
    .selectFrom('sessions')
    .select('started_at')
    .where('player_id', '=', player.id)
    .executeTakeFirstOrThrow();
  const sessionStartedAt = session.started_at.toISOString();
  await done(server.call('/protection/realitycheck', { minutes: 30 }, { token }));
  const seen = { startedAt: sessionStartedAt, checks: 1, answer: 'continue' };
  await done(server.call('/protection/realitycheckanswer', seen, { token }));
  const game = await dtGame(server);
  const favourite = { code: game.code, providerId: game.main_provider_id };
  await done(server.call('/casino/togglefavorite', favourite, { token }));

  // A game: one spin played and settled, and a round whose stake waits for its result.
  const gameToken = await launchDemoGame(server, token, game.code);
  expect(await spin(server.services, gameToken)).toMatchObject({ type: 'spun' });
  const openRound = { roundId: 'alicia-open-round', betTransactionId: 'alicia-open-bet' };
  const bet = await walletBet(server.services, {
    token: gameToken,
    transactionId: openRound.betTransactionId,
    roundId: openRound.roundId,
    cents: 100,
  });
  expect(bet).toMatchObject({ ok: true });

  const pending = await db
    .selectFrom('payments')
    .select('id')
    .where('player_id', '=', player.id)
    .where('type', '=', 2)
    .where('status', '=', 2)
    .executeTakeFirstOrThrow();
  const notification = await db
    .selectFrom('notifications')
    .select('id')
    .where('player_id', '=', player.id)
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return {
    id: player.id,
    username: player.username,
    password: player.password,
    token,
    sessionStartedAt,
    withdrawalId: pending.id,
    offerId: offer.id,
    notificationId: notification.id,
    pendingLimit: { kind: 2, period: 1 },
    openRound,
    traces: {
      who: 'A',
      texts: [
        player.username,
        player.password,
        marks.name,
        marks.surname,
        marks.email,
        marks.iban,
        row.phone,
        row.usercode,
        token,
        gameToken,
      ],
      ids: await rowIdsOf(db, player.id),
    },
  };
}
