import { createFactory } from 'hono/factory';
import type { GetRegisterFormContext } from '../../generated/server/routes/auth/auth.context.ts';
import { GetRegisterFormResponse } from '../../generated/server/routes/auth/auth.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { servicesOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';

// The registration form's countries, from the database (the form preselects Türkiye).
const factory = createFactory();
export const getRegisterFormHandlers = factory.createHandlers(
  zValidator('response', GetRegisterFormResponse),
  async (c: GetRegisterFormContext) => {
    const countries = await servicesOf(c)
      .db.selectFrom('countries')
      .select(['id', 'name'])
      .orderBy('id')
      .execute();
    return ok(c, { countries });
  },
);
