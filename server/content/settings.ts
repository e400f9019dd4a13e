import type { Popup, VideoInfo } from '../../generated/server/model/index.ts';
import type { Db } from '../db/database.ts';

// The single settings of the startup bundle, one row of site_settings each, by name. A setting
// missing from the table reads as its default (nothing offered, nothing shown).
export interface SiteSettings {
  /** The trial bonus offered at registration, in lira; 0 hides the offer. */
  trialBonusAmount: number;
  /** The domain the site moves to next (the home page's domain-change banner). */
  nextDomain: string;
  /** Payment providers' origins a deposit answer may open, besides the site's own. */
  paymentOrigins: string[];
  popup: Popup | null;
  video: VideoInfo | null;
}

export const SETTING_DEFAULTS: SiteSettings = {
  trialBonusAmount: 0,
  nextDomain: '',
  paymentOrigins: [],
  popup: null,
  video: null,
};

export type SettingKey = keyof SiteSettings;

export async function siteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const stored = Object.fromEntries(
    rows.filter(({ key }) => key in SETTING_DEFAULTS).map(({ key, value }) => [key, value]),
  );
  return { ...SETTING_DEFAULTS, ...stored };
}

/** One setting; the trial bonus offer and the payment origins are read on their own elsewhere. */
export async function siteSetting<K extends SettingKey>(db: Db, key: K): Promise<SiteSettings[K]> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? (row.value as SiteSettings[K]) : SETTING_DEFAULTS[key];
}

/** Writes settings (the seed, an operator's change). */
export async function saveSettings(db: Db, settings: Partial<SiteSettings>): Promise<void> {
  const rows = Object.entries(settings).map(([key, value]) => ({
    key,
    value: JSON.stringify(value ?? null),
  }));
  if (!rows.length) return;
  await db
    .insertInto('site_settings')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
    )
    .execute();
}
