// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  exampleValue,
  isObj,
  listOperations,
  loadYaml,
  okExamples,
  parametersOf,
  requestMedia,
  type Operation,
} from '../../scripts/lib/contract-doc.ts';
import {
  documentedBody,
  parameterValue,
  sampleFromSchema,
} from '../../scripts/lib/schema-sample.ts';
import {
  freePort,
  httpRequest,
  spawnPrism,
  type HttpResult,
  type PrismProcess,
} from './prism-server';

// Every operation of the bundled contract, served by Prism, answers its documented examples.

const doc = loadYaml('generated/openapi.yaml');
const operations = listOperations(doc);
const posts = operations.filter((operation) => isObj(operation.op.requestBody));

let prism: PrismProcess | undefined;

beforeAll(async () => {
  prism = spawnPrism(await freePort());
  await prism.ready(30_000);
}, 60_000);

// Runs even when beforeAll or a test failed, so Prism never outlives the run.
afterAll(async () => {
  await prism?.stop();
}, 15_000);

async function send(
  operation: Operation,
  body: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<HttpResult> {
  if (!prism) throw new Error('Prism is not running');
  const headers: Record<string, string> = {
    accept: 'application/json',
    authorization: 'Bearer test',
    'x-locale': 'tr',
    ...extraHeaders,
  };
  let path = operation.path;
  const query = new URLSearchParams();
  for (const param of parametersOf(doc, operation)) {
    if (param.required !== true || typeof param.name !== 'string') continue;
    const value = String(parameterValue(doc, param));
    if (param.in === 'query') query.append(param.name, value);
    if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(value));
    if (param.in === 'header') headers[param.name.toLowerCase()] ??= value;
  }
  if (query.size > 0) path += `?${query.toString()}`;
  let payload: string | undefined;
  if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  return httpRequest(prism.port, operation.method.toUpperCase(), path, headers, payload);
}

/** Asserts a 200 JSON answer that Prism raised no validation problem for, and returns its body. */
function json(result: HttpResult, what: string): unknown {
  const detail = `${what} answered ${result.status}: ${result.body}\n${result.headers['sl-violations'] ?? ''}`;
  expect(result.status, detail).toBe(200);
  expect(result.headers['sl-violations'], `${what}: Prism request violations`).toBeUndefined();
  expect(result.headers['content-type'], `${what}: content type`).toMatch(/^application\/json/);
  return JSON.parse(result.body);
}

describe('Prism serves the contract', () => {
  it('lists operations to check', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  it.each(operations)('$key answers its success example', async (operation) => {
    const body = json(await send(operation, documentedBody(doc, operation)), operation.key);
    const expected = exampleValue(doc, okExamples(doc, operation), 'success');
    expect(expected, `${operation.key}: success example`).toBeDefined();
    expect(at(body, 'success'), `${operation.key}: success flag`).toBe(true);
    expect(body, `${operation.key}: body equals the success example`).toEqual(expected);
  });

  it.each(operations)('$key answers its failure example when asked', async (operation) => {
    const result = await send(operation, documentedBody(doc, operation), {
      prefer: 'example=failure',
    });
    const body = json(result, `${operation.key} (Prefer: example=failure)`);
    const expected = exampleValue(doc, okExamples(doc, operation), 'failure');
    expect(expected, `${operation.key}: failure example`).toBeDefined();
    expect(at(body, 'success'), `${operation.key}: success flag`).toBe(false);
    expect(body, `${operation.key}: body equals the failure example`).toEqual(expected);
  });

  // The generator stands in when a body has no example; check it yields bodies Prism accepts.
  it.each(posts)('$key accepts a body generated from its schema', async (operation) => {
    const schema = requestMedia(doc, operation)?.schema;
    expect(schema, `${operation.key}: request schema`).toBeDefined();
    const generated = sampleFromSchema(doc, schema);
    const body = json(await send(operation, generated), `${operation.key} with generated body`);
    expect(at(body, 'success'), `${operation.key}: success flag`).toBe(true);
  });
});
