import type { CmsCategory, ContentItem, ContentPage } from '../../generated/server/model/index.ts';
import type { Db } from '../db/database.ts';
import type { Locale } from '../i18n/i18n.ts';

// The CMS pages (/pages/{id}) and their categories, in one language. Only published pages are
// shown to anyone; a page without a text in the language asked for is as good as absent.

function listedPages(db: Db, locale: Locale) {
  return db
    .selectFrom('cms_category_pages')
    .innerJoin('cms_pages', 'cms_pages.id', 'cms_category_pages.page_id')
    .innerJoin('cms_page_texts', 'cms_page_texts.page_id', 'cms_pages.id')
    .select(['cms_category_pages.category_id', 'cms_pages.id', 'cms_page_texts.title'])
    .where('cms_pages.published', '=', true)
    .where('cms_page_texts.locale', '=', locale)
    .orderBy('cms_category_pages.category_id')
    .orderBy('cms_category_pages.position');
}

/** Every category with its pages (the footer). */
export async function contentCategories(db: Db, locale: Locale): Promise<CmsCategory[]> {
  const [categories, pages] = await Promise.all([
    db.selectFrom('cms_categories').select(['id', 'name']).orderBy('position').execute(),
    listedPages(db, locale).execute(),
  ]);
  return categories.map(({ id, name }) => ({
    name,
    content: pages
      .filter((page) => page.category_id === id)
      .map((page) => ({ id: page.id, title: page.title })),
  }));
}

/** The pages of one category (the static-page menu); an unknown category has none. */
export async function categoryPages(
  db: Db,
  categoryId: number,
  locale: Locale,
): Promise<ContentItem[]> {
  const pages = await listedPages(db, locale)
    .where('cms_category_pages.category_id', '=', categoryId)
    .execute();
  return pages.map(({ id, title }) => ({ id, title }));
}

/** One published page in a language, or null. */
export async function contentPage(db: Db, id: number, locale: Locale): Promise<ContentPage | null> {
  const page = await db
    .selectFrom('cms_pages')
    .innerJoin('cms_page_texts', 'cms_page_texts.page_id', 'cms_pages.id')
    .select(['cms_pages.id', 'cms_page_texts.title', 'cms_page_texts.body'])
    .where('cms_pages.id', '=', id)
    .where('cms_pages.published', '=', true)
    .where('cms_page_texts.locale', '=', locale)
    .executeTakeFirst();
  return page ?? null;
}
