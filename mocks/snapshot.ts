import { drop } from '@mswjs/data';
import { db, resetDb } from './db';
import { replayHistory } from './history';

// One snapshot of the mock database, which mock mode keeps for the browser tab's session
// (mocks/browser.ts): every model but two. The history rows are left out because they are the
// seed plus the journal, which is kept, and are rebuilt on restore, so the seeded rows keep their
// times relative to the page load; game sessions are left out because a game session lasts one
// launch and a reloaded play view launches again.

const SAVED_MODELS = [
  'player',
  'historyChange',
  'protection',
  'notificationList',
  'favorite',
  'spinCount',
  'counter',
] as const;
type SavedModel = (typeof SAVED_MODELS)[number];

type Row = Record<string, unknown>;

const isText = (value: unknown) => typeof value === 'string';
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isFlag = (value: unknown) => typeof value === 'boolean';
const isTexts = (value: unknown) => Array.isArray(value) && value.every(isText);
const isTextOrNull = (value: unknown) => value === null || isText(value);
function isJson(kind: 'array' | 'object') {
  return (value: unknown) => {
    if (typeof value !== 'string') return false;
    try {
      const parsed: unknown = JSON.parse(value);
      return kind === 'array'
        ? Array.isArray(parsed)
        : typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    } catch {
      return false;
    }
  };
}
function isJournalEntry(value: unknown): boolean {
  if (!isJson('object')(value)) return false;
  const change = JSON.parse(value as string) as Row;
  return isText(change.kind) && isText(change.username);
}

// Each saved model's fields and what each must hold; a row with any other shape spoils the save.
const FIELDS: Record<SavedModel, Record<string, (value: unknown) => boolean>> = {
  player: {
    username: isText,
    password: isText,
    token: isText,
    usercode: isText,
    name: isText,
    surname: isText,
    email: isText,
    phone: isText,
    smsVerified: isFlag,
    balance: isNumber,
    trialBonusDefined: isFlag,
  },
  historyChange: { seq: isNumber, username: isText, change: isJournalEntry },
  protection: {
    username: isText,
    limits: isJson('object'),
    changes: isJson('array'),
    realityCheckMinutes: isNumber,
    depositLimitEverSet: isFlag,
    blockedUntil: isTextOrNull,
    blockKind: (value) => value === null || value === 'break' || value === 'exclusion',
    alerted: isTexts,
    locale: (value) => value === null || value === 'tr' || value === 'en',
  },
  notificationList: { username: isText, items: isJson('array') },
  favorite: { token: isText, codes: isTexts },
  spinCount: { username: isText, count: isNumber },
  counter: { name: isText, value: isNumber },
};

type Snapshot = Record<SavedModel, Row[]>;

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const saved = value as Record<string, unknown>;
  return SAVED_MODELS.every((model) => {
    const rows = saved[model];
    const fields = Object.entries(FIELDS[model]);
    return (
      Array.isArray(rows) &&
      rows.every(
        (row: unknown) =>
          typeof row === 'object' &&
          row !== null &&
          fields.every(([field, valid]) => valid((row as Row)[field])),
      )
    );
  });
}

/** The saved models of the mock database as JSON text. */
export function snapshotMockDb(): string {
  return JSON.stringify(
    Object.fromEntries(SAVED_MODELS.map((model) => [model, db[model].getAll()])),
  );
}

/**
 * Replaces the mock database with a snapshot from `snapshotMockDb`, then rebuilds the history
 * rows from the journal. Text that is not JSON, or not a snapshot of this database's shape (a
 * missing model, a row with a wrong field, no players), counts as no save: the answer is false
 * and the database keeps what it had (or, if rows fail to go in part-way, is seeded again).
 */
export function restoreMockDb(text: string): boolean {
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch {
    return false;
  }
  if (!isSnapshot(saved) || saved.player.length === 0) return false;
  try {
    drop(db);
    for (const model of SAVED_MODELS) {
      for (const row of saved[model]) {
        // Only the model's own fields go in.
        const fields = Object.fromEntries(Object.keys(FIELDS[model]).map((key) => [key, row[key]]));
        (db[model].create as (values: Row) => unknown)(fields);
      }
    }
    replayHistory();
  } catch {
    // Rows that do not go in (a repeated key) or a journal that does not play back spoil the
    // save: the seed again.
    resetDb();
    return false;
  }
  return true;
}
