import { useTranslation } from 'react-i18next';
import { useGetPlaySession } from '@generated/api/protection/protection';
import { Icon } from '@/shared/ui/icon';
import { useNow } from '@/shared/ui/use-now';
import { formatPlayTime } from './play-time';
import styles from './session-clock.module.css';

/** Time since login, from the server's session start, in the header: how long a player plays. */
export function SessionClock() {
  const { t } = useTranslation(['protection']);
  const session = useGetPlaySession({ query: { staleTime: Infinity } });
  const startedAt = session.data?.data?.startedAt;
  const now = useNow(1000);
  const text = startedAt ? formatPlayTime(now - Date.parse(startedAt)) : '0:00:00';
  return (
    <span className={styles.clock} title={t('protection.clock.label')}>
      <Icon name="clock" size={16} />
      <span role="timer" aria-label={t('protection.clock.label')} className={styles.clockTime}>
        {text}
      </span>
    </span>
  );
}
