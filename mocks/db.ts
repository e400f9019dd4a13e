import { faker } from '@faker-js/faker';
import { factory, primaryKey } from '@mswjs/data';
import { demoPlayers } from './data/demo-players.ts';

// The mock backend's database. Seeded from a fixed faker seed, so every run (and every QA
// report) sees the same players, balances and generated answers.
export const MOCK_SEED = 20261121;

export const db = factory({
  player: {
    username: primaryKey(String),
    password: String,
    token: String,
    usercode: String,
    name: String,
    surname: String,
    email: String,
    phone: String,
    smsVerified: Boolean,
    balance: Number,
    // Whether the registration trial bonus was already defined for this player.
    trialBonusDefined: Boolean,
  },
});

/** The SMS code and the password-reset code the mock backend accepts (QA types these). */
export const MOCK_SMS_CODE = '123456';
export const MOCK_RESET_CODE = '123456';

export type Player = ReturnType<typeof db.player.create>;

/** Known accounts for development and QA: log in with these (the e2e journeys read them here). */
export { demoPlayers };

export function createPlayer(fields: {
  username: string;
  password: string;
  name?: string;
  surname?: string;
  email?: string;
  phone?: string;
  balance?: number;
  smsVerified?: boolean;
  usercode?: string;
}): Player {
  // The same draws in the same order whatever is given, so the seeded stream (and every later
  // mock answer) stays the same.
  const name = faker.person.firstName();
  const surname = faker.person.lastName();
  const phone = `905${faker.string.numeric(9)}`;
  const usercode = faker.string.numeric(8);
  return db.player.create({
    name,
    surname,
    email: `${fields.username}@example.com`,
    phone,
    balance: 0,
    smsVerified: false,
    trialBonusDefined: false,
    ...fields,
    token: `mock-token-${fields.username}`,
    usercode: fields.usercode ?? usercode,
  });
}

export function resetDb(): void {
  faker.seed(MOCK_SEED);
  db.player.deleteMany({ where: {} });
  demoPlayers.forEach((player) => createPlayer(player));
}

export function findPlayerByToken(authorization: string | null): Player | null {
  const token = authorization?.replace(/^Bearer\s+/i, '');
  if (!token) return null;
  return db.player.findFirst({ where: { token: { equals: token } } });
}

export function findPlayer(username: string): Player | null {
  return db.player.findFirst({ where: { username: { equals: username } } });
}

export function updatePlayer(
  username: string,
  changes: Partial<Omit<Player, 'username'>>,
): Player | null {
  return db.player.update({ where: { username: { equals: username } }, data: changes });
}

/** Every player, for keeping the mock database across page loads in mock mode. */
export function allPlayers(): Player[] {
  return db.player.getAll();
}

/** Puts back players saved by `allPlayers` (mock mode keeps them for the browser session). */
export function restorePlayers(players: readonly Player[]): void {
  db.player.deleteMany({ where: {} });
  players.forEach((player) => db.player.create(player));
}
