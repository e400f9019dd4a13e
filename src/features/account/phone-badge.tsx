import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import styles from './phone-badge.module.css';

export interface PhoneBadgeProps {
  verified: boolean;
}

/** The phone's status badge: 'Verified' or 'Not Verified'. */
export function PhoneBadge({ verified }: PhoneBadgeProps) {
  const { t } = useTranslation(['account']);
  return (
    <span className={verified ? styles.verified : styles.notVerified}>
      <Icon name={verified ? 'check-circle' : 'info'} size={14} />
      {t(verified ? 'account.phone.verified' : 'account.phone.notVerified')}
    </span>
  );
}
