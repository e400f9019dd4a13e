import type { Promotion } from '../../generated/server/model/index.ts';
import type { Db } from '../db/database.ts';
import type { Locale } from '../i18n/i18n.ts';

// The active promotions (/promotions) in one language, in their order. A promotion without a
// text in the language asked for is left out.
export async function activePromotions(db: Db, locale: Locale): Promise<Promotion[]> {
  const rows = await db
    .selectFrom('promotions')
    .innerJoin('promotion_texts', 'promotion_texts.promotion_id', 'promotions.id')
    .select([
      'promotions.id',
      'promotions.url',
      'promotion_texts.title',
      'promotion_texts.image_url',
      'promotion_texts.description',
    ])
    .where('promotions.active', '=', true)
    .where('promotion_texts.locale', '=', locale)
    .orderBy('promotions.position')
    .execute();
  return rows.map(({ id, title, image_url, description, url }) => ({
    id,
    title,
    imageUrl: image_url,
    description,
    ...(url === null ? {} : { url }),
  }));
}
