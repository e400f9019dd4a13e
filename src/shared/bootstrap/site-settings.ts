import type { Bootstrap, MenuItem } from '@generated/api/model';
import { useBootstrap } from './bootstrap-query';

/** Names of the site settings (bootstrap siteOption) the front end reads. */
export const siteSettingKeys = {
  callCentreForm: 'callcenterform',
  liveChatId: 'livechatid',
  telegram: 'telegram',
  twitter: 'twitter',
  instagram: 'instagram',
  youtube: 'youtube',
  // The sportsbook provider's page for visitors (docs/assumptions.md, Casino and games).
  sportsbookUrl: 'sportsbookurl',
  // The Responsible Gaming page's help links.
  rgHelpline: 'rghelpline',
  rgSelfTest: 'rgselftest',
} as const;

export type SiteSettingKey = (typeof siteSettingKeys)[keyof typeof siteSettingKeys];

/** An active, non-empty setting's value. */
export function siteSetting(bootstrap: Bootstrap | null, key: SiteSettingKey): string | null {
  const option = bootstrap?.siteOption.find((item) => item.key === key && item.status);
  const value = option?.value.trim();
  return value ? value : null;
}

export function useSiteSetting(key: SiteSettingKey): string | null {
  return siteSetting(useBootstrap(), key);
}

const NO_ITEMS: MenuItem[] = [];

export function useMenuItems(): MenuItem[] {
  return useBootstrap()?.menuList ?? NO_ITEMS;
}

/**
 * The site is on its main domain unless the bootstrap names another domain as current. The
 * separate header notification shows only off the main domain.
 */
export function isMainDomain(bootstrap: Bootstrap | null, hostname: string): boolean {
  const current = bootstrap?.domainStatus.current.trim().toLowerCase();
  if (!current) return true;
  const host = hostname.toLowerCase();
  return host === current || host === `www.${current}` || `www.${host}` === current;
}
