import type { GameRound, PlayerBonus, PlayerSession, Transaction } from '@generated/api/model';

// The seeded history of the QA player `demo`: fourteen months of transactions in every type and
// status, 5,000 game lines, bonuses in every processing status and past sessions. Drawn from its
// own seeded generator (not faker's stream, which the other mock answers share), relative to
// the day the mock backend starts, so "the last 30 days" always holds something.

export const HISTORY_MONTHS = 14;
export const SEEDED_GAME_LINES = 5000;
const DAY_MS = 86_400_000;

/** A small seeded generator (mulberry32): the same numbers on every load. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const METHODS = ['Papara', 'Havale/EFT', 'Kredi Kartı', 'Jeton Cüzdan', 'Kripto (USDT)'];
const GAMES: ReadonlyArray<[string, string]> = [
  ['Sweet Bonanza', 'Pragmatic Play'],
  ['Gates of Olympus', 'Pragmatic Play'],
  ['Book of Dead', "Play'n GO"],
  ['Aviator', 'Spribe'],
  ['Lightning Roulette', 'Evolution'],
  ['40 Super Hot', 'Amusnet'],
  ['Burning Hot', 'EGT'],
  ['Big Bass Bonanza', 'Pragmatic Play'],
];
const DEVICES: ReadonlyArray<[string, string]> = [
  ['Windows 11', 'Chrome 142'],
  ['iPhone (iOS 18)', 'Safari 18'],
  ['Android 15', 'Chrome 142'],
  ['macOS 15', 'Firefox 145'],
];

export interface SeededHistory {
  transactions: Transaction[];
  rounds: GameRound[];
  bonuses: PlayerBonus[];
  sessions: PlayerSession[];
  /** The offers and codes the player has claimed (each once). */
  claims: string[];
}

/** Every transaction status of the contract's enumeration, the usual ones most often. */
const STATUS_DRAW = [1, 1, 1, 1, 1, 1, 2, 4, 5, 3, 6, 0] as const;

function seededTransactions(now: number, random: ReturnType<typeof generator>): Transaction[] {
  const rows: Transaction[] = [];
  let time = now - HISTORY_MONTHS * 30 * DAY_MS;
  let id = 80_000;
  while (time < now - DAY_MS) {
    time += random.int(1, 4) * DAY_MS + random.int(0, DAY_MS / 1000) * 1000;
    if (time >= now) break;
    const type = random.next() < 0.68 ? 1 : 2;
    const status = STATUS_DRAW[random.int(0, STATUS_DRAW.length - 1)] ?? 1;
    rows.push({
      id: (id += 1),
      time: new Date(time).toISOString(),
      type,
      amount: random.pick([50, 100, 150, 200, 250, 500, 750, 1000, 1500, 2500]),
      method: random.pick(METHODS),
      status: status === 2 && type === 2 ? 1 : status,
      note: status === 4 ? 'Gönderen adı hesap sahibiyle eşleşmiyor.' : null,
    });
  }
  // Older withdrawals were settled; the newest one still waits, so it can be cancelled.
  const newestWithdrawal = rows.findLast((row) => row.type === 2);
  if (newestWithdrawal) newestWithdrawal.status = 2;
  return rows.reverse();
}

function seededRounds(
  now: number,
  balance: number,
  random: ReturnType<typeof generator>,
): GameRound[] {
  // Spins come in sittings spread evenly over the months up to today; wins follow their bet.
  // Only the newest SEEDED_GAME_LINES lines are kept.
  const start = now - HISTORY_MONTHS * 30 * DAY_MS;
  const sittings = 200;
  const step = (now - 3_600_000 - start) / sittings;
  let lines: Omit<GameRound, 'balanceAfter' | 'id'>[] = [];
  for (let sitting = 0; sitting < sittings; sitting += 1) {
    const time = start + sitting * step + random.next() * step * 0.8;
    const [game, provider] = random.pick(GAMES);
    const spins = random.int(8, 40);
    for (let spin = 0; spin < spins; spin += 1) {
      const at = time + spin * 9000;
      const bet = random.pick([1, 2, 5, 10, 20]);
      lines.push({ time: new Date(at).toISOString(), game, provider, kind: 2, amount: bet });
      if (random.next() < 0.3) {
        const won = round2(bet * random.pick([0.5, 1, 1.5, 2, 3, 10]));
        const later = new Date(at + 2000).toISOString();
        lines.push({ time: later, game, provider, kind: 1, amount: won });
      }
    }
  }
  lines = lines.slice(-SEEDED_GAME_LINES);
  // The balance after each line, ending at the player's balance today.
  const net = lines.reduce((sum, line) => sum + (line.kind === 1 ? line.amount : -line.amount), 0);
  let running = round2(balance - net);
  return lines
    .map((line, index) => {
      running = round2(running + (line.kind === 1 ? line.amount : -line.amount));
      return { ...line, id: 600_000 + index, balanceAfter: running };
    })
    .reverse();
}

function seededBonuses(now: number): PlayerBonus[] {
  const at = (days: number) => new Date(now + days * DAY_MS).toISOString();
  return [
    {
      id: 3105,
      name: 'Hafta Sonu Yatırım Bonusu',
      amount: 250,
      status: 1,
      wagered: 2150,
      wageringRequired: 2500,
      awardedAt: at(-6),
      expiresAt: new Date(now + 5 * 3_600_000).toISOString(),
    },
    {
      id: 3104,
      name: 'Hoş Geldin Bonusu',
      amount: 500,
      status: 1,
      wagered: 1200,
      wageringRequired: 5000,
      awardedAt: at(-12),
      expiresAt: at(18),
    },
    {
      id: 3103,
      name: 'Kayıp Bonusu',
      amount: 75,
      status: 2,
      wagered: 750,
      wageringRequired: 750,
      awardedAt: at(-40),
      expiresAt: null,
    },
    {
      id: 3102,
      name: 'Freespin Paketi',
      amount: 40,
      status: 4,
      wagered: 120,
      wageringRequired: 400,
      awardedAt: at(-75),
      expiresAt: at(-45),
    },
    {
      id: 3101,
      name: 'Doğum Günü Bonusu',
      amount: 100,
      status: 3,
      wagered: 0,
      wageringRequired: 1000,
      awardedAt: at(-200),
      expiresAt: at(-170),
    },
  ];
}

function seededSessions(now: number, random: ReturnType<typeof generator>): PlayerSession[] {
  const sessions: PlayerSession[] = [];
  let time = now - HISTORY_MONTHS * 30 * DAY_MS;
  let id = 5000;
  while (true) {
    time += random.int(2, 9) * DAY_MS + random.int(0, 86_399) * 1000;
    if (time > now - 2 * 3_600_000) break;
    const [device, browser] = random.pick(DEVICES);
    const minutes = random.int(4, 150);
    sessions.push({
      id: (id += 1),
      loginTime: new Date(time).toISOString(),
      logoutTime: new Date(time + minutes * 60_000).toISOString(),
      ip: `198.51.100.${random.int(2, 250)}`,
      device,
      browser,
      current: false,
    });
  }
  return sessions.reverse();
}

/** The demo player's history as of `now`, ending at `balance`; the same on every call. */
export function seedHistory(now: number, balance: number): SeededHistory {
  const random = generator(20261124);
  return {
    transactions: seededTransactions(now, random),
    rounds: seededRounds(now, balance, random),
    bonuses: seededBonuses(now),
    sessions: seededSessions(now, random),
    claims: [],
  };
}
