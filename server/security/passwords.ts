import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

// Passwords are kept as argon2id hashes in the PHC string format
// ($argon2id$v=19$m=...,t=...,p=...$salt$hash), so the parameters can be raised later and old
// hashes still verify. The defaults are OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane.
const PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };

function derive(
  password: string,
  salt: Buffer,
  params: { memory: number; passes: number; parallelism: number; tagLength: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    argon2('argon2id', { message: password, nonce: salt, ...params }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, PARAMS);
  const { memory, passes, parallelism } = PARAMS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = PHC.exec(stored);
  if (!parts) return false;
  const [, memory, passes, parallelism, salt = '', hash = ''] = parts;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let standIn: Promise<string> | undefined;

/**
 * A hash of a random password, to verify against when no player has the name given: an unknown
 * name then takes as long to refuse as a wrong password, so timing does not tell them apart.
 */
export function standInHash(): Promise<string> {
  standIn ??= hashPassword(randomBytes(16).toString('hex'));
  return standIn;
}
