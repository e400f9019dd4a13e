import {
  getGetCmsCategoriesMockHandler,
  getGetContentListMockHandler,
  getGetContentMockHandler,
  getGetPromotionsMockHandler,
} from '@generated/api/cms/cms.msw';
import {
  categoryPages,
  contentCategories,
  contentLocale,
  contentPage,
  pageNotFoundMessage,
  promotionList,
} from '../data/content-data';
import { ok, refused } from './envelope';

function localeOf(request: Request) {
  return contentLocale(request.headers.get('x-locale'));
}

// Content calls (cms/categorylist, cms/contentlist, cms/content, cms/promotions) with seeded pages
// and promotions, in Turkish (English when x-locale is en).
export const contentHandlers = [
  getGetCmsCategoriesMockHandler(({ request }) => ok(contentCategories(localeOf(request)))),

  getGetContentListMockHandler(async ({ request }) => {
    const body = (await request.json()) as { status?: unknown; categoryId?: unknown };
    // Only published pages exist in the mock CMS; asking for unpublished ones finds none.
    if (body.status !== true || typeof body.categoryId !== 'number') return ok([]);
    return ok(categoryPages(body.categoryId, localeOf(request)));
  }),

  getGetContentMockHandler(({ request }) => {
    const locale = localeOf(request);
    const id = Number(new URL(request.url).searchParams.get('id'));
    const page = Number.isInteger(id) ? contentPage(id, locale) : null;
    return page ? ok(page) : refused(pageNotFoundMessage[locale]);
  }),

  getGetPromotionsMockHandler(({ request }) => ok(promotionList(localeOf(request)))),
];
