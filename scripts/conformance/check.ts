import type { HttpAnswer } from './http.ts';

export type ViolationKind =
  | 'undeclared-status'
  | 'wrong-content-type'
  | 'missing-envelope'
  | 'missing-required-field'
  | 'wrong-type'
  | 'unknown-enum-value'
  | 'schema-mismatch';

export interface Violation {
  kind: ViolationKind;
  /** JSON path in the body (`$.data[0].type`), `$` for the whole body or the status line. */
  path: string;
  message: string;
}

/** The part of a zod 4 issue the checker reads. */
export interface ZodIssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: unknown;
  values?: readonly unknown[];
  errors?: readonly (readonly ZodIssueLike[])[];
}

/** What a zod schema's safeParse returns, reduced to what the checker reads. */
export interface ResponseSchema {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: readonly ZodIssueLike[] } };
}

/** True when `status` matches a key of the operation's `responses` (`200`, `4XX`, `default`). */
export function isDeclared(status: number, declared: readonly string[]): boolean {
  const code = String(status);
  return declared.some(
    (key) => key === 'default' || key === code || key.toUpperCase() === `${code[0]}XX`,
  );
}

/**
 * Every violation of one answer: the declared status, the content type, the envelope, and for a
 * 200 answer the contract's schema (`schema`, the generated zod response schema). Answers with
 * another declared status are checked against the envelope only.
 */
