import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as zod from 'zod';
import { DEMO_STAKE } from '../../domain/spin.ts';
import { gameSessionOf } from '../casino/game-sessions.ts';
import {
  walletBalance,
  walletBet,
  walletRollback,
  walletWin,
  type WalletResult,
} from '../casino/wallet.ts';
import type { AppEnv } from '../http/context.ts';
import { balanceOf, fromCents } from '../money/ledger.ts';
import type { Services } from '../services.ts';
import { DEMO_GAMES_PATH } from './address.ts';
import { SIGNATURE_HEADER, signatureMatches, walletKey } from './signature.ts';
import { spin } from './spin.ts';

// The demo game provider, served beside the site (the launch calls answer its address):
//
// - GET /demo/games/play?session=… the game page (the server's version of the mock's game page),
//   its script and stylesheet. The page holds only its game session token.
// - POST /demo/games/api/session and /demo/games/api/spin: what the page asks its provider, with
//   that token: the game and the balance, and a spin. The site frames the page sandboxed at an
//   opaque origin, so these answer any origin (no cookie is involved; the token is the key).
// - POST /demo/games/wallet/balance, bet, win and rollback: the casino's seamless wallet as the
//   provider's servers call it, each call signed (signature.ts) and naming the game session
//   token and its own transaction id (casino/wallet.ts applies each id once). The page cannot
//   call these: a page that could pay a win could pay itself anything.
const PAGE_FOLDER = join(import.meta.dirname, 'page');
const MAX_BODY_BYTES = 4 * 1024;

// The game page's own policy: its script and stylesheet from the server and nothing inline, calls
// to the server only, no plugin, no form, no base change, framed only by the site's own pages,
// and no HTML written from strings (Trusted Types with no policy: the page sets text only).
const PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join('; ');

const PAGE_HEADERS = {
  'Content-Security-Policy': PAGE_POLICY,
  'X-Content-Type-Options': 'nosniff',
  // The address carries the game session token: it is neither cached nor sent on as a referrer.
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

const API_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Allow-Headers': 'content-type',
  'Access-Control-Max-Age': '600',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

const PageCall = zod.object({ session: zod.string().min(1).max(200) });
const Token = zod.string().min(1).max(200);
const Id = zod.string().min(1).max(100);
const Cents = zod.int().min(0).max(Number.MAX_SAFE_INTEGER);
const WalletCalls = {
  balance: zod.object({ token: Token }),
  bet: zod.object({ token: Token, transactionId: Id, roundId: Id, amount: Cents }),
  win: zod.object({ token: Token, transactionId: Id, roundId: Id, amount: Cents }),
  rollback: zod.object({ token: Token, transactionId: Id, referenceTransactionId: Id }),
};

function parse<T>(schema: zod.ZodType<T>, text: string): T | null {
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** A wallet answer as the provider reads it: OK with the balance in cents, or the error's code. */
function walletAnswer(c: Context<AppEnv>, result: WalletResult) {
  return c.json(
    result.ok
      ? { status: 'OK', balance: result.balance, currency: 'TRY', repeated: result.repeated }
      : { status: result.error },
    200,
    { 'Cache-Control': 'no-store' },
  );
}

export function demoGameRoutes(app: Hono<AppEnv>, services: Services): void {
  const page = readFileSync(join(PAGE_FOLDER, 'game.html'), 'utf8');
  const script = readFileSync(join(PAGE_FOLDER, 'game.js'), 'utf8');
  const style = readFileSync(join(PAGE_FOLDER, 'game.css'), 'utf8');
  const key = walletKey(services.config.secret);

  app.use(
    `${DEMO_GAMES_PATH}/*`,
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ status: 'TOO_LARGE' }, 413) }),
  );

  app.get(`${DEMO_GAMES_PATH}/play`, (c) => c.html(page, 200, PAGE_HEADERS));
  app.get(`${DEMO_GAMES_PATH}/game.js`, (c) =>
    c.body(script, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    }),
  );
  app.get(`${DEMO_GAMES_PATH}/game.css`, (c) =>
    c.body(style, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    }),
  );

  app.options(`${DEMO_GAMES_PATH}/api/*`, (c) => c.body(null, 204, API_HEADERS));

  // The page's start: its game's name and studio, the stake and the balance.
  app.post(`${DEMO_GAMES_PATH}/api/session`, async (c) => {
    const call = parse(PageCall, await c.req.text());
    const session = call && (await gameSessionOf(services.db, call.session, services.now()));
    if (!session?.live) return c.json({ type: 'refused', reason: 'session' }, 200, API_HEADERS);
    const game = await services.db
      .selectFrom('games')
      .select(['name', 'provider_name'])
      .where('code', '=', session.gameCode)
      .executeTakeFirstOrThrow();
    return c.json(
      {
        type: 'session',
        game: game.name,
        provider: game.provider_name,
        stake: DEMO_STAKE,
        balance: fromCents(await balanceOf(services.db, session.playerId)),
      },
      200,
      API_HEADERS,
    );
  });

  app.post(`${DEMO_GAMES_PATH}/api/spin`, async (c) => {
    const call = parse(PageCall, await c.req.text());
    const answer = call
      ? await spin(services, call.session)
      : { type: 'refused', reason: 'session' };
    return c.json(answer, 200, API_HEADERS);
  });

  // A wallet call: signed by the provider, then read by its schema, then applied.
  function walletRoute<T>(
    name: string,
    schema: zod.ZodType<T>,
    run: (call: T) => Promise<WalletResult>,
  ): void {
    app.post(`${DEMO_GAMES_PATH}/wallet/${name}`, async (c) => {
      const text = await c.req.text();
      if (!signatureMatches(key, text, c.req.header(SIGNATURE_HEADER)))
        return c.json({ status: 'INVALID_SIGNATURE' }, 401);
      const call = parse(schema, text);
      if (!call) return c.json({ status: 'INVALID_REQUEST' }, 400);
      return walletAnswer(c, await run(call));
    });
  }
  walletRoute('balance', WalletCalls.balance, (call) => walletBalance(services, call.token));
  walletRoute('bet', WalletCalls.bet, (call) =>
    walletBet(services, { ...call, cents: call.amount }),
  );
  walletRoute('win', WalletCalls.win, (call) =>
    walletWin(services, { ...call, cents: call.amount }),
  );
  walletRoute('rollback', WalletCalls.rollback, (call) =>
    walletRollback(services, {
      token: call.token,
      transactionId: call.transactionId,
      betTransactionId: call.referenceTransactionId,
    }),
  );
}
