import { ProcessingStatus, TransactionStatus, TransactionType, WinBet } from '@generated/api/model';
import type { BadgeTone } from './status-badge';

// The contract's enumerations as the member area shows them: each value's badge colour (its text
// comes from the history namespace: history.transactionStatus.<value> and the like).

export const transactionStatusTone: Record<TransactionStatus, BadgeTone> = {
  [TransactionStatus.None]: 'neutral',
  [TransactionStatus.Confirmed]: 'good',
  [TransactionStatus.Pending]: 'waiting',
  [TransactionStatus.Merged]: 'neutral',
  [TransactionStatus.Rejected]: 'bad',
  [TransactionStatus.Cancelled]: 'bad',
  [TransactionStatus.Created]: 'waiting',
};

export const processingStatusTone: Record<ProcessingStatus, BadgeTone> = {
  [ProcessingStatus.Processing]: 'good',
  [ProcessingStatus.Completed]: 'neutral',
  [ProcessingStatus.Cancelled]: 'bad',
  [ProcessingStatus.Expired]: 'bad',
};

export const winBetTone: Record<WinBet, BadgeTone> = {
  [WinBet.Win]: 'good',
  [WinBet.Bet]: 'neutral',
};

/** The Type filter's choices (the enumeration's All, Deposit, Withdraw). */
export const transactionTypes = Object.values(TransactionType);
export const transactionStatuses = Object.values(TransactionStatus);
