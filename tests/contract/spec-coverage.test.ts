// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  at,
  collectRefs,
  deref,
  exampleValue,
  isObj,
  loadYaml,
  okExamples,
  parametersOf,
  requestMedia,
} from '../../scripts/lib/contract-doc.ts';
import { byKey, doc, operations, schema } from './contract-schemas';

// The bundled contract has every call, enumeration and hub setting of the product, and marks
// each operation it adds with the reason.

// The product's calls: the 23 of its API table, then the 6 game-launch calls.
const SPEC_CALLS = [
  'POST /auth/login',
  'POST /auth/register',
  'GET /auth/form',
  'POST /customer/updatephone',
  'GET /bonus/definetrialbonus',
  'POST /customer/readnotification',
  'POST /customer/notification',
  'POST /auth/sendresetpassword',
  'POST /auth/checkresetcode',
  'POST /auth/changepasswordwithcode',
  'POST /customer/changepassword',
  'GET /auth/logout',
  'GET /user/balance',
  'GET /cms/grouped',
  'GET /cms/categorylist',
  'POST /cms/contentlist',
  'POST /transaction/topwinners',
  'POST /payment/detail',
  'POST /payment/deposit',
  'POST /payment/withdraw',
  'POST /casino/games',
  'POST /casino/categorygames',
  'POST /casino/togglefavorite',
  'POST /casino/dtlaunchurl',
  'POST /casino/emlaunchurl',
  'POST /casino/amusnetlaunchurl',
  'POST /casino/egtlaunchurl',
  'POST /casino/hub88launchurl',
  'POST /casino/softgamingslaunchurl',
];

// The product's enumerations, name=number (NotificationType is the Notification entity's).
const SPEC_ENUMS: Record<string, string> = {
  TransactionStatus: 'None=0, Confirmed=1, Pending=2, Merged=3, Rejected=4, Cancelled=5, Created=6',
  TransactionType: 'All=0, Deposit=1, Withdraw=2',
  ProcessingStatus: 'Processing=1, Completed=2, Cancelled=3, Expired=4',
  WinBet: 'Win=1, Bet=2',
  FieldType: 'String=1, Int=2, Long=3, Decimal=4, Bool=5, DateTime=6, Dropdown=7',
  PhonePageState: 'NotVerifiedPage=0, VerifiedPage=1, UpdatePage=2, VerificationCodePage=3',
  NotificationType: 'Deposit=1, Withdraw=2, Jackpot=3, Bonus=4, System=5',
};

describe("the product's calls", () => {
  it('serves them under ./api', () => {
    expect(doc.servers, 'server ./api').toEqual([expect.objectContaining({ url: './api' })]);
  });

  it('has unique operationIds', () => {
    const ids = operations.map((operation) => operation.op.operationId);
    expect(new Set(ids).size, 'distinct operationIds').toBe(ids.length);
  });

  it.each(SPEC_CALLS)('%s', (call) => {
    const operation = byKey.get(call);
    expect(operation, `${call} is in paths with that method`).toBeDefined();
    if (!operation) return;
    const { op } = operation;
    expect(op.operationId, `${call} operationId`).toMatch(/^[A-Za-z]\w*$/);
    expect(op['x-spec-addition'], `${call} is a spec call, not an addition`).toBeUndefined();

    const headers = parametersOf(doc, operation)
      .filter((param) => param.in === 'header')
      .map((param) => param.name);
    expect(headers, `${call} x-locale header parameter`).toContain('x-locale');
    expect(headers, `${call} x-fingerprint header parameter`).toContain('x-fingerprint');

    const examples = okExamples(doc, operation);
    expect(Object.keys(examples ?? {}), `${call} 200 examples`).toEqual(
      expect.arrayContaining(['success', 'failure']),
    );
    const flagOf = (name: string) => at(exampleValue(doc, examples, name), 'success');
    expect(flagOf('success'), `${call} success example has success true`).toBe(true);
    expect(flagOf('failure'), `${call} failure example has success false`).toBe(false);

    if (operation.method === 'post') {
      expect(at(deref(doc, op.requestBody), 'required'), `${call} body required`).toBe(true);
      expect(isObj(requestMedia(doc, operation)?.schema), `${call} request schema`).toBe(true);
    }
  });
});

describe('operations the product does not name', () => {
  const additions = operations.filter((operation) => !SPEC_CALLS.includes(operation.key));

  it.each(additions)('$key is marked x-spec-addition with a reason', ({ key, op }) => {
    expect(op['x-spec-addition'], `${key} x-spec-addition`).toBe(true);
    const reason = op['x-spec-addition-reason'];
    expect(typeof reason === 'string' && reason.trim().length > 0, `${key} reason`).toBe(true);
  });
});

describe('enumerations', () => {
  it.each(Object.entries(SPEC_ENUMS))('%s', (name, pairs) => {
    const enumSchema = schema(name);
    expect(enumSchema.type, `${name}.type`).toBe('integer');
    const values = enumSchema.enum;
    const names = enumSchema['x-enum-varnames'];
    expect(Array.isArray(values), `${name}.enum`).toBe(true);
    expect(Array.isArray(names), `${name}.x-enum-varnames`).toBe(true);
    if (!Array.isArray(values) || !Array.isArray(names)) return;
    expect(names.length, `${name}: one name per value`).toBe(values.length);
    const expected = pairs.split(', ').map((pair) => pair.split('='));
    const actual = names.map((member, i) => [member, values[i]]);
    expect(Object.fromEntries(actual), `${name} name=number pairs`).toEqual(
      Object.fromEntries(expected.map(([member, value]) => [member, Number(value)])),
    );
  });
});

describe('realtime hub (openapi/asyncapi.yaml)', () => {
  const hub = loadYaml('openapi/asyncapi.yaml');
  const servers = Object.values(isObj(hub.servers) ? hub.servers : {}).filter(isObj);
  const server = servers.find((entry) => entry.pathname === '/hub/frnotify');
  const messageMap = at(hub, 'components', 'messages');
  const messages = Object.values(isObj(messageMap) ? messageMap : {}).filter(isObj);

  it('is AsyncAPI 3 with a server at /hub/frnotify', () => {
    expect(String(hub.asyncapi), 'asyncapi version').toMatch(/^3\./);
    expect(server, 'server with pathname /hub/frnotify').toBeDefined();
  });

  it('has the NotifyMessage event', () => {
    const targets = messages.map((message) => message['x-signalr-target']);
    expect(targets, 'message with x-signalr-target NotifyMessage').toContain('NotifyMessage');
  });

  it('carries the client settings in x-signalr', () => {
    expect(at(server, 'x-signalr'), 'x-signalr settings').toMatchObject({
      reconnectDelaysMs: [0, 2000, 10000, 30000],
      serverTimeoutMs: 30000,
      keepAliveIntervalMs: 15000,
      messageBufferBytes: 100000,
      longPollTimeoutMs: 100000,
      negotiateRedirectLimit: 100,
      skipNegotiation: true,
    });
  });

  it('types a payload with the REST Notification schema', () => {
    const notificationRef = './openapi.yaml#/components/schemas/Notification';
    const refs = messages.flatMap((message) => collectRefs(hub, message.payload));
    expect(refs, 'a payload $ref to Notification').toContain(notificationRef);
    const root = loadYaml('openapi/openapi.yaml');
    expect(at(root, 'components', 'schemas', 'Notification'), 'its target').toBeDefined();
  });
});
