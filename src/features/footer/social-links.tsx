import { useTranslation } from 'react-i18next';
import { siteSettingKeys, useSiteSetting } from '@/shared/bootstrap/site-settings';
import { externalHref } from '@/shared/navigation/safe-url';
import { Icon } from '@/shared/ui/icon';
import { Tooltip } from '@/shared/ui/tooltip';
import styles from './social-links.module.css';

const networks = [
  { key: siteSettingKeys.telegram, icon: 'telegram', label: 'footer.social.telegram' },
  { key: siteSettingKeys.twitter, icon: 'twitter', label: 'footer.social.twitter' },
  { key: siteSettingKeys.instagram, icon: 'instagram', label: 'footer.social.instagram' },
  { key: siteSettingKeys.youtube, icon: 'youtube', label: 'footer.social.youtube' },
] as const;

/** The footer's social links; addresses come from the site settings, a missing one is hidden. */
export function SocialLinks() {
  const { t } = useTranslation(['footer']);
  const telegram = useSiteSetting(siteSettingKeys.telegram);
  const twitter = useSiteSetting(siteSettingKeys.twitter);
  const instagram = useSiteSetting(siteSettingKeys.instagram);
  const youtube = useSiteSetting(siteSettingKeys.youtube);
  const addresses = { telegram, twitter, instagram, youtube };
  const links = networks.flatMap((network) => {
    const href = externalHref(addresses[network.key]);
    return href ? [{ ...network, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={styles.social} aria-label={t('footer.social.label')}>
      {links.map((link) => (
        <li key={link.key}>
          <Tooltip text={t(link.label)}>
            <a
              className={styles.socialLink}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(link.label)}
            >
              <Icon name={link.icon} size={20} />
            </a>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
