import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '@/shared/bootstrap/bootstrap-query';
import { formatMoney } from '@/shared/format/money';
import { DialogSidePanel } from '@/shared/ui/dialog/dialog-side-panel';
import styles from './auth-layout.module.css';

export interface AuthLayoutProps {
  /** False for the wide registration form, which needs the whole dialog for its two panels. */
  withArt?: boolean;
  children: ReactNode;
}

/** The login and registration dialogs' two areas: brand art (hidden on small screens) and form. */
export function AuthLayout({ withArt = true, children }: AuthLayoutProps) {
  const { t } = useTranslation(['auth']);
  const trialBonus = useBootstrap()?.trialBonusAmount ?? 0;
  if (!withArt) return <div className={styles.content}>{children}</div>;
  return (
    <div className={styles.layout}>
      <DialogSidePanel
        art="crown"
        title={t('auth.side.title')}
        brandTitle
        text={t('auth.side.text')}
        highlight={
          trialBonus > 0 ? t('auth.side.bonus', { amount: formatMoney(trialBonus) }) : undefined
        }
      />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
