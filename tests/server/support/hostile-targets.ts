import {
  deref,
  isObj,
  listOperations,
  loadYaml,
  parametersOf,
  requestMedia,
  type Operation,
} from '../../../scripts/lib/contract-doc.ts';
import { documentedBody } from '../../../scripts/lib/schema-sample.ts';

// The hostile values and where they go: every string field of every request body and query in
// the contract (read from generated/openapi.yaml, so a field added to the contract is tried
// without a change here), and the documented request of its operation with one field changed.
export const CORPUS: readonly string[] = [
  "' OR 1=1--",
  "'; DROP TABLE players;--",
  '" OR ""="',
  "1'); SELECT pg_sleep(5);--",
  "admin'/*",
  "\\'; --",
  '%_%\\',
  'abc\u0000def',
  '\u0000',
  'Çağrı İşöğün',
  '😀🎰 ünïcødé 中文',
  '\u202eevil\u200b',
  'lone \ud83d surrogate',
  '<script>alert(1)</script>',
  'x'.repeat(10_000),
  'ş'.repeat(10_000),
];
/** Text PostgreSQL could not store as sent: refused with 400 naming the field. */
export const unstorable = (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text);

export type Path = ReadonlyArray<string | number>;
export interface Target {
  operation: Operation;
  in: 'body' | 'query';
  path: Path;
  declared: string[];
}

/** The contract, as generated from openapi/. */
export const CONTRACT = loadYaml('generated/openapi.yaml');

/** The paths of the string fields of a schema; open maps use the keys of the example. */
function stringFields(schema: unknown, example: unknown, path: Path = []): Path[] {
  const s = deref(CONTRACT, schema);
  if (!isObj(s)) return [];
  const types = [s.type].flat();
  const own: Path[] = types.includes('string') ? [path] : [];
  const variants = [s.allOf, s.oneOf, s.anyOf].flatMap((list) =>
    Array.isArray(list) ? (list as unknown[]) : [],
  );
  const inVariants = variants.flatMap((variant) => stringFields(variant, example, path));
  const properties = isObj(s.properties) ? s.properties : {};
  const inProperties = Object.entries(properties).flatMap(([key, property]) =>
    stringFields(property, isObj(example) ? example[key] : undefined, [...path, key]),
  );
  const inOpenMap =
    s.additionalProperties && isObj(example)
      ? Object.keys(example)
          .filter((key) => !(key in properties))
          .flatMap((key) => stringFields(s.additionalProperties, example[key], [...path, key]))
      : [];
  const inItems = s.items
    ? stringFields(s.items, Array.isArray(example) ? example[0] : undefined, [...path, 0])
    : [];
  const all = [...own, ...inVariants, ...inProperties, ...inOpenMap, ...inItems];
  return [...new Map(all.map((field) => [field.join('.'), field])).values()];
}

function targetsOf(operation: Operation): Target[] {
  const responses = operation.op.responses;
  const declared = isObj(responses) ? Object.keys(responses) : [];
  const media = requestMedia(CONTRACT, operation);
  const body = media
    ? stringFields(media.schema, documentedBody(CONTRACT, operation)).map((path) => ({
        operation,
        in: 'body' as const,
        path,
        declared,
      }))
    : [];
  const query = parametersOf(CONTRACT, operation)
    .filter((param) => param.in === 'query')
    .filter((param) => stringFields(param.schema, undefined).length > 0)
    .map((param) => ({ operation, in: 'query' as const, path: [String(param.name)], declared }));
  return [...body, ...query];
}

export const TARGETS = listOperations(CONTRACT).flatMap(targetsOf);
export const nameOf = (target: Target) =>
  `${target.operation.key} ${target.in} ${target.path.join('.')}`;

export function withValue(body: unknown, path: Path, value: string): unknown {
  const copy = structuredClone(body ?? {}) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (!isObj(node[key]) && !Array.isArray(node[key]))
      node[key] = typeof key === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path.at(-1) as string | number] = value;
  return copy;
}
