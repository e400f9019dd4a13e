import { Hono } from 'hono';
import { expect } from 'vitest';
import { demoGameRoutes } from '../../../server/demo-games/routes.ts';
import { sign, walletKey } from '../../../server/demo-games/signature.ts';
import type { AppEnv } from '../../../server/http/context.ts';
import type { TestServer } from './test-server.ts';

// The server's demo game provider beside a test server: its routes on an app of their own (as
// the provider runs apart from the casino), its servers' signed calls to the casino's wallet,
// and a launch of one of its games for a player.
export interface WalletAnswer {
  status: string;
  balance?: number;
  repeated?: boolean;
}

type WalletCall = Promise<{ status: number; answer: WalletAnswer }>;

export interface DemoProvider {
  /** The provider's game page and wallet routes. */
  games: Hono<AppEnv>;
  /** A wallet call as the provider's servers make it: signed with the casino's key unless given. */
  wallet(
    name: 'balance' | 'bet' | 'win' | 'rollback',
    body: Record<string, unknown>,
    signature?: string,
  ): WalletCall;
  /** The wallet calls of a round, signed, for the game session of `token`; amounts in cents. */
  bet(token: string, transactionId: string, roundId: string, amount: number): WalletCall;
  win(token: string, transactionId: string, roundId: string, amount: number): WalletCall;
  /** Gives back the stake of the bet `referenceTransactionId`. */
  rollback(token: string, transactionId: string, referenceTransactionId: string): WalletCall;
  /** Launches a game for the token's player; the game session token from the answer. */
  launch(token: string, code?: string): Promise<string>;
  /** What the game page asks its provider (open to any origin: the page is sandboxed). */
  page<T>(path: 'session' | 'spin', session: string): Promise<T>;
}

export function demoProvider(server: TestServer): DemoProvider {
  const games = new Hono<AppEnv>();
  demoGameRoutes(games, server.services);
  const wallet: DemoProvider['wallet'] = async (name, body, signature) => {
    const text = JSON.stringify(body);
    const response = await games.request(`/demo/games/wallet/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': signature ?? sign(walletKey(server.services.config.secret), text),
      },
      body: text,
    });
    return { status: response.status, answer: (await response.json()) as WalletAnswer };
  };
  return {
    games,
    wallet,
    bet: (token, transactionId, roundId, amount) =>
      wallet('bet', { token, transactionId, roundId, amount }),
    win: (token, transactionId, roundId, amount) =>
      wallet('win', { token, transactionId, roundId, amount }),
    rollback: (token, transactionId, referenceTransactionId) =>
      wallet('rollback', { token, transactionId, referenceTransactionId }),
    async launch(token, code = 'dt-3-7') {
      const answer = await server.call<string>('/casino/dtlaunchurl', { code }, { token });
      if (!answer.success) throw new Error(`launch refused: ${answer.message}`);
      return new URL(answer.data).searchParams.get('session') ?? '';
    },
    async page<T>(path: 'session' | 'spin', session: string): Promise<T> {
      const response = await games.request(`/demo/games/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'null' },
        body: JSON.stringify({ session }),
      });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      return (await response.json()) as T;
    },
  };
}
