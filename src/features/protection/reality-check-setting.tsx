import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RealityCheckMinutes } from '@generated/api/model';
import { getGetLimitsQueryKey, useSetRealityCheck } from '@generated/api/protection/protection';
import styles from './protection.module.css';

const CHOICES = Object.values(RealityCheckMinutes);

export interface RealityCheckSettingProps {
  minutes: RealityCheckMinutes;
}

/** "Remind me every": the reality-check interval, saved as soon as it is chosen. */
export function RealityCheckSetting({ minutes }: RealityCheckSettingProps) {
  const { t } = useTranslation(['protection']);
  const id = useId();
  // The server's message as a success or error toast; the limits then show what it kept.
  const { mutate, isPending } = useSetRealityCheck({
    mutation: {
      meta: { errorToast: true, successToast: true, invalidates: [getGetLimitsQueryKey()] },
    },
  });
  const choose = (value: RealityCheckMinutes) => mutate({ data: { minutes: value } });

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
        onChange={(event) => choose(Number(event.target.value) as RealityCheckMinutes)}
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
