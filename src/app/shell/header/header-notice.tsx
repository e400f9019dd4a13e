import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import styles from './header-notice.module.css';

export interface HeaderNoticeProps {
  main: string;
}

/** The header notification shown when the site is not on its main domain. */
export function HeaderNotice({ main }: HeaderNoticeProps) {
  const { t } = useTranslation();
  return (
    <p className={styles.notice} role="note">
      <Icon name="info" size={16} />
      {main ? t('shell.headerNotice.text', { main }) : t('shell.headerNotice.textNoMain')}
    </p>
  );
}
