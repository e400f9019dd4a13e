import { useTranslation } from 'react-i18next';
import { useRealtimeConnectionState } from '@/shared/realtime/connection-state';
import styles from './realtime-status.module.css';

/**
 * Tells a player, in a small chip over the page's bottom edge, that live updates are reconnecting.
 * Nothing else about the connection is shown: a failure stays silent. The live region is always
 * in the page, so a screen reader hears the text when it appears; the chip takes no room.
 */
export function RealtimeStatus() {
  const { t } = useTranslation(['overlays']);
  const reconnecting = useRealtimeConnectionState() === 'reconnecting';
  return (
    <div role="status" className={styles.region}>
      {reconnecting && (
        <span className={styles.chip}>
          <span className={styles.dot} aria-hidden="true" />
          {t('overlays.realtime.reconnecting')}
        </span>
      )}
    </div>
  );
}
