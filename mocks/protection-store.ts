import {
  RealityCheckMinutes,
  type LimitChange,
  type LimitKind,
  type LimitPeriod,
} from '@generated/api/model';
import { isBlocked, type BlockKind } from '../domain/breaks.ts';
import type { LimitSetting } from '../domain/limits.ts';
import { db, type LimitKey } from './db';

// Each player's protection state in the mock database (model `protection`): limits, pending
// changes, reality-check interval, break or exclusion and the alerts already sent. Lists and
// limits are stored as JSON text; this file turns them into plain objects and back.

export interface ProtectionState {
  limits: Partial<Record<LimitKey, LimitSetting>>;
  changes: LimitChange[];
  realityCheckMinutes: RealityCheckMinutes;
  depositLimitEverSet: boolean;
  /** A break or an exclusion: no login until then. */
  blockedUntil: string | null;
  blockKind: BlockKind | null;
  /** Alerts already sent, by limit, period start and percent (each goes once). */
  alerted: string[];
  /** The language of the player's last protection call, for messages sent unasked. */
  locale?: 'tr' | 'en';
}

export const keyOf = (kind: LimitKind, period: LimitPeriod): LimitKey => `${kind}-${period}`;
const byUsername = (username: string) => ({ where: { username: { equals: username } } });

type ProtectionEntity = NonNullable<ReturnType<typeof db.protection.findFirst>>;

function entityOf(username: string): ProtectionEntity {
  return (
    db.protection.findFirst(byUsername(username)) ??
    db.protection.create({
      username,
      limits: '{}',
      changes: '[]',
      realityCheckMinutes: RealityCheckMinutes.Off,
      depositLimitEverSet: false,
      blockedUntil: null,
      blockKind: null,
      alerted: [],
      locale: null,
    })
  );
}

function stateOf(entity: ProtectionEntity): ProtectionState {
  return {
    limits: JSON.parse(entity.limits) as ProtectionState['limits'],
    changes: JSON.parse(entity.changes) as LimitChange[],
    realityCheckMinutes: entity.realityCheckMinutes,
    depositLimitEverSet: entity.depositLimitEverSet,
    blockedUntil: entity.blockedUntil,
    blockKind: entity.blockKind,
    alerted: [...entity.alerted],
    ...(entity.locale ? { locale: entity.locale } : {}),
  };
}

/** The player's state as a plain copy, to change and `save`. */
export function load(username: string): ProtectionState {
  return stateOf(entityOf(username));
}

/** Writes the fields given (the others stay as they are). */
export function save(username: string, state: Partial<ProtectionState>): void {
  entityOf(username);
  const { limits, changes, alerted, locale, ...plain } = state;
  db.protection.update({
    ...byUsername(username),
    data: {
      ...plain,
      ...(limits ? { limits: JSON.stringify(limits) } : {}),
      ...(changes ? { changes: JSON.stringify(changes) } : {}),
      ...(alerted ? { alerted: [...alerted] } : {}),
      ...('locale' in state ? { locale: locale ?? null } : {}),
    },
  });
}

const STATE_FIELDS = [
  'limits',
  'changes',
  'realityCheckMinutes',
  'depositLimitEverSet',
  'blockedUntil',
  'blockKind',
  'alerted',
  'locale',
] as const satisfies ReadonlyArray<keyof ProtectionState>;

/**
 * The player's protection state, read from the database each time a field is read. Setting a
 * field (e.g. `protectionOf(name).realityCheckMinutes = 15`) writes it to the database; the lists
 * and limits it gives are copies, which change only through protection.ts's functions.
 */
export function protectionOf(username: string): ProtectionState {
  entityOf(username);
  const view = {} as ProtectionState;
  for (const field of STATE_FIELDS) {
    Object.defineProperty(view, field, {
      enumerable: true,
      get: () => load(username)[field],
      set: (value: unknown) => save(username, { [field]: value }),
    });
  }
  return view;
}

/** Starts a break or an exclusion: the player cannot log in until `until`. */
export function block(username: string, kind: BlockKind, until: number): ProtectionState {
  save(username, { blockedUntil: new Date(until).toISOString(), blockKind: kind });
  return protectionOf(username);
}

/** The player's state when a break or an exclusion runs now; null when none does. */
export function blockedUntil(username: string, now: number): ProtectionState | null {
  const entity = db.protection.findFirst(byUsername(username));
  return entity && isBlocked(entity.blockedUntil, now) ? protectionOf(username) : null;
}
