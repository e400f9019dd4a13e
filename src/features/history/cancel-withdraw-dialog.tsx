import { useTranslation } from 'react-i18next';
import {
  getGetTransactionHistoryQueryKey,
  useCancelWithdraw,
} from '@generated/api/history/history';
import { getGetBalanceQueryKey } from '@generated/api/user/user';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { closeDialog, type DialogComponentProps } from '@/shared/ui/dialog/dialog-store';
import styles from './cancel-withdraw-dialog.module.css';

/**
 * Financial Activities' "Cancel" on a pending withdrawal, confirmed first. Afterwards the list
 * (its row's status), the balance and the totals refresh; a refusal shows the server's message.
 */
export function CancelWithdrawDialog({ data: row }: DialogComponentProps<'cancelWithdraw'>) {
  const { t } = useTranslation(['history', 'overlays']);
  // Whatever the answer, the list shows the row as the server now has it.
  const { mutate, isPending } = useCancelWithdraw({
    mutation: {
      meta: {
        errorToast: true,
        successToast: true,
        invalidates: [getGetTransactionHistoryQueryKey().slice(0, 2), getGetBalanceQueryKey()],
      },
    },
  });
  const confirm = () =>
    mutate({ data: { id: row.id } }, { onSettled: () => closeDialog('cancelWithdraw') });

  return (
    <Dialog name="cancelWithdraw" title={t('history.financial.cancelTitle')}>
      <div className={styles.confirm}>
        <p>
          {t('history.financial.cancelText', {
            amount: formatMoney(row.amount),
            date: formatDateTime(row.time),
          })}
        </p>
        <div className={styles.confirmActions}>
          <button
            type="button"
            className={styles.secondaryAction}
            onClick={() => closeDialog('cancelWithdraw')}
          >
            {t('history.financial.cancelKeep')}
          </button>
          <button
            type="button"
            className={styles.dangerAction}
            disabled={isPending}
            aria-busy={isPending || undefined}
            onClick={confirm}
          >
            {t('history.financial.cancelConfirm')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
