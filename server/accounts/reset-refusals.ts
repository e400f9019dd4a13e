import type { CodeCheck } from './codes.ts';

/** The message of each refused reset code (recovery steps 2 and 3). */
export const RESET_CODE_REFUSALS: Readonly<Record<Exclude<CodeCheck, 'ok'>, string>> = {
  wrong: 'auth:resetCodeWrong',
  expired: 'auth:resetCodeExpired',
  spent: 'auth:resetCodeSpent',
};
