import { demoPlayers } from '../../mocks/data/demo-players.ts';
import { hashPassword } from '../security/passwords.ts';
import type { SeedContext } from './seed-context.ts';

// The known accounts of development and QA, the same as the mock's: `demo` / `demo123` (phone
// verified, with history) and `yeni` / `yeni123` (new, phone not verified).
export async function seedAccounts({ services, players }: SeedContext): Promise<void> {
  for (const demo of demoPlayers) {
    const { id } = await services.db
      .insertInto('players')
      .values({
        username: demo.username,
        password_hash: await hashPassword(demo.password),
        usercode: demo.usercode,
        name: demo.name,
        surname: demo.surname,
        email: `${demo.username}@example.com`,
        phone: demo.phone,
        sms_verified: demo.smsVerified,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    players.set(demo.username, id);
  }
}
