import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TransactionType } from '@generated/api/model';
import { deposit, getGetPaymentDetailQueryOptions, withdraw } from '@generated/api/payment/payment';
import { getGetBalanceQueryKey } from '@generated/api/user/user';
import { getBootstrapData } from '@/shared/bootstrap/bootstrap-query';
import { PAYMENT_FAILURE_CLOSE_MS, WITHDRAW_SUCCESS_CLOSE_MS } from '@/shared/config/constants';
import { SubmitButton } from '@/shared/forms/submit-button';
import { useSubmitOnce } from '@/shared/forms/use-contract-form';
import { errorMessage } from '@/shared/http/error-message';
import { notificationsQueryOptions } from '@/shared/notifications/notifications-query';
import { showToast } from '@/shared/toast/toast';
import { Dialog } from '@/shared/ui/dialog/dialog';
import {
  closeDialog,
  type DialogComponentProps,
  type PaymentDialogData,
} from '@/shared/ui/dialog/dialog-store';
import { Spinner } from '@/shared/ui/spinner';
import { checkoutAddress } from './checkout-address';
import { DepositAllowance } from './deposit-allowance';
import styles from './payment-dialog.module.css';
import { PaymentFieldInput } from './payment-field-input';
import {
  buildPaymentForm,
  paymentDefaults,
  paymentDetail,
  type PaymentForm,
} from './payment-form/payment-schema';
import { PaymentMethodList } from './payment-methods-page';
import { PhoneVerifyNotice } from './phone-verify-notice';

/**
 * The dynamic deposit and withdraw dialogs (spec 2.6, 4), titled by the method. Opened without a
 * method (the play bar's Deposit), the deposit dialog 'Deposit Money' lists the methods first.
 */
export function PaymentDialog({
  data,
  name,
}: DialogComponentProps<'deposit' | 'withdraw'> & { name: 'deposit' | 'withdraw' }) {
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

function PaymentDialogBody({ method }: { method: PaymentDialogData }) {
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

type Outcome =
  { kind: 'redirect'; url: string; message: string } | { kind: 'message'; message: string };

function PaymentFormView({ method, form }: { method: PaymentDialogData; form: PaymentForm }) {
  const { t } = useTranslation(['overlays', 'wallet']);
  const queryClient = useQueryClient();
  const withdrawing = method.type === TransactionType.Withdraw;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const methods = useForm<Record<string, unknown>, unknown, Record<string, unknown>>({
    resolver: zodResolver(form.schema),
    defaultValues: paymentDefaults(form.fields),
    mode: 'onChange',
  });

  // A double click pays once.
  const submit = useSubmitOnce(methods, async (values) => {
    try {
      const body = {
        id: method.id,
        target: 'pay' as const,
        detail: paymentDetail(values, form.fields),
      };
      const answer = await (withdrawing ? withdraw(body) : deposit(body));
      // A payment changes the balance and brings a notification; nothing else is stale.
      void queryClient.invalidateQueries({ queryKey: getGetBalanceQueryKey() });
      void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey });
      const message = answer.message ?? '';
      if (withdrawing) {
        void showToast.success(message || t('wallet.payment.done'));
        setTimeout(() => closeDialog('withdraw'), WITHDRAW_SUCCESS_CLOSE_MS);
        return;
      }
      // Only a payment page on the site or on a payment provider's origin the site settings list
      // opens; any other address is no address, and the server's message shows.
      const paymentOrigins = getBootstrapData(queryClient)?.paymentOrigins;
      const checkout = checkoutAddress(answer.data, paymentOrigins);
      if (checkout) {
        window.open(checkout, '_blank', 'noopener');
        setOutcome({ kind: 'redirect', url: checkout, message });
      } else {
        setOutcome({ kind: 'message', message });
      }
    } catch (error) {
      void showToast.error(errorMessage(error, t));
    }
  });

  if (outcome) {
    return (
      <div
        className={styles.outcome}
        role="status"
        data-type={outcome.kind === 'redirect' ? 'Iframe' : 'Message'}
      >
        {outcome.message && <p className={styles.outcomeMessage}>{outcome.message}</p>}
        {outcome.kind === 'redirect' && (
          <>
            <p className={styles.outcomeNote}>{t('wallet.payment.redirectNote')}</p>
            <button
              type="button"
              className={styles.primary}
              onClick={() => window.open(outcome.url, '_blank', 'noopener')}
            >
              {t('wallet.payment.continue')}
            </button>
          </>
        )}
        <button type="button" className={styles.secondary} onClick={() => closeDialog()}>
          {t('wallet.payment.done')}
        </button>
      </div>
    );
  }

  return (
    <FormProvider {...methods}>
      <form className={styles.form} noValidate onSubmit={submit}>
        {!withdrawing && <DepositAllowance />}
        {form.fields.map((spec) => (
          <PaymentFieldInput key={spec.key} spec={spec} />
        ))}
        <SubmitButton
          disabled={!methods.formState.isValid}
          loading={methods.formState.isSubmitting}
        >
          {t(withdrawing ? 'wallet.payment.submitWithdraw' : 'wallet.payment.submitDeposit')}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
