// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isObj, type Obj } from '../../scripts/lib/contract-doc.ts';
import { documentedBody } from '../../scripts/lib/schema-sample.ts';
import { MAX_BODY_BYTES } from '../../server/app.ts';
import {
  CONTRACT,
  CORPUS,
  nameOf,
  TARGETS,
  unstorable,
  withValue,
  type Target,
} from './support/hostile-targets.ts';
import { newPlayer } from './support/protection-players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Every string field of every request body and query in the contract (read from
// generated/openapi.yaml, so a field added to the contract is tried without a change here),
// fed SQL injection, characters PostgreSQL cannot store, unicode and oversized text, one field
// at a time in the documented request of its operation, by a logged-in player. Whatever the
// server answers: never a 500, always the contract's envelope with a status the operation
// declares (413 for a body over the limit), and nothing stored wrongly: the tables and the
// players are all still there, and text that was stored is what was sent.

let server: TestServer;
let tablesBefore: string[];
let playersBefore: number;
/** Values a request was answered `success: true` with, by field. */
const accepted: Array<{ field: string; value: string }> = [];
let unique = 0;

beforeAll(async () => {
  server = await startTestServer();
  tablesBefore = await tableNames();
  playersBefore = await playerCount();
}, 120_000);
afterAll(() => server.close());

async function tableNames(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' order by table_name`.execute(server.services.db);
  return rows.map((row) => row.name);
}

async function playerCount(): Promise<number> {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from players`.execute(
    server.services.db,
  );
  return rows[0]?.count ?? 0;
}

/**
 * The documented request with the field replaced, as a new player sends it. Names, e-mail
 * addresses and phones the field does not test are made unique, so a registration is judged on
 * the field and not refused as a name already taken.
 */
function requestFor(
  target: Target,
  value: string,
  token: string,
): { url: string; init: RequestInit } {
  unique += 1;
  const headers: Record<string, string> = {
    'x-locale': 'en',
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  };
  let url = `/api${target.operation.path}`;
  let body: unknown = documentedBody(CONTRACT, target.operation);
  if (isObj(body)) {
    const field = target.path[0];
    const fresh: Obj = {
      username: `hostile${unique}`,
      email: `hostile${unique}@example.com`,
      phone: `90555${String(unique).padStart(7, '0')}`,
    };
    body = {
      ...body,
      ...Object.fromEntries(
        Object.entries(fresh).filter(([key]) => key in (body as Obj) && key !== field),
      ),
    };
  }
  if (target.in === 'body') body = withValue(body, target.path, value);
  else url += `?${new URLSearchParams({ [String(target.path[0])]: value })}`;
  const method = target.operation.method.toUpperCase();
  return {
    url,
    init: { method, headers, ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }) },
  };
}

interface Answer {
  status: number;
  envelope: unknown;
}

async function send(target: Target, value: string, token: string): Promise<Answer> {
  // Each value meets the handler: the rate limits (tested on their own) start from zero.
  await server.services.db.deleteFrom('rate_limits').execute();
  const { url, init } = requestFor(target, value, token);
  const response = await server.app.request(url, init);
  const text = await response.text();
  let envelope: unknown = text;
  try {
    envelope = JSON.parse(text);
  } catch {
    // Left as text: the envelope check below fails with it.
  }
  return { status: response.status, envelope };
}

function expectEnvelope(answer: Answer, what: string) {
  expect(answer.status, what).not.toBe(500);
  expect(isObj(answer.envelope) && Object.keys(answer.envelope).sort(), what).toEqual([
    'data',
    'message',
    'success',
  ]);
  const envelope = answer.envelope as { success: unknown; message: unknown };
  expect(typeof envelope.success, what).toBe('boolean');
  expect(envelope.message === null || typeof envelope.message === 'string', what).toBe(true);
}

describe('hostile input in every string field of the contract', () => {
  it('finds the string fields of the contract', () => {
    const names = TARGETS.map(nameOf);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /auth/login body username',
        'POST /auth/register body name',
        'POST /casino/games body search',
        'POST /payment/deposit body target',
      ]),
    );
    expect(names.length).toBeGreaterThan(30);
  });

  it.each(TARGETS.map((target) => [nameOf(target), target] as const))(
    '%s: no 500, the envelope, a declared status',
    async (what, target) => {
      const { token } = await newPlayer(server);
      for (const value of CORPUS) {
        const label = `${what} = ${JSON.stringify(value.slice(0, 30))}`;
        const answer = await send(target, value, token);
        expectEnvelope(answer, label);
        expect(target.declared, label).toContain(String(answer.status));
        const envelope = answer.envelope as { success: boolean; message: string | null };
        if (unstorable(value)) {
          expect(answer.status, label).toBe(400);
          expect(envelope.message, label).toContain(String(target.path.at(-1)));
        }
        if (envelope.success) accepted.push({ field: what, value });
      }
      // Over the body limit, the field alone.
      if (target.in === 'body') {
        const answer = await send(target, 'y'.repeat(MAX_BODY_BYTES + 1), token);
        expectEnvelope(answer, `${what} over the body limit`);
        expect(answer.status, `${what} over the body limit`).toBe(413);
      }
    },
  );

  it('dropped no table and no player, and stored text as it was sent', async () => {
    expect(await tableNames()).toEqual(tablesBefore);
    const registered = accepted.filter((entry) => entry.field.startsWith('POST /auth/register'));
    expect(await playerCount()).toBe(playersBefore + TARGETS.length + registered.length);
    expect(await server.login('demo', 'demo123')).toBeTruthy();
    console.log(
      `hostile input: ${TARGETS.length} fields x ${CORPUS.length} values; accepted:`,
      accepted.map((entry) => `${entry.field} = ${JSON.stringify(entry.value.slice(0, 20))}`),
    );
    // Wherever a piece of a hostile value is stored, the whole value is stored with it.
    const probes = CORPUS.filter((value) => !unstorable(value)).map((value) => value.slice(0, 40));
    const columns = await sql<{ table: string; column: string; type: string }>`
      select table_name as table, column_name as column, data_type as type
      from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb')`.execute(
      server.services.db,
    );
    const found: Array<{ where: string; text: string; jsonText: boolean }> = [];
    for (const { table, column, type } of columns.rows) {
      const jsonText = type === 'jsonb';
      const search = jsonText ? probes.map((probe) => JSON.stringify(probe).slice(1, -1)) : probes;
      const { rows } = await sql<{ text: string }>`
        select ${sql.ref(column)}::text as text from ${sql.table(table)}
        where exists (select 1 from unnest(${search}::text[]) probe
                      where strpos(${sql.ref(column)}::text, probe) > 0)`.execute(
        server.services.db,
      );
      for (const row of rows) found.push({ where: `${table}.${column}`, text: row.text, jsonText });
    }
    for (const { where, text, jsonText } of found) {
      const whole = accepted.some(({ value }) =>
        text.includes(jsonText ? JSON.stringify(value).slice(1, -1) : value),
      );
      expect(whole, `${where} holds part of a hostile value: ${text.slice(0, 80)}`).toBe(true);
    }
    // A registration that was accepted stored its hostile name exactly.
    expect(registered.length).toBeGreaterThan(0);
    for (const { field, value } of registered)
      expect(
        found.some((cell) => cell.where.startsWith('players.') && cell.text === value),
        `${field} = ${value} stored as sent`,
      ).toBe(true);
  });
});
