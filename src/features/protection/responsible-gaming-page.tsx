import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetLimits } from '@generated/api/protection/protection';
import { useSiteSetting, siteSettingKeys } from '@/shared/bootstrap/site-settings';
import { paths } from '@/shared/config/paths';
import { externalHref } from '@/shared/navigation/safe-url';
import { PageError } from '@/shared/ui/page-state';
import { ClosureForm } from './closure-form';
import { LimitCard, SessionLimitCard } from './limit-card';
import { LimitHistory } from './limit-history';
import styles from './protection.module.css';
import { RealityCheckSetting } from './reality-check-setting';

const FINANCIAL_KINDS = [1, 2, 3] as const;

/**
 * /dashboard/responsible-gaming, the player-protection page: limits with their use this period,
 * pending changes, the change history, the reality-check interval, a break, self-exclusion and
 * help links.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation(['common', 'protection']);
  const id = useId();
  const query = useGetLimits();
  const data = query.data?.data;

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('routes.responsibleGaming')}
      </h1>
      <p className={styles.intro}>{t('protection.intro')}</p>
      {query.isError ? (
        <PageError level={2} title={t('page.errorTitle')} query={query} />
      ) : !data ? (
        <div className={styles.grid} role="status" aria-label={t('app.loading')}>
          {FINANCIAL_KINDS.map((kind) => (
            <div key={kind} className={styles.cardSkeleton} />
          ))}
        </div>
      ) : (
        <>
          <div className={styles.grid}>
            {FINANCIAL_KINDS.map((kind) => (
              <LimitCard
                key={kind}
                kind={kind}
                limits={data.limits.filter((limit) => limit.kind === kind)}
              />
            ))}
            <SessionLimitCard limit={data.limits.find((limit) => limit.kind === 4)} />
          </div>
          <RealityCheckSetting minutes={data.realityCheckMinutes} />
        </>
      )}
      <LimitHistory />
      <div className={styles.grid}>
        <ClosureForm kind="break" />
        <ClosureForm kind="exclusion" />
      </div>
      <HelpLinks />
    </section>
  );
}

function HelpLinks() {
  const { t } = useTranslation(['protection']);
  const id = useId();
  const helpline = externalHref(useSiteSetting(siteSettingKeys.rgHelpline));
  const selfTest = externalHref(useSiteSetting(siteSettingKeys.rgSelfTest));
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('protection.help.title')}
      </h2>
      <ul className={styles.helpLinks}>
        {helpline && (
          <li>
            <a href={helpline} target="_blank" rel="noopener noreferrer">
              {t('protection.help.helpline')}
            </a>
          </li>
        )}
        {selfTest && (
          <li>
            <a href={selfTest} target="_blank" rel="noopener noreferrer">
              {t('protection.help.selfTest')}
            </a>
          </li>
        )}
        <li>
          <Link to={paths.gameHistory}>{t('protection.help.history')}</Link>
        </li>
        <li>
          <Link to={paths.sessionHistory}>{t('protection.help.sessions')}</Link>
        </li>
      </ul>
    </section>
  );
}
