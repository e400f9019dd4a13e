import { createFactory } from 'hono/factory';
import type { GetContentListContext } from '../../generated/server/routes/cms/cms.context.ts';
import {
  GetContentListBody,
  GetContentListResponse,
} from '../../generated/server/routes/cms/cms.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { categoryPages } from '../content/pages.ts';
import { localeOf, servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';

// The published pages of one category in the request's language (the static-page menu asks for
// category 1). Unpublished pages are never listed to the site: asking for them (status false)
// finds none, as does an unknown category.
const factory = createFactory();
export const getContentListHandlers = factory.createHandlers(
  zValidator('json', GetContentListBody),
  zValidator('response', GetContentListResponse),
  async (c: GetContentListContext) => {
    const { status, categoryId } = c.req.valid('json');
    if (!status) return ok(c, []);
    const { db } = servicesOf(c);
    return ok(c, await categoryPages(db, categoryId, localeOf(c)));
  },
);
