import type { RuleName } from './limits.ts';

// Which rate limits each operation is counted by (POST operations, by their path in the
// contract), and the subject each counts: the account name or the phone in the body, the client
// address, or the player behind the session.
export type SubjectKind = 'username' | 'phone' | 'address' | 'player';
export type Counted = ReadonlyArray<readonly [RuleName, SubjectKind]>;

type Body = Record<string, unknown>;

const resetCodeGuess: Counted = [
  ['resetCodeAccount', 'username'],
  ['resetCodeAddress', 'address'],
];
const passwordConfirmation: Counted = [['passwordPlayer', 'player']];

export const GUARDED_OPERATIONS: Readonly<Record<string, (body: Body) => Counted>> = {
  '/auth/login': () => [
    ['loginAccount', 'username'],
    ['loginAddress', 'address'],
  ],
  '/auth/sendresetpassword': () => [['codeSendsAddress', 'address']],
  '/auth/checkresetcode': () => resetCodeGuess,
  '/auth/changepasswordwithcode': () => resetCodeGuess,
  // Step 1 texts a code to the phone; step 2 checks the code the player typed.
  '/customer/updatephone': (body) =>
    body.step === 2
      ? [['phoneCodePlayer', 'player']]
      : [
          ['codeSendsPhone', 'phone'],
          ['codeSendsAddress', 'address'],
        ],
  '/bonus/claimcode': () => [
    ['bonusCodePlayer', 'player'],
    ['bonusCodeAddress', 'address'],
  ],
  '/protection/break': () => passwordConfirmation,
  '/protection/exclude': () => passwordConfirmation,
  '/customer/changepassword': () => passwordConfirmation,
};
