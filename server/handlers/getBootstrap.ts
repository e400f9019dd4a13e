import { createFactory } from 'hono/factory';
import type { GetBootstrapContext } from '../../generated/server/routes/cms/cms.context.ts';
import { GetBootstrapResponse } from '../../generated/server/routes/cms/cms.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { bootstrapOf } from '../content/bootstrap.ts';
import { siteAddressOf } from '../content/site-address.ts';
import { localeOf, servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';

// The startup bundle: site settings, menus, sliders and casino categories from the content
// tables, with the domain and origin the site was asked for.
const factory = createFactory();
export const getBootstrapHandlers = factory.createHandlers(
  zValidator('response', GetBootstrapResponse),
  async (c: GetBootstrapContext) => {
    const { db } = servicesOf(c);
    return ok(c, await bootstrapOf(db, localeOf(c), siteAddressOf(c)));
  },
);
