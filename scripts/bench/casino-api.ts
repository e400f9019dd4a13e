import { randomInt, randomUUID } from 'node:crypto';
import { DEMO_STAKE, spinWin } from '../../domain/spin.ts';
import { sign } from '../../server/demo-games/signature.ts';
import { apiRequest, registerRequest, sessionTokenOf, type ApiCall } from '../lib/server-client.ts';
import type { HttpClient, HttpRequest, Reply } from './http-client.ts';

// What the bench asks the server, as the site, the game page and the game provider's servers
// ask it: every call is timed and judged (an envelope with success true, a wallet answer OK, a
// spin spun), and told to `record`. A call that is refused, fails or gets no answer throws.
export type CallKind =
  'register' | 'launch' | 'deposit' | 'balance' | 'history' | 'page spin' | 'bet' | 'win';

export interface Call {
  kind: CallKind;
  ms: number;
  /** Why the call failed; null when it did what it should. */
  error: string | null;
}

export type Recorder = (call: Call) => void;

export class CallFailed extends Error {
  constructor(kind: CallKind, why: string) {
    super(`${kind}: ${why}`);
    this.name = 'CallFailed';
  }
}

interface Envelope {
  success?: boolean;
  message?: string | null;
  data?: unknown;
}

const DAY_MS = 86_400_000;
const STAKE_CENTS = DEMO_STAKE * 100;
const DEMO_GAME = 'dt-3-7';
/** A deposit method every new player may use (EFT, 100 to 50,000 lira, confirmed on its own). */
export const DEPOSIT_METHOD_ID = 12;

/** Why an answer is not what the call should get, or null when it is. */
type Judge = (reply: Reply) => string | null;

const envelopeOk: Judge = ({ status, json }) => {
  const envelope = json as Envelope | null;
  if (status === 200 && envelope?.success === true) return null;
  return `HTTP ${status} ${envelope?.message ?? JSON.stringify(json).slice(0, 120)}`;
};
const walletOk: Judge = ({ status, json }) => {
  const answer = json as { status?: string } | null;
  return status === 200 && answer?.status === 'OK' ? null : `HTTP ${status} ${answer?.status}`;
};
const spunOk: Judge = ({ status, json }) => {
  const answer = json as { type?: string; reason?: string } | null;
  return status === 200 && answer?.type === 'spun'
    ? null
    : `HTTP ${status} ${answer?.type} ${answer?.reason ?? ''}`.trim();
};

export interface CasinoApi {
  register(username: string): Promise<string>;
  deposit(token: string, lira: number): Promise<void>;
  /** Launches the demo game; answers the game session token from the game page's address. */
  launch(token: string): Promise<string>;
  balance(token: string): Promise<number>;
  /** One page of Financial Activities or of Game History, the last 30 days. */
  historyPage(token: string, which: 'payments' | 'games'): Promise<void>;
  /** A spin as the game page asks its provider for one (the provider then bets and wins). */
  pageSpin(gameToken: string): Promise<void>;
  /** A spin as the provider's servers play it: a signed bet, then the round's signed win. */
  walletSpin(gameToken: string): Promise<void>;
}

export function casinoApi(client: HttpClient, walletKey: Buffer, record: Recorder): CasinoApi {
  async function call(kind: CallKind, request: HttpRequest, judge: Judge): Promise<unknown> {
    const started = performance.now();
    let why: string | null;
    let json: unknown = null;
    try {
      const reply = await client.send(request);
      json = reply.json;
      why = judge(reply);
    } catch (error) {
      why = error instanceof Error ? error.message : String(error);
    }
    record({ kind, ms: performance.now() - started, error: why });
    if (why !== null) throw new CallFailed(kind, why);
    return json;
  }

  const api = (kind: CallKind, path: string, apiCall: ApiCall) =>
    call(kind, apiRequest(path, apiCall), envelopeOk).then((json) => (json as Envelope).data);

  const wallet = (kind: 'bet' | 'win', body: object) => {
    const text = JSON.stringify(body);
    return call(
      kind,
      {
        method: 'POST',
        path: `/demo/games/wallet/${kind}`,
        headers: { 'content-type': 'application/json', 'x-signature': sign(walletKey, text) },
        body: text,
      },
      walletOk,
    );
  };

  const period = () => {
    const now = Date.now();
    return { from: new Date(now - 30 * DAY_MS).toISOString(), to: new Date(now).toISOString() };
  };

  return {
    async register(username) {
      const request = registerRequest({
        name: 'Bench',
        surname: 'Player',
        username,
        email: `${username}@bench.example`,
        phone: `90555${String(randomInt(10_000_000)).padStart(7, '0')}`,
        password: 'Bench2026!',
      });
      const token = sessionTokenOf(await call('register', request, envelopeOk));
      if (!token) throw new CallFailed('register', `no session token for ${username}`);
      return token;
    },
    async deposit(token, lira) {
      const body = { id: DEPOSIT_METHOD_ID, target: 'pay', detail: { Amount: lira } };
      await api('deposit', '/payment/deposit', { body, token, idempotencyKey: randomUUID() });
    },
    async launch(token) {
      const address = (await api('launch', '/casino/dtlaunchurl', {
        body: { code: DEMO_GAME },
        token,
      })) as string;
      const session = new URL(address).searchParams.get('session');
      if (!session) throw new CallFailed('launch', `no game session in ${address}`);
      return session;
    },
    async balance(token) {
      const data = (await api('balance', '/user/balance', { token })) as { balance: number };
      return data.balance;
    },
    async historyPage(token, which) {
      const page = { ...period(), skip: 0, take: 20 };
      if (which === 'payments')
        await api('history', '/transaction/history', { body: { ...page, type: 0 }, token });
      else await api('history', '/casino/history', { body: page, token });
    },
    async pageSpin(gameToken) {
      await call(
        'page spin',
        {
          method: 'POST',
          path: '/demo/games/api/spin',
          headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'null' },
          body: JSON.stringify({ session: gameToken }),
        },
        spunOk,
      );
    },
    async walletSpin(gameToken) {
      const roundId = randomUUID();
      await wallet('bet', {
        token: gameToken,
        transactionId: randomUUID(),
        roundId,
        amount: STAKE_CENTS,
      });
      const won = Math.round(spinWin(Math.random, DEMO_STAKE, DEMO_GAME) * 100);
      await wallet('win', { token: gameToken, transactionId: randomUUID(), roundId, amount: won });
    },
  };
}
