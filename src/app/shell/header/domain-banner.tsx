import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Domains } from '@generated/api/model';
import { BANNER_COLLAPSE_DELAY_MS, BANNER_TEXT_LOOP_S } from '@/shared/config/constants';
import { readString, storageKeys, writeString } from '@/shared/store/local-store';
import { IconButton } from '@/shared/ui/icon-button';
import styles from './domain-banner.module.css';

type BannerState = 'shown' | 'collapsing' | 'gone';

/**
 * The domain-change banner of the home route: the current and next domain in a 20 s text loop;
 * closing it stores `topNotifyRead`, collapses it and removes it after 500 ms.
 */
export interface DomainBannerProps {
  domains: Domains;
}

export function DomainBanner({ domains }: DomainBannerProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<BannerState>(() =>
    readString(storageKeys.topNotifyRead) === 'true' ? 'gone' : 'shown',
  );

  useEffect(() => {
    if (state !== 'collapsing') return;
    const timer = setTimeout(() => setState('gone'), BANNER_COLLAPSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (state === 'gone' || !domains.current || !domains.next) return null;
  const text = t('shell.domainBanner.text', { current: domains.current, next: domains.next });
  return (
    <section
      className={styles.banner}
      data-state={state}
      aria-label={t('shell.domainBanner.label')}
      style={{ '--collapse-ms': `${BANNER_COLLAPSE_DELAY_MS}ms` } as CSSProperties}
    >
      <div className={styles.track}>
        <p className={styles.text} style={{ animationDuration: `${BANNER_TEXT_LOOP_S}s` }}>
          {text}
        </p>
      </div>
      <IconButton
        icon="close"
        iconSize={16}
        className={styles.close}
        label={t('shell.domainBanner.close')}
        onClick={() => {
          writeString(storageKeys.topNotifyRead, 'true');
          setState('collapsing');
        }}
      />
    </section>
  );
}
