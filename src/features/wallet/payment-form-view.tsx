import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TransactionType } from '@generated/api/model';
import { useDeposit, useWithdraw } from '@generated/api/payment/payment';
import { getGetBalanceQueryKey } from '@generated/api/user/user';
import { getBootstrapData } from '@/shared/bootstrap/bootstrap-query';
import { WITHDRAW_SUCCESS_CLOSE_MS } from '@/shared/config/constants';
import { SubmitButton } from '@/shared/forms/submit-button';
import { useContractForm, useSubmitOnce } from '@/shared/forms/use-contract-form';
import { notificationsQueryOptions } from '@/shared/notifications/notifications-query';
import { answerOrNothing, type MutationOutcome } from '@/shared/toast/mutation-outcome';
import { closeDialog, type PaymentDialogData } from '@/shared/ui/dialog/dialog-store';
import { checkoutAddress } from './checkout-address';
import { DepositAllowance } from './deposit-allowance';
import styles from './payment-dialog.module.css';
import { PaymentFieldInput } from './payment-field-input';
import { paymentDefaults, paymentDetail, type PaymentForm } from './payment-form/payment-schema';

type Outcome =
  { kind: 'redirect'; url: string; message: string } | { kind: 'message'; message: string };

export interface PaymentFormViewProps {
  method: PaymentDialogData;
  form: PaymentForm;
}

// A refusal shows the server's message; a payment changes the balance and brings a
// notification, and nothing else is stale.
const paymentOutcome = {
  errorToast: true,
  invalidates: [getGetBalanceQueryKey(), notificationsQueryOptions().queryKey],
} as const satisfies MutationOutcome;

/**
 * A payment method's fields, every one required: the submit button stays disabled while the form
 * is invalid. A withdrawal says it is done and closes; a deposit shows the server's answer and
 * opens its payment page, when it has one, in a new tab.
 */
export function PaymentFormView({ method, form }: PaymentFormViewProps) {
  const { t } = useTranslation(['overlays', 'wallet']);
  const queryClient = useQueryClient();
  const withdrawing = method.type === TransactionType.Withdraw;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const methods = useContractForm(form.schema, paymentDefaults(form.fields));
  const deposit = useDeposit({ mutation: { meta: paymentOutcome } });
  const withdraw = useWithdraw({
    mutation: { meta: { ...paymentOutcome, successToast: 'wallet.payment.done' } },
  });

  // A double click pays once.
  const submit = useSubmitOnce(methods, async (values) => {
    const data = {
      id: method.id,
      target: 'pay' as const,
      detail: paymentDetail(values, form.fields),
    };
    const answer = await answerOrNothing((withdrawing ? withdraw : deposit).mutateAsync({ data }));
    if (!answer) return;
    if (withdrawing) {
      setTimeout(() => closeDialog('withdraw'), WITHDRAW_SUCCESS_CLOSE_MS);
      return;
    }
    // Only a payment page on the site or on a payment provider's origin the site settings list
    // opens; any other address is no address, and the server's message shows.
    const message = answer.message ?? '';
    const paymentOrigins = getBootstrapData(queryClient)?.paymentOrigins;
    const checkout = checkoutAddress(answer.data, paymentOrigins);
    if (checkout) {
      window.open(checkout, '_blank', 'noopener');
      setOutcome({ kind: 'redirect', url: checkout, message });
    } else {
      setOutcome({ kind: 'message', message });
    }
  });

  if (outcome) return <PaymentOutcome outcome={outcome} />;

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

interface PaymentOutcomeProps {
  outcome: Outcome;
}

/** A deposit's answer: the server's message, and the way to its payment page when it has one. */
function PaymentOutcome({ outcome }: PaymentOutcomeProps) {
  const { t } = useTranslation(['wallet']);
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
