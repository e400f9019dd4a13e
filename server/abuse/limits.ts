// Every rate limit of the server, in one table. A rule counts hits per subject (an account name,
// a client address, a phone, a player) in a window that starts with the subject's first hit; once
// `limit` hits are counted, the next attempt is refused with HTTP 429 until the window ends, or,
// for a rule with a lockout, for the lockout's time. Which answers are hits:
// - `failures`: a refusal (HTTP 200 with `success` false), e.g. a wrong password;
// - `successes`: an answer that did what was asked, e.g. a code that was sent;
// - `answers`: either of those.
// Anything else (a body that breaks the contract, a server error) is not counted. The counters
// live in PostgreSQL (server/abuse/counters.ts), so every server process on the database shares
// them.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface Lockout {
  /** The first lockout; each one that follows in a row lasts twice the one before... */
  firstMs: number;
  /** ...up to this. A whole window without reaching the limit forgets the earlier lockouts. */
  maxMs: number;
}

export interface RateLimitRule {
  counts: 'failures' | 'successes' | 'answers';
  limit: number;
  windowMs: number;
  lockout?: Lockout;
  /** A success clears the subject's counter and its lockouts (the player proved who they are). */
  resetOnSuccess?: boolean;
  /** The 429's message (server/i18n/locales/<language>/limits.json), told the minutes to wait. */
  message: 'limits:login' | 'limits:codeSends' | 'limits:codeGuesses' | 'limits:passwords';
}

/** A short lockout that grows while the failures go on: 1, 2, 4, 8, then 15 minutes at most. */
const SHORT_LOCKOUT: Lockout = { firstMs: MINUTE, maxMs: 15 * MINUTE };

export const RATE_LIMITS = {
  // Login, per account name as typed (any case), whether or not the account exists, so a locked
  // name says nothing about who has an account: 5 failures in 15 minutes lock the name for a
  // short, growing while, never longer than 15 minutes, so an attacker cannot shut a player out
  // for long. Logging in clears it.
  loginAccount: {
    counts: 'failures',
    limit: 5,
    windowMs: 15 * MINUTE,
    lockout: SHORT_LOCKOUT,
    resetOnSuccess: true,
    message: 'limits:login',
  },
  // Login, per client address: 20 failures in 15 minutes, whatever names they tried.
  loginAddress: { counts: 'failures', limit: 20, windowMs: 15 * MINUTE, message: 'limits:login' },
  // SMS codes sent to one phone, whoever asks: 5 an hour.
  codeSendsPhone: { counts: 'successes', limit: 5, windowMs: HOUR, message: 'limits:codeSends' },
  // Codes asked for from one address (SMS and password-reset mail, sent or refused): 20 an hour.
  codeSendsAddress: { counts: 'answers', limit: 20, windowMs: HOUR, message: 'limits:codeSends' },
  // Wrong password-reset codes, per account name: 10 an hour (each code also dies after 5).
  resetCodeAccount: {
    counts: 'failures',
    limit: 10,
    windowMs: HOUR,
    message: 'limits:codeGuesses',
  },
  // Wrong password-reset codes, per address, whatever names they tried: 30 an hour.
  resetCodeAddress: {
    counts: 'failures',
    limit: 30,
    windowMs: HOUR,
    message: 'limits:codeGuesses',
  },
  // Wrong SMS codes, per player: 10 an hour.
  phoneCodePlayer: {
    counts: 'failures',
    limit: 10,
    windowMs: HOUR,
    message: 'limits:codeGuesses',
  },
  // Bonus codes that were refused (unknown, used, expired), per player: 10 an hour.
  bonusCodePlayer: {
    counts: 'failures',
    limit: 10,
    windowMs: HOUR,
    message: 'limits:codeGuesses',
  },
  // Bonus codes that were refused, per address (many accounts, one guesser): 30 an hour.
  bonusCodeAddress: {
    counts: 'failures',
    limit: 30,
    windowMs: HOUR,
    message: 'limits:codeGuesses',
  },
  // The password that confirms a break, a self-exclusion or a password change, per player: as
  // login's account rule (a stolen session must not become a way to guess the password).
  passwordPlayer: {
    counts: 'failures',
    limit: 5,
    windowMs: 15 * MINUTE,
    lockout: SHORT_LOCKOUT,
    resetOnSuccess: true,
    message: 'limits:passwords',
  },
} as const satisfies Record<string, RateLimitRule>;

export type RuleName = keyof typeof RATE_LIMITS;

/** How long the lockout that follows `strikes` earlier ones in a row lasts. */
export function lockoutMs(lockout: Lockout, strikes: number): number {
  return Math.min(lockout.firstMs * 2 ** Math.min(strikes, 30), lockout.maxMs);
}
