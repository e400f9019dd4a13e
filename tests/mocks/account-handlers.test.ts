import { describe, expect, it } from 'vitest';
import { login, register } from '@generated/api/auth/auth';
import { getBalance } from '@generated/api/user/user';
import { logInAs } from '../session-helpers';

// The stateful mock backend behind mock mode, exercised through the generated request functions
// (so every answer is also checked against the contract by the HTTP mutator).
const newPlayer = {
  name: 'Ayşe',
  surname: 'Çelik',
  username: 'aysecelik',
  email: 'ayse@example.com',
  phone: '905321234567',
  country: 1,
  currencyId: 1,
  birthDate: '1990-05-17',
  birthDateDay: '17',
  birthDateMonth: '05',
  birthDateYear: '1990',
  trialBonus: false,
  password: 'secret1',
  password2: 'secret1',
};

describe('mock backend: accounts', () => {
  it('registers a player who can then log in', async () => {
    const registered = await register(newPlayer);
    expect(registered.data?.username).toBe('aysecelik');
    const loggedIn = await login({ username: 'aysecelik', password: 'secret1' });
    expect(loggedIn).toMatchObject({ success: true, data: { username: 'aysecelik', balance: 0 } });
  });

  it('refuses a taken username with a server message', async () => {
    await expect(register({ ...newPlayer, username: 'demo' })).rejects.toMatchObject({
      kind: 'rejected',
      serverMessage: 'Bu kullanıcı adı zaten kullanılıyor.',
    });
  });

  it("answers the balance of the token's player", async () => {
    await logInAs();
    await expect(getBalance()).resolves.toMatchObject({ data: { balance: 1250.75 } });
  });

  it('answers 401 to a balance request without a session', async () => {
    await expect(getBalance()).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
  });
});
