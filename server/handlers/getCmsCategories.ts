import { createFactory } from 'hono/factory';
import type { GetCmsCategoriesContext } from '../../generated/server/routes/cms/cms.context.ts';
import { GetCmsCategoriesResponse } from '../../generated/server/routes/cms/cms.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { contentCategories } from '../content/pages.ts';
import { localeOf, servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';

// Every content category with its published pages in the request's language (the footer).
const factory = createFactory();
export const getCmsCategoriesHandlers = factory.createHandlers(
  zValidator('response', GetCmsCategoriesResponse),
  async (c: GetCmsCategoriesContext) => {
    const { db } = servicesOf(c);
    return ok(c, await contentCategories(db, localeOf(c)));
  },
);
