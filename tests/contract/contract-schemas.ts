import { expect } from 'vitest';
import { at, isObj, listOperations, loadYaml, type Obj } from '../../scripts/lib/contract-doc.ts';

/** The bundled contract, its operations, and its operations by "METHOD /path". */
export const doc = loadYaml('generated/openapi.yaml');
export const operations = listOperations(doc);
export const byKey = new Map(operations.map((operation) => [operation.key, operation]));

/** A schema of components.schemas, which must be there. */
export function schema(name: string): Obj {
  const found = at(doc, 'components', 'schemas', name);
  expect(isObj(found), `components.schemas.${name}`).toBe(true);
  return found as Obj;
}
