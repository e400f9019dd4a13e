// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contractOperations, exampleScenarios } from '@generated/scenarios';
import { generateScenarios, scenarioPrefix } from '../../codegen/scenarios';
import { at, deref, isObj, listOperations, loadYaml } from '../../scripts/lib/contract-doc';

// `npm run codegen` makes one mock scenario per response example of the contract.
const doc = loadYaml('generated/openapi.yaml');

/** Every response example of the contract, as `<operation>:<example>`. */
function contractExamples(): string[] {
  return listOperations(doc).flatMap(({ op }) =>
    Object.values(isObj(op.responses) ? op.responses : {}).flatMap((response) => {
      const examples = at(deref(doc, response), 'content', 'application/json', 'examples');
      const prefix = scenarioPrefix(String(op.operationId));
      return Object.keys(isObj(examples) ? examples : {}).map((key) => `${prefix}:${key}`);
    }),
  );
}

describe('generated scenarios', () => {
  it('has one scenario per response example and lists every operation', () => {
    expect(exampleScenarios.map((scenario) => scenario.name).sort()).toEqual(
      contractExamples().sort(),
    );
    expect(contractOperations).toHaveLength(listOperations(doc).length);
    expect(exampleScenarios.map((scenario) => scenario.name)).toEqual(
      expect.arrayContaining(['login:failure', 'paymentDetail:empty', 'balance:unauthorized']),
    );
    expect(exampleScenarios.find((scenario) => scenario.name === 'login:failure')).toMatchObject({
      operationId: 'login',
      status: 200,
      description: 'POST /auth/login answers 200: Wrong credentials',
      body: { success: false, message: 'Kullanıcı adı veya şifre hatalı.' },
    });
  });

  it('turns a new example in the contract into a new scenario', () => {
    const contract = (examples: Record<string, { summary?: string; value: unknown }>) => ({
      paths: {
        '/user/balance': {
          get: {
            operationId: 'getBalance',
            responses: { '200': { content: { 'application/json': { examples } } } },
          },
        },
      },
    });
    const before = generateScenarios(contract({ success: { value: { success: true } } }));
    const after = generateScenarios(
      contract({
        success: { value: { success: true } },
        frozen: { summary: 'Account frozen', value: { success: false } },
      }),
    );
    expect(before).not.toContain('balance:frozen');
    expect(after).toContain('"name":"balance:frozen"');
    expect(after).toContain('GET /user/balance answers 200: Account frozen');
  });

  it('refuses two operations that would give one scenario prefix', () => {
    const operation = (operationId: string) => ({ get: { operationId, responses: {} } });
    expect(() =>
      generateScenarios({ paths: { '/a': operation('getBalance'), '/b': operation('balance') } }),
    ).toThrow(/one scenario prefix balance/);
  });
});
