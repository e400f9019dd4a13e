import type { Promotion } from '../../generated/server/model/index.ts';
import { mockBootstrap } from '../../mocks/data/bootstrap-data.ts';
import enTexts from '../../mocks/data/content/en.json' with { type: 'json' };
import trTexts from '../../mocks/data/content/tr.json' with { type: 'json' };
import {
  categoryPages,
  contentCategories,
  contentPage,
  promotionList,
} from '../../mocks/data/content-data.ts';
import { saveSettings } from '../content/settings.ts';
import type { Db } from '../db/database.ts';
import type { Locale } from '../i18n/i18n.ts';
import type { SeedContext } from './seed-context.ts';

// The site's content as the mock backend serves it, from the mock's own data: the startup
// bundle's settings, menu, sliders and casino categories, the CMS pages and their categories in
// both languages, and the promotions. Only the current domain is not stored: it is the one each
// request is made to.
const LOCALES: Locale[] = ['tr', 'en'];

export async function seedContent({ services }: SeedContext): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    await seedBundle(trx);
    await seedPages(trx);
    await seedPromotions(trx);
  });
}

async function seedBundle(db: Db): Promise<void> {
  const bundle = mockBootstrap('');
  await saveSettings(db, {
    trialBonusAmount: bundle.trialBonusAmount,
    nextDomain: bundle.domainStatus.next,
    paymentOrigins: bundle.paymentOrigins ?? [],
    popup: bundle.popup,
    video: bundle.video ?? null,
  });
  await db
    .insertInto('site_options')
    .values(bundle.siteOption.map((option, position) => ({ ...option, position })))
    .execute();
  await db
    .insertInto('site_languages')
    .values(bundle.language.map(({ locale }, position) => ({ locale: locale as Locale, position })))
    .execute();
  // The mock answers the same translations whatever the language: each language gets them.
  const translations = LOCALES.flatMap((locale) =>
    bundle.translationList.map((entry) => ({ locale, ...entry })),
  );
  if (translations.length) await db.insertInto('site_translations').values(translations).execute();
  await db
    .insertInto('site_casino_categories')
    .values(
      bundle.casinoCategoryList.map(({ id, name, slugList, imageUrl }, position) => ({
        id,
        name,
        slug_list: slugList,
        image_url: imageUrl,
        position,
      })),
    )
    .execute();
  await db
    .insertInto('site_menu_items')
    .values(
      (bundle.menuList ?? []).map(({ title, route, icon, game }, position) => ({
        title,
        route,
        icon,
        game: game ? JSON.stringify(game) : null,
        position,
      })),
    )
    .execute();
  for (const [position, { slug, items }] of bundle.sliderList.entries()) {
    await db.insertInto('site_sliders').values({ slug, position }).execute();
    if (!items.length) continue;
    await db
      .insertInto('site_slides')
      .values(
        items.map(({ url, target, images }, index) => ({
          slider_slug: slug,
          url: url ?? null,
          target,
          images: JSON.stringify(images),
          position: index,
        })),
      )
      .execute();
  }
}

async function seedPages(db: Db): Promise<void> {
  const ids = [...new Set([...trTexts.pages, ...enTexts.pages].map(({ id }) => id))].sort(
    (a, b) => a - b,
  );
  await db
    .insertInto('cms_pages')
    .values(ids.map((id) => ({ id })))
    .execute();
  const texts = LOCALES.flatMap((locale) =>
    ids.flatMap((id) => {
      const page = contentPage(id, locale);
      return page ? [{ page_id: id, locale, title: page.title, body: page.body }] : [];
    }),
  );
  await db.insertInto('cms_page_texts').values(texts).execute();

  const categories = mockCategories(ids);
  await db
    .insertInto('cms_categories')
    .values(categories.map(({ id, name }, position) => ({ id, name, position })))
    .execute();
  await db
    .insertInto('cms_category_pages')
    .values(
      categories.flatMap(({ id, pageIds }) =>
        pageIds.map((pageId, position) => ({ category_id: id, page_id: pageId, position })),
      ),
    )
    .execute();
}

// The mock names its categories (contentCategories) and lists a category's pages by id
// (categoryPages) but does not export the ids themselves: they are found by asking for the ids
// it could have, and each is checked against the named list in the same order.
const HIGHEST_CATEGORY_ID = 100;

function mockCategories(pageIds: number[]): Array<{ id: number; name: string; pageIds: number[] }> {
  const named = contentCategories('tr');
  const found: number[] = [];
  for (let id = 1; id <= HIGHEST_CATEGORY_ID; id++)
    if (categoryPages(id, 'tr').length) found.push(id);
  const same = (a: number[], b: number[]) => a.join() === b.join();
  const categories = named.map(({ name, content }, index) => ({
    id: found[index] ?? 0,
    name,
    pageIds: content.map(({ id }) => id),
  }));
  const matches =
    found.length === named.length &&
    categories.every(
      ({ id, pageIds: listed }) =>
        same(
          categoryPages(id, 'tr').map((page) => page.id),
          listed,
        ) && listed.every((page) => pageIds.includes(page)),
    );
  if (!matches) throw new Error('The mock content categories could not be read for the seed.');
  return categories;
}

async function seedPromotions(db: Db): Promise<void> {
  const lists: Record<Locale, Promotion[]> = { tr: promotionList('tr'), en: promotionList('en') };
  const ids = [...new Set(LOCALES.flatMap((locale) => lists[locale].map(({ id }) => id)))];
  await db
    .insertInto('promotions')
    .values(
      ids.map((id, position) => {
        const url = LOCALES.map(
          (locale) => lists[locale].find((promotion) => promotion.id === id)?.url,
        ).find(Boolean);
        return { id, url: url ?? null, position };
      }),
    )
    .execute();
  await db
    .insertInto('promotion_texts')
    .values(
      LOCALES.flatMap((locale) =>
        lists[locale].map(({ id, title, description, imageUrl }) => ({
          promotion_id: id,
          locale,
          title,
          description,
          image_url: imageUrl,
        })),
      ),
    )
    .execute();
}
