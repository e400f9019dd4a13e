import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { GetPaymentMethodsType, TransactionType, type PaymentMethod } from '@generated/api/model';
import { getGetPaymentMethodsQueryOptions } from '@generated/api/payment/payment';
import { paths } from '@/shared/config/paths';
import { formatMoney } from '@/shared/format/money';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import type { PaymentDialogData } from '@/shared/ui/dialog/dialog-store';
import { SectionEmpty, SectionError } from '@/shared/ui/section-state';
import styles from './payment-methods-page.module.css';
import { PhoneVerifyNotice } from './phone-verify-notice';

const skeletons = [0, 1, 2];

export interface PaymentMethodListProps {
  type: TransactionType;
  onChoose: (method: PaymentDialogData) => void;
}

/** The methods of one direction as cards; choosing one calls `onChoose`. */
export function PaymentMethodList({ type, onChoose }: PaymentMethodListProps) {
  const { t } = useTranslation(['common', 'wallet']);
  const withdraw = type === TransactionType.Withdraw;
  const methods = useQuery(
    getGetPaymentMethodsQueryOptions({
      type: withdraw ? GetPaymentMethodsType.Withdraw : GetPaymentMethodsType.Deposit,
    }),
  );
  const list = methods.data?.data ?? [];

  if (methods.isError) {
    return <SectionError text={t('wallet.methods.error')} onRetry={() => void methods.refetch()} />;
  }
  if (!methods.data) {
    return (
      <div role="status">
        <span className={styles.visuallyHidden}>{t('wallet.methods.loading')}</span>
        <ul className={styles.grid} aria-hidden="true">
          {skeletons.map((index) => (
            <li key={index} className={styles.skeleton} />
          ))}
        </ul>
      </div>
    );
  }
  if (list.length === 0) {
    return (
      <SectionEmpty icon={withdraw ? 'withdraw' : 'deposit'} text={t('wallet.methods.empty')} />
    );
  }
  return (
    <ul className={styles.grid} aria-label={t('wallet.methods.listLabel')}>
      {list.map((method: PaymentMethod) => (
        <li key={method.id}>
          <button
            type="button"
            className={styles.method}
            onClick={() => onChoose({ id: method.id, type, title: method.title })}
          >
            <span className={styles.logo}>
              {method.logoUrl ? (
                <img src={method.logoUrl} alt="" width={160} height={96} loading="lazy" />
              ) : (
                <span className={styles.logoText}>{method.title}</span>
              )}
            </span>
            <span className={styles.title}>{method.title}</span>
            <span className={styles.limits}>
              {t('wallet.methods.limits', {
                min: formatMoney(method.minAmount),
                max: formatMoney(method.maxAmount),
              })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * /dashboard/deposit and /dashboard/withdraw: the player's methods; each opens the
 * dynamic dialog with its id, type and title.
 */
export function PaymentMethodsPage() {
  const { t } = useTranslation(['common', 'wallet']);
  const { pathname } = useLocation();
  const withdraw = pathname === paths.withdraw;
  const type = withdraw ? TransactionType.Withdraw : TransactionType.Deposit;
  return (
    <section className={styles.page} aria-labelledby="payment-methods-title">
      <h1 id="payment-methods-title" className={styles.heading}>
        {t(withdraw ? 'routes.withdraw' : 'routes.deposit')}
      </h1>
      <p className={styles.lead}>
        {t(withdraw ? 'wallet.methods.withdrawLead' : 'wallet.methods.depositLead')}
      </p>
      <PhoneVerifyNotice />
      <PaymentMethodList
        type={type}
        onChoose={(method) => openDialog(withdraw ? 'withdraw' : 'deposit', method)}
      />
    </section>
  );
}
