import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Helpers for reading the YAML contract: shared by the contract tests and the conformance checker. */

export type Obj = Record<string, unknown>;

export interface Operation {
  /** `POST /auth/login`: names the test rows. */
  key: string;
  method: string;
  path: string;
  op: Obj;
  pathItem: Obj;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a YAML file given relative to the project root. */
export function loadYaml(relative: string): Obj {
  const file = fileURLToPath(new URL(`../../${relative}`, import.meta.url));
  const doc: unknown = parse(readFileSync(file, 'utf8'));
  if (!isObj(doc)) throw new Error(`${relative} is not a YAML mapping`);
  return doc;
}

/** Walks keys from `node`; undefined when any step is missing. */
export function at(node: unknown, ...keys: string[]): unknown {
  let current = node;
  for (const key of keys) {
    if (!isObj(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** Follows local `$ref`s (`#/...`) until a node that is not a reference. */
export function deref(doc: Obj, node: unknown): unknown {
  let current = node;
  for (let hops = 0; isObj(current) && typeof current.$ref === 'string'; hops += 1) {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || hops > 20) throw new Error(`cannot resolve $ref ${ref}`);
    const keys = ref
      .slice(2)
      .split('/')
      .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
    current = at(doc, ...keys);
    if (current === undefined) throw new Error(`dangling $ref ${ref}`);
  }
  return current;
}

/** Every `$ref` string reachable from `node`, following the document's own refs. */
export function collectRefs(doc: Obj, node: unknown, seen = new Set<unknown>()): string[] {
  if (typeof node !== 'object' || node === null || seen.has(node)) return [];
  seen.add(node);
  const ref = at(node, '$ref');
  const own = typeof ref === 'string' ? [ref] : [];
  const target =
    typeof ref === 'string' && ref.startsWith('#/') ? [at(doc, ...ref.slice(2).split('/'))] : [];
  return [
    ...own,
    ...[...target, ...Object.values(node)].flatMap((child) => collectRefs(doc, child, seen)),
  ];
}

export function listOperations(doc: Obj): Operation[] {
  const paths = at(doc, 'paths');
  if (!isObj(paths)) return [];
  return Object.entries(paths).flatMap(([path, rawItem]) => {
    const pathItem = deref(doc, rawItem);
    if (!isObj(pathItem)) return [];
    return METHODS.flatMap((method) => {
      const op = pathItem[method];
      if (!isObj(op)) return [];
      return [{ key: `${method.toUpperCase()} ${path}`, method, path, op, pathItem }];
    });
  });
}

/** Path-level and operation-level parameters, resolved. */
export function parametersOf(doc: Obj, operation: Operation): Obj[] {
  const raw = [operation.pathItem.parameters, operation.op.parameters].flatMap((list) =>
    Array.isArray(list) ? (list as unknown[]) : [],
  );
  return raw.map((param) => deref(doc, param)).filter(isObj);
}

/** The `application/json` media of an operation's request body, resolved. */
export function requestMedia(doc: Obj, operation: Operation): Obj | undefined {
  const media = at(deref(doc, operation.op.requestBody), 'content', 'application/json');
  return isObj(media) ? media : undefined;
}

/** The `application/json` examples map of the 200 response, resolved. */
export function okExamples(doc: Obj, operation: Operation): Obj | undefined {
  const response = deref(doc, at(operation.op, 'responses', '200'));
  const examples = at(response, 'content', 'application/json', 'examples');
  return isObj(examples) ? examples : undefined;
}

/** The `value` of a named example of a media examples map. */
export function exampleValue(doc: Obj, examples: Obj | undefined, name: string): unknown {
  return at(deref(doc, examples?.[name]), 'value');
}
