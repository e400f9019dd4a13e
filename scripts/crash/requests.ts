import type { ApiRequest } from '../lib/server-client.ts';

// HTTP for the crash loop's clients. A request is sent until it gets an answer: when the server
// dies under it (the connection drops or is refused) the same request, with the same
// Idempotency-Key or provider transaction id, is sent again once the server is back, as a client
// that never saw the first answer must. A 5xx answer is not an answer about the money either and is
// retried the same way. Every attempt is counted.
export interface Counters {
  /** HTTP requests sent, retries included. */
  attempts: number;
  /** Attempts sent again after the one before got no answer. */
  retries: number;
  /** Attempts that failed because the connection dropped or was refused. */
  dropped: number;
  /** Attempts answered with a 5xx status, by path. */
  serverErrors: Record<string, number>;
  /** Requests given up on: no answer within GIVE_UP_MS. */
  unanswered: number;
  /** Attempts waiting for their answer now. */
  inFlight: number;
  /** Answers marked `Idempotent-Replayed`: a retry answered with the first attempt's answer. */
  replayed: number;
}

export const newCounters = (): Counters => ({
  attempts: 0,
  retries: 0,
  dropped: 0,
  serverErrors: {},
  unanswered: 0,
  inFlight: 0,
  replayed: 0,
});

export interface Answer {
  status: number;
  /** The parsed JSON body, or null for an answer that is not JSON (a redirect). */
  body: unknown;
  /** The server answered with the stored first answer to the same Idempotency-Key. */
  replayed: boolean;
}

export interface Call {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as an HTML form. */
  form?: Record<string, string>;
  /** Sent as it is (a signed body), with the content type given in `headers`. */
  text?: string;
  /** Send it once only: an attempt that gets no answer is not repeated (its outcome is unknown). */
  once?: boolean;
}

/** A request to the site's API (scripts/lib/server-client.ts), sent until it is answered. */
export const apiCall = (request: ApiRequest): Call => ({
  method: request.method,
  path: request.path,
  headers: request.headers,
  text: request.body,
});

/** One attempt may take this long; a server that is being killed answers nothing. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** Past this, a request is given up: the server was down longer than any restart takes. */
const GIVE_UP_MS = 45_000;
const RETRY_PAUSE_MS = 150;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Requester {
  readonly baseUrl: string;
  readonly counters: Counters;

  constructor(baseUrl: string, counters: Counters) {
    this.baseUrl = baseUrl;
    this.counters = counters;
  }

  /** The call's answer, or null when it got none (a `once` call, or given up). */
  async send(call: Call): Promise<Answer | null> {
    const started = Date.now();
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0) this.counters.retries += 1;
      this.counters.attempts += 1;
      this.counters.inFlight += 1;
      const answer = await this.attempt(call).finally(() => (this.counters.inFlight -= 1));
      if (answer && answer.status < 500) {
        if (answer.replayed) this.counters.replayed += 1;
        return answer;
      }
      if (answer) {
        const errors = this.counters.serverErrors;
        errors[call.path] = (errors[call.path] ?? 0) + 1;
      } else this.counters.dropped += 1;
      if (call.once) return null;
      if (Date.now() - started > GIVE_UP_MS) {
        this.counters.unanswered += 1;
        return null;
      }
      await pause(RETRY_PAUSE_MS);
    }
  }

  private async attempt(call: Call): Promise<Answer | null> {
    const headers: Record<string, string> = { ...call.headers };
    let body = call.text;
    if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.json);
    } else if (call.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(call.form).toString();
    }
    try {
      const response = await fetch(`${this.baseUrl}${call.path}`, {
        method: call.method ?? 'POST',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      const replayed = response.headers.get('idempotent-replayed') === 'true';
      return { status: response.status, body: parsed, replayed };
    } catch {
      return null;
    }
  }
}
