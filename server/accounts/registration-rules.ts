import type { RegisterRequest } from '../../generated/server/model/registerRequest.ts';

// The registration rules the contract's schema cannot say: the two passwords match, the birth
// date is a real day written the same in `birthDate` and its three parts, and the player is 18
// or older on the site's calendar (Europe/Istanbul). Pure: `now` is a parameter.
export const MINIMUM_AGE = 18;

export type RegistrationProblem = 'passwordMismatch' | 'birthDateInvalid' | 'underage';

/** The day `now` falls on in the site's time zone, as YYYY-MM-DD. */
export function siteDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function isRealDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day;
}

export function registrationProblem(
  body: Pick<
    RegisterRequest,
    'password' | 'password2' | 'birthDate' | 'birthDateDay' | 'birthDateMonth' | 'birthDateYear'
  >,
  now: Date,
): RegistrationProblem | null {
  if (body.password !== body.password2) return 'passwordMismatch';
  const parts = `${body.birthDateYear}-${body.birthDateMonth}-${body.birthDateDay}`;
  const today = siteDay(now);
  if (body.birthDate !== parts || !isRealDay(parts) || parts < '1900-01-01' || parts > today)
    return 'birthDateInvalid';
  // The day they turn 18 (29 February counts from 1 March in a year without one).
  const adult = `${Number(body.birthDateYear) + MINIMUM_AGE}${parts.slice(4)}`;
  return adult <= today ? null : 'underage';
}
