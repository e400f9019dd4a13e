import { at, deref, isObj, requestMedia, type Obj, type Operation } from './contract-doc.ts';

/**
 * A deterministic value valid against a JSON Schema, for request bodies and parameters. Covers the
 * keywords the contract's request schemas use; if/then and uniqueItems are not handled.
 */
export function sampleFromSchema(doc: Obj, schema: unknown): unknown {
  const s = deref(doc, schema);
  if (!isObj(s)) return null;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if ('default' in s) return s.default;
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf.map((part) => sampleFromSchema(doc, part));
    return parts.every(isObj) ? Object.assign({}, ...parts) : parts[0];
  }
  const variants = s.oneOf ?? s.anyOf;
  if (Array.isArray(variants)) {
    // Prefer a real value over the `{type: 'null'}` branch of nullable unions.
    const branch = variants.find((v) => firstType(deref(doc, v)) !== 'null') ?? variants[0];
    return sampleFromSchema(doc, branch);
  }
  switch (firstType(s)) {
    case 'object':
      return sampleObject(doc, s);
    case 'array':
      return sampleArray(doc, s);
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number':
      return sampleNumber(s);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return isObj(s.properties) ? sampleObject(doc, s) : null;
  }
}

/** The first non-null `type` (3.1 allows a list). */
function firstType(schema: unknown): unknown {
  if (!isObj(schema)) return undefined;
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function sampleObject(doc: Obj, s: Obj): Obj {
  const properties = isObj(s.properties) ? s.properties : {};
  const required = Array.isArray(s.required) ? s.required.map(String) : [];
  // Every declared property (optional ones too, so their constraints are exercised) and every
  // required name.
  const keys = [...new Set([...Object.keys(properties), ...required])];
  return Object.fromEntries(keys.map((key) => [key, sampleFromSchema(doc, properties[key])]));
}

function sampleArray(doc: Obj, s: Obj): unknown[] {
  const count = Math.min(Math.max(num(s.minItems) ?? 0, 1), num(s.maxItems) ?? Infinity);
  return Array.from({ length: count }, () => sampleFromSchema(doc, s.items));
}

function sampleString(s: Obj): string {
  if (s.format === 'email') return 'player@example.com';
  if (s.format === 'date') return '1970-01-01';
  if (s.format === 'date-time') return '1970-01-01T00:00:00Z';
  const min = Math.max(num(s.minLength) ?? 1, 1);
  const max = num(s.maxLength) ?? Math.max(min, 64);
  const pattern = typeof s.pattern === 'string' ? new RegExp(s.pattern, 'u') : undefined;
  // The contract's patterns are letter or digit classes with fixed or open lengths: try a run of
  // letters, then of digits, at each allowed length.
  for (let length = min; length <= max; length += 1) {
    for (const char of ['a', '1']) {
      const candidate = char.repeat(length);
      if (!pattern || pattern.test(candidate)) return candidate;
    }
  }
  throw new Error(`no sample string for ${JSON.stringify(s)}`);
}

function sampleNumber(s: Obj): number {
  const exclusive = num(s.exclusiveMinimum);
  const min = num(s.minimum) ?? (exclusive === undefined ? 1 : exclusive + 1);
  const max = num(s.maximum);
  return max === undefined ? min : Math.min(min, max);
}

/** The documented request body (example, else the first of examples), else one from the schema. */
export function documentedBody(doc: Obj, operation: Operation): unknown {
  const media = requestMedia(doc, operation);
  if (!media) return undefined;
  if ('example' in media) return media.example;
  if (isObj(media.examples)) {
    const first = Object.values(media.examples)[0];
    if (first !== undefined) return at(deref(doc, first), 'value');
  }
  return sampleFromSchema(doc, media.schema);
}

/** A value the contract documents for a parameter, else one built from its schema. */
export function parameterValue(doc: Obj, param: Obj): unknown {
  if ('example' in param) return param.example;
  if (isObj(param.examples)) {
    const first = Object.values(param.examples)[0];
    if (first !== undefined) return at(deref(doc, first), 'value');
  }
  return sampleFromSchema(doc, param.schema);
}
