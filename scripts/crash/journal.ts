// What the crash loop's clients asked for and the answer each request finally got, kept to be
// compared with the database afterwards. Amounts are integer cents; every deposit and withdrawal
// of a player has an amount of its own, so its payment row can be found by it.
export type Outcome = 'success' | 'refused' | 'unanswered';

interface Keyed {
  username: string;
  /** The Idempotency-Key every attempt of the request carried. */
  key: string;
  outcome: Outcome;
}

export interface DepositRecord extends Keyed {
  cents: number;
  /** The reference in the payment page's address the success answer carried. */
  ref: string | null;
  /** The payment page's confirm was answered (the deposit is settled). */
  confirmed: boolean;
}

export interface WithdrawalRecord extends Keyed {
  cents: number;
}

export interface CancelRecord extends Keyed {
  /** The amount of the withdrawal taken back. */
  withdrawalCents: number;
}

/** A call of the game provider to the casino's wallet, by the provider's own transaction id. */
export interface WalletRecord {
  username: string;
  call: 'bet' | 'win' | 'rollback';
  transactionId: string;
  roundId: string;
  cents: number;
  /** The wallet's status (OK or its error's code), or `unanswered`. */
  status: string;
}

/** A spin asked by the game page: the page has no id for it, so it is never sent twice. */
export interface PageSpinRecord {
  username: string;
  gameCode: string;
  outcome: 'spun' | 'refused' | 'unknown';
}

export interface Journal {
  deposits: DepositRecord[];
  withdrawals: WithdrawalRecord[];
  cancels: CancelRecord[];
  wallet: WalletRecord[];
  pageSpins: PageSpinRecord[];
}

export const newJournal = (): Journal => ({
  deposits: [],
  withdrawals: [],
  cancels: [],
  wallet: [],
  pageSpins: [],
});
