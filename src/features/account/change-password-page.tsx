import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@/shared/config/constants';
import { useSession } from '@/shared/session/session-machine';
import { Icon } from '@/shared/ui/icon';
import card from './account-card.module.css';
import { ChangePasswordForm } from './change-password-form';

/** /dashboard/change-password. */
export function ChangePasswordPage() {
  const { t } = useTranslation(['account']);
  const session = useSession();
  if (!session) return null;
  return (
    <section className={card.page} aria-labelledby="change-password-title">
      <div className={card.card}>
        <div className={card.header}>
          <span className={card.icon}>
            <Icon name="lock" size={24} />
          </span>
          <div className={card.heading}>
            <h1 id="change-password-title" className={card.title}>
              {t('account.changePassword.title')}
            </h1>
            <p className={card.lead}>
              {t('account.changePassword.lead', { min: PASSWORD_MIN_LENGTH.default })}
            </p>
          </div>
        </div>
        <ChangePasswordForm />
      </div>
    </section>
  );
}
