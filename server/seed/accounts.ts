import { mockCountries } from '../../mocks/data/countries.ts';
import { demoPlayers } from '../../mocks/data/demo-players.ts';
import { openWallet } from '../accounts/players.ts';
import { hashPassword } from '../security/passwords.ts';
import type { SeedContext } from './seed-context.ts';

// The registration form's countries and the known accounts of development and QA, the same as
// the mock's: `demo` / `demo123` (phone verified, with history) and `yeni` / `yeni123` (new,
// phone not verified), each with a wallet (the opening balances are settled after the history).
const TURKIYE = mockCountries.find((country) => country.name === 'Türkiye')?.id ?? null;

export async function seedAccounts({ services, players }: SeedContext): Promise<void> {
  await services.db.insertInto('countries').values(mockCountries).execute();
  for (const demo of demoPlayers) {
    const passwordHash = await hashPassword(demo.password);
    const id = await services.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('players')
        .values({
          username: demo.username,
          password_hash: passwordHash,
          usercode: demo.usercode,
          name: demo.name,
          surname: demo.surname,
          email: `${demo.username}@example.com`,
          phone: demo.phone,
          sms_verified: demo.smsVerified,
          country_id: TURKIYE,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await openWallet(trx, id);
      return id;
    });
    players.set(demo.username, id);
  }
}
