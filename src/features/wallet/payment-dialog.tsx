import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransactionType } from '@generated/api/model';
import { getGetPaymentDetailQueryOptions } from '@generated/api/payment/payment';
import { PAYMENT_FAILURE_CLOSE_MS } from '@/shared/config/constants';
import { errorMessage } from '@/shared/http/error-message';
import { showToast } from '@/shared/toast/toast';
import { Dialog } from '@/shared/ui/dialog/dialog';
import {
  closeDialog,
  type DialogComponentProps,
  type PaymentDialogData,
} from '@/shared/ui/dialog/dialog-store';
import { Spinner } from '@/shared/ui/spinner';
import styles from './payment-dialog.module.css';
import { buildPaymentForm } from './payment-form/payment-schema';
import { PaymentFormView } from './payment-form-view';
import { PaymentMethodList } from './payment-methods-page';
import { PhoneVerifyNotice } from './phone-verify-notice';

interface PaymentDialogProps extends DialogComponentProps<'deposit' | 'withdraw'> {
  name: 'deposit' | 'withdraw';
}

/**
 * The dynamic deposit and withdraw dialogs, titled by the method. Opened without a method (the
 * play bar's Deposit), the deposit dialog 'Deposit Money' lists the methods first.
 */
export function PaymentDialog({ data, name }: PaymentDialogProps) {
  const { t } = useTranslation(['overlays', 'wallet']);
  const [chosen, setChosen] = useState<PaymentDialogData | null>(null);
  const method = data ?? chosen;
  if (method) return <PaymentDialogBody key={method.id} method={method} />;
  return (
    <Dialog name={name} title={t(`overlays.dialogs.${name}`)} size="wide">
      <div className={styles.stack}>
        <PhoneVerifyNotice heading="h3" />
        <PaymentMethodList
          type={name === 'withdraw' ? TransactionType.Withdraw : TransactionType.Deposit}
          onChoose={setChosen}
        />
      </div>
    </Dialog>
  );
}

export function DepositDialog(props: DialogComponentProps<'deposit'>) {
  return <PaymentDialog {...props} name="deposit" />;
}

export function WithdrawDialog(props: DialogComponentProps<'withdraw'>) {
  return <PaymentDialog {...props} name="withdraw" />;
}

interface PaymentDialogBodyProps {
  method: PaymentDialogData;
}

function PaymentDialogBody({ method }: PaymentDialogBodyProps) {
  const { t } = useTranslation(['overlays', 'wallet']);
  const name = method.type === TransactionType.Withdraw ? 'withdraw' : 'deposit';
  const detail = useQuery({
    ...getGetPaymentDetailQueryOptions({ id: method.id, type: method.type }),
    retry: false,
    staleTime: 0,
  });
  const fields = detail.data?.data;
  const empty = detail.isSuccess && (!fields || fields.length === 0);

  // The detail call failing or empty: the error, and the dialog closes after about 100 ms.
  useEffect(() => {
    if (!detail.isError && !empty) return;
    void showToast.error(
      detail.isError ? errorMessage(detail.error, t) : t('wallet.payment.noData'),
    );
    const timer = setTimeout(() => closeDialog(name), PAYMENT_FAILURE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [detail.isError, detail.error, empty, name, t]);

  const form = useMemo(
    () => (fields && fields.length > 0 ? buildPaymentForm(fields) : null),
    [fields],
  );

  return (
    <Dialog name={name} title={method.title}>
      {form ? (
        <PaymentFormView method={method} form={form} />
      ) : (
        <div className={styles.loading} role="status">
          <Spinner />
          <span className={styles.visuallyHidden}>{t('wallet.payment.loading')}</span>
        </div>
      )}
    </Dialog>
  );
}
