import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ViolationKind } from '../../scripts/conformance/check.ts';
import {
  at,
  exampleValue,
  listOperations,
  loadYaml,
  okExamples,
} from '../../scripts/lib/contract-doc.ts';

/**
 * A deliberately broken backend for the conformance checker's tests: it answers every operation of
 * the contract with its documented 200 success example, under `/api`, except six operations that
 * each carry ONE mutation. `mutations` says which, and what the checker must report.
 */

export interface Mutation {
  kind: ViolationKind;
  /** The JSON path the violation is reported at. */
  path: string;
}

export const mutations: Record<string, Mutation> = {
  getBalance: { kind: 'missing-required-field', path: '$.data.balance' },
  getTopWinners: { kind: 'wrong-type', path: '$.data[0].amount' },
  getNotifications: { kind: 'unknown-enum-value', path: '$.data[0].type' },
  getFavorites: { kind: 'undeclared-status', path: '$' },
  getContentList: { kind: 'missing-envelope', path: '$' },
  getRegisterForm: { kind: 'wrong-content-type', path: '$' },
};

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface BrokenBackend {
  /** The API root to give the checker (`http://127.0.0.1:PORT/api`). */
  baseUrl: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

interface Answer {
  status: number;
  contentType: string;
  body: unknown;
}

const PREFIX = '/api';

function answers(): Map<string, { operationId: string; answer: Answer }> {
  const doc = loadYaml('generated/openapi.yaml');
  const map = new Map<string, { operationId: string; answer: Answer }>();
  for (const operation of listOperations(doc)) {
    const operationId = String(operation.op.operationId);
    const example = structuredClone(exampleValue(doc, okExamples(doc, operation), 'success'));
    if (example === undefined) throw new Error(`${operation.key} has no success example`);
    map.set(`${operation.method.toUpperCase()} ${operation.path}`, {
      operationId,
      answer: mutate(operationId, example),
    });
  }
  return map;
}

/** The success example of `operationId`, with its one mutation if it has one. */
function mutate(operationId: string, example: unknown): Answer {
  const json = (body: unknown, status = 200): Answer => ({
    status,
    contentType: 'application/json; charset=utf-8',
    body,
  });
  const first = (list: unknown): Record<string, unknown> => {
    const item = Array.isArray(list) ? (list[0] as unknown) : undefined;
    if (typeof item !== 'object' || item === null) throw new Error(`${operationId}: no data[0]`);
    return item as Record<string, unknown>;
  };
  const data = at(example, 'data');
  switch (operationId) {
    case 'getBalance':
      delete (data as Record<string, unknown>).balance;
      return json(example);
    case 'getTopWinners':
      first(data).amount = String(first(data).amount);
      return json(example);
    case 'getNotifications':
      first(data).type = 99;
      return json(example);
    case 'getFavorites':
      return json(example, 418);
    case 'getContentList':
      return json(data);
    case 'getRegisterForm':
      return { status: 200, contentType: 'text/html; charset=utf-8', body: example };
    default:
      return json(example);
  }
}

export async function startBrokenBackend(): Promise<BrokenBackend> {
  const routes = answers();
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://backend');
      const method = req.method ?? 'GET';
      requests.push({
        method,
        path: `${url.pathname}${url.search}`,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const path = url.pathname.startsWith(`${PREFIX}/`) ? url.pathname.slice(PREFIX.length) : '';
      const route = routes.get(`${method} ${path}`);
      const answer = route?.answer ?? {
        status: 404,
        contentType: 'application/json',
        body: { success: false, message: 'Not found', data: null },
      };
      res.writeHead(answer.status, { 'content-type': answer.contentType });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${PREFIX}`,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Runs the broken backend on its own (`node tests/conformance/broken-backend.ts`), for trying. */
if (import.meta.main) {
  const backend = await startBrokenBackend();
  process.stdout.write(`Broken backend at ${backend.baseUrl}\n`);
}
