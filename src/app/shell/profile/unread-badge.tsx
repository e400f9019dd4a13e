import { useTranslation } from 'react-i18next';
import { badgeCount } from '@/shared/format/badge-count';
import styles from './profile-menu.module.css';

export interface UnreadBadgeProps {
  count: number;
  /**
   * Inside a control: the id its aria-describedby points at, so the control keeps its own name
   * and screen readers hear the count as its description.
   */
  descriptionId?: string;
}

/** The unread badge: '3', or '9+' from 9 on . */
export function UnreadBadge({ count, descriptionId }: UnreadBadgeProps) {
  const { t } = useTranslation(['mobile']);
  if (count <= 0) return null;
  const text = t('mobile.profile.unread', { count });
  return (
    <>
      <span className={styles.badge} aria-hidden="true">
        {badgeCount(count)}
      </span>
      {descriptionId ? (
        <span id={descriptionId} hidden>
          {text}
        </span>
      ) : (
        <span className={styles.srOnly}>{text}</span>
      )}
    </>
  );
}
