import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { responseSchemas } from '../../generated/response-schemas.ts';
import { isObj, loadYaml } from '../lib/contract-doc.ts';
import { checkAnswer, type ResponseSchema, type Violation } from './check.ts';
import { NetworkError, send, type HttpAnswer } from './http.ts';
import { ordered } from './order.ts';
import { freshPlayer, planOperations, type Planned } from './plan.ts';
import { buildRequest, sessionToken } from './request.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const CONTRACT = 'generated/openapi.yaml';
const DEFAULT_TIMEOUT_MS = 10_000;
/** After this many timeouts in a row the backend is taken to be down: the rest are not called. */
const TIMEOUTS_BEFORE_GIVING_UP = 3;
export const NO_SESSION = 'needs a session: register and login gave no token';

export interface ConformanceOptions {
  /** The API root; the contract's paths are appended to it. */
  baseUrl: string;
  /** Per call; 10 s by default. */
  timeoutMs?: number;
  /** The start time; it names the fresh player. Now by default. */
  now?: Date;
}

export type OperationResult = 'ok' | 'violation' | 'unreachable';

export interface OperationReport {
  operationId: string;
  method: string;
  path: string;
  /** The HTTP status, or null when there was no answer. */
  status: number | null;
  result: OperationResult;
  violations: Violation[];
  /** Why the operation could not be reached (result `unreachable`). */
  reason?: string;
}

export interface Report {
  baseUrl: string;
  startedAt: string;
  /** The fresh player the run registered and logged in with. */
  player: { username: string; registered: boolean; loggedIn: boolean };
  /** What the run noticed on the way (e.g. a refused registration). */
  notes: string[];
  operations: OperationReport[];
  summary: { total: number; ok: number; violation: number; unreachable: number };
}

export async function runConformance(options: ConformanceOptions): Promise<Report> {
  const now = options.now ?? new Date();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = new URL(options.baseUrl);
  const doc = loadYaml(CONTRACT);
  const plan = ordered(planOperations(doc));
  const player = freshPlayer(doc, plan, now);
  const report: Report = {
    baseUrl: options.baseUrl,
    startedAt: now.toISOString(),
    player: { username: player.username, registered: false, loggedIn: false },
    notes: [],
    operations: [],
    summary: { total: 0, ok: 0, violation: 0, unreachable: 0 },
  };
  let token: string | undefined;
  let timeoutsInARow = 0;

  for (const step of plan) {
    const row = { operationId: step.operationId, method: step.method, path: step.path };
    const unreachable = (reason: string): OperationReport => ({
      ...row,
      status: null,
      result: 'unreachable',
      violations: [],
      reason,
    });
    if (step.needsSession && token === undefined) {
      report.operations.push(unreachable(NO_SESSION));
      continue;
    }
    if (timeoutsInARow >= TIMEOUTS_BEFORE_GIVING_UP) {
      report.operations.push(
        unreachable(`not called: the last ${TIMEOUTS_BEFORE_GIVING_UP} calls timed out`),
      );
      continue;
    }
    let answer: HttpAnswer;
    try {
      answer = await send({ ...buildRequest(doc, step, player, token, base), timeoutMs });
      timeoutsInARow = 0;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      timeoutsInARow = error.code === 'TIMEOUT' ? timeoutsInARow + 1 : 0;
      report.operations.push(
        unreachable(error.code === 'TIMEOUT' ? `timeout: ${error.message}` : error.message),
      );
      continue;
    }
    const violations = checkAnswer(answer, step.declared, await loadSchema(step));
    report.operations.push({
      ...row,
      status: answer.status,
      result: violations.length > 0 ? 'violation' : 'ok',
      violations,
    });
    if (step.operationId === 'register' || step.operationId === 'login') {
      const session = sessionToken(answer);
      const what = step.operationId === 'register' ? 'registration' : 'login';
      if (session.token !== undefined) {
        token = session.token;
        if (step.operationId === 'register') report.player.registered = true;
        else report.player.loggedIn = true;
      } else {
        report.notes.push(`${what} of ${player.username} was refused: ${session.why}`);
      }
    }
  }

  if (!report.player.registered && !report.player.loggedIn) {
    report.notes.push('no session: the operations that need one were not called');
  }
  for (const operation of report.operations) report.summary[operation.result] += 1;
  report.summary.total = report.operations.length;
  return report;
}

/** The generated zod schema of the operation's 200 answer (generated/response-schemas.ts). */
async function loadSchema(step: Planned): Promise<ResponseSchema | undefined> {
  const entry = responseSchemas[`${step.method} ${step.path}`];
  if (!entry) return undefined;
  const [tag, name] = entry;
  const file = join(ROOT, 'generated', 'api', tag, `${tag}.zod.ts`);
  const schemas = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const schema = schemas[name];
  if (!isObj(schema) || typeof schema.safeParse !== 'function') {
    throw new Error(`${file} has no zod schema ${name}`);
  }
  return schema as unknown as ResponseSchema;
}
