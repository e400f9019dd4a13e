import { faker } from '@faker-js/faker';
import { drop, factory, nullable, primaryKey } from '@mswjs/data';
import type {
  GameProvider,
  GameRound,
  LimitChange,
  PlayerBonus,
  PlayerSession,
  RealityCheckMinutes,
  Transaction,
} from '@generated/api/model';
import type { BlockKind } from '../domain/breaks.ts';
import { demoPlayers } from './data/demo-players.ts';

// The mock backend's one database: every store the mock keeps (players, their history, limits,
// notifications, favourites, spin counts, game sessions) is a model here, so one drop reseeds it
// all and one snapshot saves it all. Seeded from a fixed faker seed, so every run (and every QA
// report) sees the same players, balances and generated answers.
export const MOCK_SEED = 20261121;

/** A history change players made (mocks/history.ts plays the journal over the seeded history). */
export type HistoryChange =
  | { kind: 'transaction'; username: string; row: Transaction }
  | { kind: 'status'; username: string; id: number; status: Transaction['status'] }
  | { kind: 'round'; username: string; row: GameRound }
  | { kind: 'bonus'; username: string; row: PlayerBonus; claim: string }
  | { kind: 'login'; username: string; row: PlayerSession }
  | { kind: 'logout'; username: string; time: string };

/** A limit's slot: its kind and period, e.g. `1-2` for the weekly deposit limit. */
export type LimitKey = `${LimitChange['kind']}-${LimitChange['period']}`;

// @mswjs/data models fields of primitives and arrays of primitives; a field whose value is a
// nested shape (history rows, limit settings and changes, notifications, a journal entry) holds
// its JSON text, which the module owning the store reads and writes whole.
export const db = factory({
  player: {
    username: primaryKey(String),
    password: String,
    token: String,
    usercode: String,
    name: String,
    surname: String,
    email: String,
    phone: String,
    smsVerified: Boolean,
    balance: Number,
    // Whether the registration trial bonus was already defined for this player.
    trialBonusDefined: Boolean,
  },
  /** The journal of what players did to their history, in order (saved, and played back). */
  historyChange: {
    seq: primaryKey(Number),
    username: String,
    /** The change's JSON text (a HistoryChange). */
    change: String,
  },
  /** Each player's history, newest first: the seed plus the journal (rebuilt after a restore). */
  history: {
    username: primaryKey(String),
    /** JSON texts of the lists of Transaction, GameRound, PlayerBonus and PlayerSession rows. */
    transactions: String,
    rounds: String,
    bonuses: String,
    sessions: String,
    /** What was claimed (an offer or a code), each once. */
    claims: () => [] as string[],
  },
  /** Player protection: limits, pending changes, reality check, break or exclusion, alerts. */
  protection: {
    username: primaryKey(String),
    /** JSON text of the limit settings by slot (LimitKey to LimitSetting). */
    limits: String,
    /** JSON text of the LimitChange list, newest first. */
    changes: String,
    realityCheckMinutes: () => 0 as RealityCheckMinutes,
    depositLimitEverSet: Boolean,
    /** A break or an exclusion: no login until then. */
    blockedUntil: nullable<string>(() => null),
    blockKind: nullable<BlockKind>(() => null),
    /** Alerts already sent, by limit, period start and percent (each goes once). */
    alerted: () => [] as string[],
    /** The language of the player's last protection call, for messages sent unasked. */
    locale: nullable<'tr' | 'en'>(() => null),
  },
  /** Each player's notifications, newest first. */
  notificationList: {
    username: primaryKey(String),
    /** JSON text of the Notification list. */
    items: String,
  },
  /** Favourite game codes by the player's login token, in the order they were added. */
  favorite: {
    token: primaryKey(String),
    codes: () => [] as string[],
  },
  /** How many times each player has spun the mock game (every third spin wins). */
  spinCount: {
    username: primaryKey(String),
    count: Number,
  },
  /** Game sessions of the mock game page, by their launch token (mocks/game-sessions.ts). */
  gameSession: {
    token: primaryKey(String),
    player: String,
    game: String,
    provider: () => '' as GameProvider,
    loginToken: String,
  },
  /** The last id handed out of each id sequence (history rows, limit changes). */
  counter: {
    name: primaryKey(String),
    value: Number,
  },
});

/** The SMS code and the password-reset code the mock backend accepts (QA types these). */
export const MOCK_SMS_CODE = '123456';
export const MOCK_RESET_CODE = '123456';

export type Player = ReturnType<typeof db.player.create>;

/** Known accounts for development and QA: log in with these (the e2e journeys read them here). */
export { demoPlayers };

export function createPlayer(fields: {
  username: string;
  password: string;
  name?: string;
  surname?: string;
  email?: string;
  phone?: string;
  balance?: number;
  smsVerified?: boolean;
  usercode?: string;
}): Player {
  // The same draws in the same order whatever is given, so the seeded stream (and every later
  // mock answer) stays the same.
  const name = faker.person.firstName();
  const surname = faker.person.lastName();
  const phone = `905${faker.string.numeric(9)}`;
  const usercode = faker.string.numeric(8);
  return db.player.create({
    name,
    surname,
    email: `${fields.username}@example.com`,
    phone,
    balance: 0,
    smsVerified: false,
    trialBonusDefined: false,
    ...fields,
    token: `mock-token-${fields.username}`,
    usercode: fields.usercode ?? usercode,
  });
}

/** The id sequences and where each starts. */
export const COUNTER_STARTS = { historyId: 1_000_000, limitChangeId: 7000 } as const;
export type CounterName = keyof typeof COUNTER_STARTS;

/** The next id of a sequence. */
export function nextCounter(name: CounterName): number {
  const current = db.counter.findFirst({ where: { name: { equals: name } } });
  const value = (current?.value ?? COUNTER_STARTS[name]) + 1;
  if (current) db.counter.update({ where: { name: { equals: name } }, data: { value } });
  else db.counter.create({ name, value });
  return value;
}

/** Moves a sequence on to at least `value` (ids restored from a save are not handed out again). */
export function raiseCounter(name: CounterName, value: number): void {
  const current = db.counter.findFirst({ where: { name: { equals: name } } });
  const start = current?.value ?? COUNTER_STARTS[name];
  if (value <= start) return;
  if (current) db.counter.update({ where: { name: { equals: name } }, data: { value } });
  else db.counter.create({ name, value });
}

/**
 * Empties every model and seeds it again: the demo players; every other store starts empty (the
 * demo history and the notifications are seeded when first read).
 */
export function resetDb(): void {
  drop(db);
  faker.seed(MOCK_SEED);
  demoPlayers.forEach((player) => createPlayer(player));
}

export function findPlayerByToken(authorization: string | null): Player | null {
  const token = authorization?.replace(/^Bearer\s+/i, '');
  if (!token) return null;
  return db.player.findFirst({ where: { token: { equals: token } } });
}

export function findPlayer(username: string): Player | null {
  return db.player.findFirst({ where: { username: { equals: username } } });
}

export function updatePlayer(
  username: string,
  changes: Partial<Omit<Player, 'username'>>,
): Player | null {
  return db.player.update({ where: { username: { equals: username } }, data: changes });
}

/** Every player. */
export function allPlayers(): Player[] {
  return db.player.getAll();
}
