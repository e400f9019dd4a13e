import { randomInt, randomUUID } from 'node:crypto';
import { sign, walletKey } from '../../server/demo-games/signature.ts';
import { apiRequest } from '../lib/server-client.ts';
import type { Journal, Outcome, WalletRecord } from './journal.ts';
import { apiCall, type Answer, type Requester } from './requests.ts';

// One browser tab of a player in the crash loop, doing what players and the game provider do, at
// random, until told to stop: spins through the provider's seamless wallet (a bet, then its win or
// a rollback, each with the provider's own transaction id), spins asked by the game page,
// deposits confirmed on the demo provider's payment page, withdrawals, and cancels of waiting
// withdrawals. Every money request carries an Idempotency-Key, the same on every attempt. Two
// tabs of one player share the player's wallet, so their requests race each other.
export interface Player {
  username: string;
  token: string;
  /** Counters that give every deposit and withdrawal of the player an amount of its own. */
  deposits: number;
  withdrawals: number;
  /** Amounts of withdrawals that answered success and no tab has tried to cancel yet. */
  cancellable: number[];
}

export interface TabOptions {
  player: Player;
  requester: Requester;
  journal: Journal;
  /** The server's secret, from which the provider's wallet key is derived. */
  secret: string;
  /** The game the provider's wallet spins are in, and the one the game page spins. */
  walletGame: string;
  pageGame: string;
  stopped: () => boolean;
}

/** Deposits go through the method with a payment page; withdrawals through the one for 50+. */
const DEPOSIT_METHOD = 13;
const WITHDRAW_METHOD = 23;
const DEPOSIT_BASE_CENTS = 30_000;
const WITHDRAWAL_BASE_CENTS = 5_000;

const envelopeOf = (answer: Answer | null) =>
  answer?.body as { success?: boolean; data?: unknown } | null | undefined;
const outcomeOf = (answer: Answer | null): Outcome =>
  !answer ? 'unanswered' : envelopeOf(answer)?.success === true ? 'success' : 'refused';

export class Tab {
  private readonly options: TabOptions;
  private readonly key: Buffer;
  private walletToken = '';
  private pageToken = '';

  constructor(options: TabOptions) {
    this.options = options;
    this.key = walletKey(options.secret);
  }

  /** Opens the tab's two games, deposits, then acts until stopped. */
  async run(): Promise<void> {
    this.walletToken = await this.launch(this.options.walletGame);
    this.pageToken = await this.launch(this.options.pageGame);
    await this.deposit();
    while (!this.options.stopped()) await this.step();
  }

  private async step(): Promise<void> {
    const roll = Math.random();
    if (roll < 0.5) return this.walletSpin();
    if (roll < 0.6) return this.pageSpin();
    if (roll < 0.75) return this.deposit();
    if (roll < 0.92) return this.withdraw();
    return this.cancel();
  }

  /** An operation of ./api as the site calls it. */
  private api(path: string, body: unknown, idempotencyKey?: string) {
    const { token } = this.options.player;
    return this.options.requester.send(apiCall(apiRequest(path, { body, token, idempotencyKey })));
  }

  private async launch(code: string): Promise<string> {
    const answer = await this.api('/casino/dtlaunchurl', { code });
    const data = envelopeOf(answer)?.data;
    if (typeof data !== 'string')
      throw new Error(`launching ${code} failed: ${JSON.stringify(answer)}`);
    return new URL(data).searchParams.get('session') ?? '';
  }

  /** A signed call of the game provider's servers to the casino's wallet. */
  private async wallet(record: Omit<WalletRecord, 'status' | 'username'>, body: object) {
    const text = JSON.stringify({ token: this.walletToken, ...body });
    const answer = await this.options.requester.send({
      path: `/demo/games/wallet/${record.call}`,
      headers: { 'content-type': 'application/json', 'x-signature': sign(this.key, text) },
      text,
    });
    const status = answer
      ? String((answer.body as { status?: unknown } | null)?.status)
      : 'unanswered';
    this.options.journal.wallet.push({ ...record, username: this.options.player.username, status });
    return status;
  }

