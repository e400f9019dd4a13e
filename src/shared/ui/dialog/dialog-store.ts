import type { Game, PaymentMethod, Popup, Promotion, Transaction } from '@generated/api/model';
import { createStore, useStore } from '@/shared/store/create-store';

/**
 * Every dialog of the site and the data it opens with; the app's dialog host maps a name to
 * its component. `openDialog('promotion', promotion)` is checked when compiled, so a dialog never
 * re-checks its data by hand.
 */
export interface DialogData {
  login: undefined;
  register: undefined;
  recovery: undefined;
  changePassword: undefined;
  smsVerification: undefined;
  phoneVerification: undefined;
  notifications: undefined;
  promotion: Promotion;
  // The payment method's id, type and title. Without a method (the play bar's Deposit) it lists
  // them first.
  deposit: PaymentDialogData | undefined;
  withdraw: PaymentDialogData | undefined;
  imagePopup: Popup;
  play: Game;
  // Financial Activities: the pending withdrawal to cancel, once confirmed.
  cancelWithdraw: Transaction;
  // The reality check reads the session's figures itself; it carries which check it is, so that
  // answering it (not merely showing it) counts it as seen.
  realityCheck: RealityCheckData;
}

export type DialogName = keyof DialogData;

/** A reality check: the session it belongs to and how many intervals have passed in it. */
export interface RealityCheckData {
  startedAt: string;
  checks: number;
}

/** What opens a dynamic deposit or withdraw dialog: the payment method's id, type and title. */
export type PaymentDialogData = Pick<PaymentMethod, 'id' | 'type' | 'title'>;

export type OpenDialog = { [N in DialogName]: { name: N; data: DialogData[N] } }[DialogName];

// A dialog whose data may be absent is opened with the name alone.
type DataArgument<N extends DialogName> = undefined extends DialogData[N]
  ? [data?: DialogData[N]]
  : [data: DialogData[N]];

const dialogStore = createStore<OpenDialog | null>(null);

/** Opening a dialog closes whichever was open: only one at a time. */
export function openDialog<N extends DialogName>(name: N, ...[data]: DataArgument<N>): void {
  dialogStore.set({ name, data } as OpenDialog);
}

export function closeDialog(name?: DialogName): void {
  dialogStore.set((current) => (name && current?.name !== name ? current : null));
}

export function getOpenDialog(): OpenDialog | null {
  return dialogStore.get();
}

export function useOpenDialog(): OpenDialog | null {
  return useStore(dialogStore);
}

/** Props the dialog host gives a dialog component: the data it was opened with. */
export interface DialogComponentProps<N extends DialogName> {
  data: DialogData[N];
}