export function checkAnswer(
  answer: HttpAnswer,
  declared: readonly string[],
  schema: ResponseSchema | undefined,
): Violation[] {
  const violations: Violation[] = [];
  if (!isDeclared(answer.status, declared)) {
    violations.push({
      kind: 'undeclared-status',
      path: '$',
      message: `status ${answer.status} is not declared (declared: ${declared.join(', ')})`,
    });
  }
  const type = answer.headers['content-type'] ?? '';
  const media = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (media !== 'application/json') {
    violations.push({
      kind: 'wrong-content-type',
      path: '$',
      message: `Content-Type ${type || 'missing'}, not application/json`,
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    const what = answer.body.trim() === '' ? 'the body is empty' : 'the body is not JSON';
    violations.push({ kind: 'missing-envelope', path: '$', message: `${what}: no envelope` });
    return violations;
  }
  const envelope = envelopeViolations(body);
  violations.push(...envelope);
  // Without the envelope the schema would only repeat the same finding, field by field.
  if (envelope.length === 0 && answer.status === 200 && schema) {
    const result = schema.safeParse(body);
    for (const issue of result.error?.issues ?? []) violations.push(...classify(issue, [], body));
  }
  return violations;
}

function envelopeViolations(body: unknown): Violation[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [
      {
        kind: 'missing-envelope',
        path: '$',
        message: `the body is ${describe(body)}, not the envelope {success, message, data}`,
      },
    ];
  }
  const record = body as Record<string, unknown>;
  const found: Violation[] = [];
  if (typeof record.success !== 'boolean') {
    found.push({
      kind: 'missing-envelope',
      path: '$.success',
      message: `envelope field success is ${describe(record.success)}, expected a boolean`,
    });
  }
  if (record.message !== null && typeof record.message !== 'string') {
    found.push({
      kind: 'missing-envelope',
      path: '$.message',
      message: `envelope field message is ${describe(record.message)}, expected a string or null`,
    });
  }
  return found;
}

/** Turns one zod issue (whose path is relative to `base`) into violations. */
function classify(issue: ZodIssueLike, base: readonly PropertyKey[], body: unknown): Violation[] {
  const path = [...base, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors && issue.errors.length > 0) {
    return classifyUnion(issue.errors, path, body);
  }
  const at = (message: string, kind: ViolationKind): Violation[] => [
    { kind, path: jsonPath(path), message },
  ];
  const value = valueAt(body, path);
  if (issue.code === 'invalid_type') {
    if (value.missing) {
      return at(`required ${String(issue.expected)} is missing`, 'missing-required-field');
    }
    return at(`expected ${String(issue.expected)}, got ${describe(value.value)}`, 'wrong-type');
  }
  if (issue.code === 'invalid_value') {
    const allowed = issue.values ?? [];
    const list = valueList(allowed);
    if (allowed.some((v) => typeof v === typeof value.value)) {
      return at(`${JSON.stringify(value.value)} is not one of ${list}`, 'unknown-enum-value');
    }
    return at(`expected one of ${list}, got ${describe(value.value)}`, 'wrong-type');
  }
  return at(issue.message, 'schema-mismatch');
}

/**
 * A union none of whose branches matched. A branch whose issues are all at the union's own place
 * did not match the value's shape at all; if every branch is like that the value itself is wrong
 * (an enumeration miss when a branch lists values of its type, else a wrong type). Otherwise the
 * branch that matched the shape with the fewest problems explains the failure.
 */
function classifyUnion(
  branches: readonly (readonly ZodIssueLike[])[],
  path: readonly PropertyKey[],
  body: unknown,
): Violation[] {
  const explained = branches.map((issues) => ({
    issues,
    violations: issues.flatMap((issue) => classify(issue, path, body)),
    atRoot: issues.every((issue) => issue.path.length === 0 && issue.code !== 'invalid_union'),
  }));
  const shaped = explained.filter((branch) => !branch.atRoot);
  if (shaped.length > 0) {
    const best = shaped.reduce((a, b) => (b.violations.length < a.violations.length ? b : a));
    return best.violations;
  }
  const value = valueAt(body, path);
  const all = explained.flatMap((branch) => branch.violations);
  if (value.missing) {
    return [
      {
        kind: 'missing-required-field',
        path: jsonPath(path),
        message: 'required field is missing',
      },
    ];
  }
  const enumValues = explained
    .flatMap((branch) => branch.issues)
    .filter((issue) => issue.code === 'invalid_value')
    .flatMap((issue) => issue.values ?? []);
  if (all.some((v) => v.kind === 'unknown-enum-value')) {
    return [
      {
        kind: 'unknown-enum-value',
        path: jsonPath(path),
        message: `${JSON.stringify(value.value)} is not one of ${valueList(enumValues)}`,
      },
    ];
  }
  const expected = [
    ...new Set(
      explained
        .flatMap((branch) => branch.issues)
        .map((issue) =>
          issue.code === 'invalid_value'
            ? valueList(issue.values ?? [])
            : String(issue.expected ?? issue.code),
        ),
    ),
  ];
  return [
    {
      kind:
        all.length > 0 && all.every((v) => v.kind === 'schema-mismatch')
          ? 'schema-mismatch'
          : 'wrong-type',
      path: jsonPath(path),
      message: `expected ${expected.join(' or ')}, got ${describe(value.value)}`,
    },
  ];
}

/** The value at `path` in `body`; `missing` when the last key is absent from an object. */
function valueAt(
  body: unknown,
  path: readonly PropertyKey[],
): { value: unknown; missing: boolean } {
  let current: unknown = body;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return { value: undefined, missing: true };
    const record = current as Record<PropertyKey, unknown>;
    if (!(key in record)) return { value: undefined, missing: true };
    current = record[key];
  }
  return { value: current, missing: current === undefined };
}

/** `$.data[0].type`: keys that are not identifiers are quoted. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    const name = String(key);
    return /^[A-Za-z_$][\w$]*$/.test(name) ? `${text}.${name}` : `${text}[${JSON.stringify(name)}]`;
  }, '$');
}

/** `1|2|"a"`, cut after a few values. */
function valueList(values: readonly unknown[]): string {
  const shown = values.slice(0, 8).map((v) => JSON.stringify(v));
  return values.length > 8 ? `${shown.join('|')}|...` : shown.join('|');
}

/** `a string ("abc")`, `a number (5)`, `an array`, `null`... for messages. */
function describe(value: unknown): string {
  if (value === undefined) return 'absent';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  const shown = text.length > 30 ? `${text.slice(0, 27)}...` : text;
  return `a ${typeof value} (${shown})`;
}
