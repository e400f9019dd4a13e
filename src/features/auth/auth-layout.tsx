import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '@/shared/bootstrap/bootstrap-query';
import { formatMoney } from '@/shared/format/money';
import { AuthArt } from './auth-art';
import styles from './auth-layout.module.css';

export interface AuthLayoutProps {
  /** False for the wide registration form, which needs the whole dialog for its two panels. */
  withArt?: boolean;
  children: ReactNode;
}

/** The login and registration dialogs' two areas: brand art (hidden on small screens) and form. */
export function AuthLayout({ withArt = true, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  const trialBonus = useBootstrap()?.trialBonusAmount ?? 0;
  if (!withArt) return <div className={styles.content}>{children}</div>;
  return (
    <div className={styles.layout}>
      <aside className={styles.side} aria-hidden="true">
        <AuthArt className={styles.art} />
        <div className={styles.sideText}>
          <p className={styles.brand}>{t('auth.side.title')}</p>
          <p>{t('auth.side.text')}</p>
          {trialBonus > 0 && (
            <p className={styles.bonus}>
              {t('auth.side.bonus', { amount: formatMoney(trialBonus) })}
            </p>
          )}
        </div>
      </aside>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
