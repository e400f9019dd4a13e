import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RealityCheckMinutes } from '@generated/api/model';
import { getGetLimitsQueryKey, useSetRealityCheck } from '@generated/api/protection/protection';
import { errorMessage } from '@/shared/http/error-message';
import { showToast } from '@/shared/toast/toast';
import styles from './protection.module.css';

const CHOICES = Object.values(RealityCheckMinutes);

/** "Remind me every": the reality-check interval, saved as soon as it is chosen. */
export function RealityCheckSetting({ minutes }: { minutes: RealityCheckMinutes }) {
  const { t } = useTranslation(['protection']);
  const id = useId();
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useSetRealityCheck();

  async function choose(value: RealityCheckMinutes) {
    try {
      const envelope = await mutateAsync({ data: { minutes: value } });
      if (envelope.message) void showToast.success(envelope.message);
    } catch (error) {
      void showToast.error(errorMessage(error, t));
    } finally {
      void queryClient.invalidateQueries({ queryKey: getGetLimitsQueryKey() });
    }
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('protection.reality.title')}
      </h2>
      <p className={styles.text}>{t('protection.reality.text')}</p>
      <label htmlFor={`${id}-select`} className={styles.label}>
        {t('protection.reality.remindEvery')}
      </label>
      <select
        id={`${id}-select`}
        className={styles.select}
        value={minutes}
        disabled={isPending}
        onChange={(event) => void choose(Number(event.target.value) as RealityCheckMinutes)}
      >
        {CHOICES.map((value) => (
          <option key={value} value={value}>
            {value === 0
              ? t('protection.reality.off')
              : t('protection.reality.minutes', { count: value })}
          </option>
        ))}
      </select>
    </section>
  );
}
