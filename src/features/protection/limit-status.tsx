import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerLimit } from '@generated/api/model';
import { useCancelLimitChange } from '@generated/api/protection/protection';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { limitSaveOutcome } from './limit-save-outcome';
import styles from './limit-status.module.css';

/** A limit's amount as shown: lira, or minutes for the session time. */
export function useLimitAmount() {
  const { t } = useTranslation(['protection']);
  return (limit: Pick<PlayerLimit, 'kind'>, amount: number) =>
    limit.kind === 4 ? t('protection.limits.minutes', { count: amount }) : formatMoney(amount);
}

export interface LimitStatusProps {
  limit: PlayerLimit;
  /** The limit's name, e.g. "Daily deposit limit". */
  name: string;
  /** After a pending change is taken back: the form shows the amount in force again. */
  onCancelled: (amount: number | null) => void;
}

/** Use of one limit this period (a meter when a limit is set), and its pending change. */
export function LimitStatus({ limit, name, onCancelled }: LimitStatusProps) {
  const { t } = useTranslation(['protection']);
  const id = useId();
  const show = useLimitAmount();
  const { mutate, isPending } = useCancelLimitChange({ mutation: { meta: limitSaveOutcome } });
  const cancel = () =>
    mutate(
      { data: { kind: limit.kind, period: limit.period } },
      { onSuccess: () => onCancelled(limit.amount) },
    );

  const usedText =
    limit.amount === null
      ? t('protection.limits.usedNoLimit', { used: show(limit, limit.used) })
      : t('protection.limits.used', {
          used: show(limit, limit.used),
          amount: show(limit, limit.amount),
        });
  return (
    <div className={styles.status}>
      {limit.amount !== null && (
        <meter
          className={styles.meter}
          min={0}
          max={limit.amount}
          low={limit.amount * 0.8}
          high={limit.amount * 0.99}
          optimum={0}
          value={Math.min(limit.used, limit.amount)}
          aria-label={t('protection.limits.usedName', { name })}
          aria-valuetext={usedText}
        />
      )}
      <p className={styles.statusText}>
        {usedText}
        <span className={styles.resets}>
          {' · '}
          {t('protection.limits.resets', { date: formatDateTime(limit.resetsAt) })}
        </span>
      </p>
      {limit.pending && (
        <p className={styles.pending} id={`${id}-pending`}>
          <span>
            {limit.pending.amount === null
              ? t('protection.limits.pendingRemove', {
                  date: formatDateTime(limit.pending.effectiveAt),
                })
              : t('protection.limits.pending', {
                  amount: show(limit, limit.pending.amount),
                  date: formatDateTime(limit.pending.effectiveAt),
                })}
          </span>
          <button
            type="button"
            className={styles.link}
            disabled={isPending}
            aria-busy={isPending || undefined}
            aria-describedby={`${id}-pending`}
            onClick={cancel}
          >
            {t('protection.limits.cancelChange')}
          </button>
        </p>
      )}
    </div>
  );
}
