import { createFactory } from 'hono/factory';
import type { RegisterContext } from '../../generated/server/routes/auth/auth.context.ts';
import { RegisterBody, RegisterResponse } from '../../generated/server/routes/auth/auth.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { createPlayer, findPlayerByName } from '../accounts/players.ts';
import { registrationProblem } from '../accounts/registration-rules.ts';
import { sessionDataOf } from '../accounts/session-data.ts';
import { deviceOf, openSession } from '../accounts/sessions.ts';
import { localeOf, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';
import { hashPassword } from '../security/passwords.ts';

// A new player: the rules the schema cannot say, a free user name (whatever its case), a
// country of the form; then the player, their wallet at zero and a session, as a login answers.
const factory = createFactory();
export const registerHandlers = factory.createHandlers(
  zValidator('json', RegisterBody),
  zValidator('response', RegisterResponse),
  async (c: RegisterContext) => {
    const services = servicesOf(c);
    const t = tOf(c);
    const body = c.req.valid('json');
    const problem = registrationProblem(body, services.now());
    if (problem) return refuse(c, t(`auth:${problem}`));
    if (await findPlayerByName(services.db, body.username))
      return refuse(c, t('auth:usernameTaken'));
    const country = await services.db
      .selectFrom('countries')
      .select('id')
      .where('id', '=', body.country)
      .executeTakeFirst();
    if (!country) return refuse(c, t('auth:unknownCountry'));
    const player = await createPlayer(services.db, {
      username: body.username,
      passwordHash: await hashPassword(body.password),
      name: body.name,
      surname: body.surname,
      email: body.email,
      phone: body.phone,
      birthDate: body.birthDate,
      countryId: country.id,
      locale: localeOf(c),
      createdAt: services.now(),
    });
    // Taken between the check and the insert (two registrations of one name at once).
    if (!player) return refuse(c, t('auth:usernameTaken'));
    const { token } = await openSession(services, player.id, deviceOf(c));
    return ok(c, await sessionDataOf(services, player, token), t('auth:registered'));
  },
);
