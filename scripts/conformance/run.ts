import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { responseSchemas } from '../../generated/response-schemas.ts';
import {
  at,
  isObj,
  listOperations,
  loadYaml,
  parametersOf,
  type Obj,
  type Operation,
} from '../lib/contract-doc.ts';
import { documentedBody, parameterValue } from '../lib/schema-sample.ts';
import { checkAnswer, type ResponseSchema, type Violation } from './check.ts';
import { NetworkError, send, type HttpAnswer } from './http.ts';
import { ordered } from './order.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const CONTRACT = 'generated/openapi.yaml';
/** Sent as `x-fingerprint`, as the site sends its device fingerprint (spec 7). */
export const FAKE_FINGERPRINT = 'conformance0000000000000000000000';
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

interface Planned {
  operationId: string;
  method: string;
  path: string;
  operation: Operation;
  declared: string[];
  needsSession: boolean;
}

interface Player {
  username: string;
  email: string;
  phone: string;
  password: string;
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

function planOperations(doc: Obj): Planned[] {
  const globalSecurity = at(doc, 'security');
  return listOperations(doc).map((operation) => {
    const security = operation.op.security ?? globalSecurity;
    // An empty requirement (`{}`) in the list means the call also works without a token.
    const anonymous =
      !Array.isArray(security) ||
      security.some((requirement) => isObj(requirement) && Object.keys(requirement).length === 0);
    const responses = at(operation.op, 'responses');
    return {
      operationId:
        typeof operation.op.operationId === 'string' ? operation.op.operationId : operation.key,
      method: operation.method.toUpperCase(),
      path: operation.path,
      operation,
      declared: isObj(responses) ? Object.keys(responses) : [],
      needsSession: !anonymous,
    };
  });
}

/** A player no backend has seen: names and numbers are built from the start time. */
function freshPlayer(doc: Obj, plan: Planned[], now: Date): Player {
  const stamp = now.getTime();
  const register = plan.find((step) => step.operationId === 'register');
  const example = register ? documentedBody(doc, register.operation) : undefined;
  const password = isObj(example) && typeof example.password === 'string' ? example.password : '';
  const username = `qa${stamp.toString(36)}`;
  return {
    username,
    email: `${username}@example.com`,
    phone: `5${String(stamp).slice(-9).padStart(9, '0')}`,
    password: password || 'Conformance1',
  };
}

/**
 * The documented body with the fresh player's identity: every body that names a user, a phone or
 * an e-mail address names the fresh player's (so no call concerns the people in the examples), and
 * login sends the password registration chose.
 */
function personalise(body: unknown, operationId: string, player: Player): unknown {
  if (!isObj(body)) return body;
  const result: Obj = { ...body };
  if ('username' in result) result.username = player.username;
  if ('email' in result) result.email = player.email;
  if ('phone' in result) result.phone = player.phone;
  if (operationId === 'login') result.password = player.password;
  return result;
}

function buildRequest(
  doc: Obj,
  step: Planned,
  player: Player,
  token: string | undefined,
  base: URL,
): { method: string; url: URL; headers: Record<string, string>; body?: string } {
  // The site's headers (spec 7).
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-locale': 'tr',
    'x-fingerprint': FAKE_FINGERPRINT,
  };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  let path = step.path;
  const query = new URLSearchParams();
  for (const param of parametersOf(doc, step.operation)) {
    if (param.required !== true || typeof param.name !== 'string') continue;
    const value = String(parameterValue(doc, param));
    if (param.in === 'query') query.append(param.name, value);
    if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(value));
  }
  const url = new URL(base.href);
  url.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
  url.search = query.toString();
  const raw = documentedBody(doc, step.operation);
  if (raw === undefined) return { method: step.method, url, headers };
  headers['content-type'] = 'application/json';
  const body = JSON.stringify(personalise(raw, step.operationId, player));
  return { method: step.method, url, headers, body };
}

/** The token of a register or login answer, or why there is none. */
function sessionToken(answer: HttpAnswer): { token?: string; why: string } {
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return { why: `status ${answer.status}, the body is not JSON` };
  }
  const token = at(body, 'data', 'token');
  if (answer.status === 200 && at(body, 'success') === true && typeof token === 'string') {
    return { token, why: '' };
  }
  const message = at(body, 'message');
  const said = typeof message === 'string' ? `: "${message}"` : '';
  return { why: `status ${answer.status}, success ${String(at(body, 'success'))}${said}` };
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
