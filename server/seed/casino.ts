import { sql, type Insertable } from 'kysely';
import type { Game } from '../../generated/server/model/game.ts';
import { mockBootstrap } from '../../mocks/data/bootstrap-data.ts';
import { demoPlayers } from '../../mocks/data/demo-players.ts';
import { LIVE_CATEGORY_IDS } from '../../mocks/data/game-catalogue.ts';
import { gameAt, gameCount } from '../../mocks/data/games-data.ts';
import { seedHistory } from '../../mocks/data/history-seed.ts';
import { searchKey } from '../casino/games.ts';
import type { Db } from '../db/database.ts';
import type { CasinoTables } from '../db/tables/casino.ts';
import { importMovements, toCents, type Movement } from '../money/ledger.ts';
import type { SeedContext } from './seed-context.ts';

// The casino an empty database starts with, the same as the mock backend's: every game of the
// mock's categories (over 10,000; a game is a pure function of its category and index there),
// the menu's own game (Aviator, opened from the menu, listed nowhere), and the demo player's
// fourteen months of game rounds, whose stakes and wins are in the ledger. The balance after each
// line is the ledger's (its running balance, payments and bonuses included), not the mock's.
type GameInsert = Insertable<CasinoTables['games']>;
type RoundInsert = Insertable<CasinoTables['game_rounds']>;

// Category ids are small numbers; games-data.ts knows which hold games.
const CATEGORY_ID_RANGE = 1000;

/**
 * Inserts many rows in one statement with one parameter: the rows as a JSON array, which the
 * database turns back into rows of the table. Far faster on the embedded database than rows of
 * bound values (one parameter each), and seeding runs for every test file.
 */
async function insertMany<T extends 'games' | 'game_rounds'>(
  db: Db,
  table: T,
  rows: ReadonlyArray<Insertable<CasinoTables[T]>>,
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = sql.join(Object.keys(first).map((name) => sql.ref(name)));
  await sql`insert into ${sql.table(table)} (${columns})
    select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json)`.execute(
    db,
  );
}

function gameRow(game: Game, position: number | null): GameInsert {
  return {
    code: game.gameCode,
    launch_provider: game.launchProvider,
    name: game.name,
    search_name: searchKey(game.name),
    provider_name: game.providerName,
    main_provider_id: game.mainProviderId,
    product_id: game.productId,
    system: game.system,
    category_id: game.systemCategory,
    position,
    image_url: game.imageUrl,
    live: LIVE_CATEGORY_IDS.includes(game.systemCategory),
  };
}

function catalogue(): GameInsert[] {
  const rows: GameInsert[] = [];
  for (let category = 0; category < CATEGORY_ID_RANGE; category += 1) {
    const count = gameCount(category);
    for (let index = 0; index < count; index += 1) {
      const game = gameAt(category, index);
      if (game) rows.push(gameRow(game, index));
    }
  }
  const listed = new Set(rows.map((row) => row.code));
  const menu = mockBootstrap('localhost').menuList ?? [];
  for (const { game } of menu) {
    if (game && !listed.has(game.gameCode)) rows.push(gameRow(game, null));
  }
  return rows;
}

export async function seedCasino({ services, players }: SeedContext): Promise<void> {
  const { db } = services;
  const games = catalogue();
  await insertMany(db, 'games', games);
  const [demo] = demoPlayers;
  const playerId = players.get(demo.username);
  if (playerId !== undefined) await seedRounds(services, playerId, demo.balance, games);
}

interface SeededRound {
  game: string;
  provider: string;
  stake: number;
  betAt: Date;
  win: number;
  winAt: Date | null;
}

/**
 * The demo player's game lines of the mock's seed as rounds: a bet line opens a round and the win
 * line right after it (same game) is its win. A win line whose bet fell before the seed's first
 * line has no round and is left out. Oldest first.
 */
function roundsOf(lines: ReturnType<typeof seedHistory>['rounds']): SeededRound[] {
  const rounds: SeededRound[] = [];
  let open: SeededRound | null = null;
  for (const line of [...lines].reverse()) {
    if (line.kind === 2) {
      open = {
        game: line.game,
        provider: line.provider,
        stake: toCents(line.amount),
        betAt: new Date(line.time),
        win: 0,
        winAt: null,
      };
      rounds.push(open);
    } else if (open && open.win === 0 && open.game === line.game) {
      open.win = toCents(line.amount);
      open.winAt = new Date(line.time);
    }
  }
  return rounds;
}

async function seedRounds(
  services: SeedContext['services'],
  playerId: number,
  balance: number,
  games: readonly GameInsert[],
): Promise<void> {
  const rounds = roundsOf(seedHistory(services.now().getTime(), balance).rounds);
  // A seeded game the catalogue lists under the same name and studio is that game (its code,
  // picture and live flag); the others are games of the past the catalogue no longer has.
  const known = new Map<string, GameInsert>();
  for (const game of games)
    if (game.position !== null) {
      const key = `${game.name}\u0000${game.provider_name}`;
      if (!known.has(key)) known.set(key, game);
    }
  // Every stake and win in one import, bets and wins in the order of the rounds.
  const movements: Array<Movement & { at: Date }> = [];
  for (const round of rounds) {
    const description = `${round.game} (${round.provider})`;
    movements.push({
      kind: 'bet',
      playerId,
      from: { wallet: playerId },
      to: 'house:games',
      cents: round.stake,
      description,
      at: round.betAt,
    });
    if (round.win > 0 && round.winAt)
      movements.push({
        kind: 'win',
        playerId,
        from: 'house:games',
        to: { wallet: playerId },
        cents: round.win,
        description,
        at: round.winAt,
      });
  }
  const ids = await importMovements(services.db, movements);
  let next = 0;
  const rows: RoundInsert[] = rounds.map((round) => {
    const game = known.get(`${round.game}\u0000${round.provider}`);
    const betTransactionId = ids[next++] ?? 0;
    const winTransactionId = round.win > 0 ? (ids[next++] ?? null) : null;
    return {
      player_id: playerId,
      game_code: game?.code ?? null,
      game_name: round.game,
      provider_name: round.provider,
      live: game?.live ?? false,
      status: 'completed',
      stake: round.stake,
      win: round.win,
      bet_transaction_id: betTransactionId,
      win_transaction_id: winTransactionId,
      bet_at: round.betAt,
      settled_at: round.winAt ?? round.betAt,
    };
  });
  await insertMany(services.db, 'game_rounds', rows);
}