  private async walletSpin(): Promise<void> {
    const roundId = randomUUID();
    const betId = randomUUID();
    const stake = 100 + randomInt(400);
    const bet = { call: 'bet', transactionId: betId, roundId, cents: stake } as const;
    if ((await this.wallet(bet, { transactionId: betId, roundId, amount: stake })) !== 'OK') return;
    const settleId = randomUUID();
    if (Math.random() < 0.15) {
      const rollback = {
        call: 'rollback',
        transactionId: settleId,
        roundId,
        cents: stake,
      } as const;
      await this.wallet(rollback, { transactionId: settleId, referenceTransactionId: betId });
      return;
    }
    const won = Math.random() < 1 / 3 ? Math.round(stake * 2.5) : 0;
    const win = { call: 'win', transactionId: settleId, roundId, cents: won } as const;
    await this.wallet(win, { transactionId: settleId, roundId, amount: won });
  }

  private async pageSpin(): Promise<void> {
    const answer = await this.options.requester.send({
      path: '/demo/games/api/spin',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      json: { session: this.pageToken },
      once: true,
    });
    const type = (answer?.body as { type?: unknown } | null)?.type;
    this.options.journal.pageSpins.push({
      username: this.options.player.username,
      gameCode: this.options.pageGame,
      outcome: !answer ? 'unknown' : type === 'spun' ? 'spun' : 'refused',
    });
  }

  private async deposit(): Promise<void> {
    const player = this.options.player;
    const cents = DEPOSIT_BASE_CENTS + (player.deposits += 1);
    const key = randomUUID();
    const body = { id: DEPOSIT_METHOD, target: 'pay', detail: { Amount: cents / 100 } };
    const answer = await this.api('/payment/deposit', body, key);
    const outcome = outcomeOf(answer);
    const address = envelopeOf(answer)?.data;
    const ref = typeof address === 'string' ? new URL(address).searchParams.get('payment') : null;
    const record = { username: player.username, key, outcome, cents, ref, confirmed: false };
    this.options.journal.deposits.push(record);
    // Most players pay on the provider's page at once; the rest leave it to the provider's timer.
    if (outcome !== 'success' || !ref || Math.random() < 0.3) return;
    const confirm = await this.options.requester.send({
      path: '/demo/checkout/confirm',
      form: { payment: ref },
    });
    record.confirmed = confirm?.status === 303;
  }

  private async withdraw(): Promise<void> {
    const player = this.options.player;
    const cents = WITHDRAWAL_BASE_CENTS + (player.withdrawals += 1);
    const key = randomUUID();
    const body = { id: WITHDRAW_METHOD, target: 'pay', detail: { Amount: cents / 100 } };
    const outcome = outcomeOf(await this.api('/payment/withdraw', body, key));
    this.options.journal.withdrawals.push({ username: player.username, key, outcome, cents });
    if (outcome === 'success') player.cancellable.push(cents);
  }

  /** Takes back a waiting withdrawal of the player, found in Financial Activities by its amount. */
  private async cancel(): Promise<void> {
    const player = this.options.player;
    const cents = player.cancellable.pop();
    if (cents === undefined) return this.withdraw();
    const now = Date.now();
    const history = await this.api('/transaction/history', {
      from: new Date(now - 86_400_000).toISOString(),
      to: new Date(now).toISOString(),
      type: 2,
      skip: 0,
      take: 100,
    });
    const items = (envelopeOf(history)?.data as { items?: Array<{ id: number; amount: number }> })
      ?.items;
    const row = items?.find((item) => Math.round(item.amount * 100) === cents);
    if (!row) return;
    const key = randomUUID();
    const outcome = outcomeOf(await this.api('/transaction/cancelwithdraw', { id: row.id }, key));
    this.options.journal.cancels.push({
      username: player.username,
      key,
      outcome,
      withdrawalCents: cents,
    });
  }
}
