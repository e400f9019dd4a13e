import { createFactory } from 'hono/factory';
import type { GetContentContext } from '../../generated/server/routes/cms/cms.context.ts';
import {
  GetContentQueryParams,
  GetContentResponse,
} from '../../generated/server/routes/cms/cms.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { contentPage } from '../content/pages.ts';
import { localeOf, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';

// One published page (/pages/{id}) in the request's language; an unknown or unpublished page is
// refused with "Page not found."
const factory = createFactory();
export const getContentHandlers = factory.createHandlers(
  zValidator('query', GetContentQueryParams),
  zValidator('response', GetContentResponse),
  async (c: GetContentContext) => {
    const { id } = c.req.valid('query');
    const page = await contentPage(servicesOf(c).db, id, localeOf(c));
    return page ? ok(c, page) : refuse(c, tOf(c)('content:pageNotFound'));
  },
);
