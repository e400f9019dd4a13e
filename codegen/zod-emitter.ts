import { deref, refName, type JsonSchema, type Resolver } from './json-schema.ts';

// Emits zod 4 source for a JSON Schema. `errors: true` attaches translatable error descriptors:
// an i18n key, with its interpolation values as a query string (`validation.minLength?min=5`).
export interface EmitOptions {
  resolve: Resolver;
  errors?: boolean;
  /** Schemas emitted as `<Name>Schema` constants; a $ref to one becomes a reference to it. */
  named?: ReadonlySet<string>;
}

const lit = (value: unknown) => JSON.stringify(value);

/** The error argument of a zod call: `(a, { error })`, or nothing when errors are off. */
function errorArg(options: EmitOptions, key: string, values: Record<string, string | number> = {}) {
  if (!options.errors) return '';
  const query = Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return `{ error: ${lit(query ? `${key}?${query}` : key)} }`;
}

/** `name(first, error)` with whichever arguments are present. */
function call(name: string, ...args: Array<string | number | undefined>) {
  return `${name}(${args.filter((a) => a !== undefined && a !== '').join(', ')})`;
}

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function emitString(schema: JsonSchema, options: EmitOptions, required: boolean): string {
  const field = schema['x-form-field'] as { errorKey?: string } | undefined;
  const e = (key: string, values?: Record<string, string | number>) =>
    errorArg(options, key, values);
  let out: string;
  if (schema.format === 'email') out = call('z.email', e('validation.email'));
  else if (schema.format === 'date') out = call('z.iso.date', e('validation.invalid'));
  else out = call('z.string', e('validation.required'));
  const { minLength, maxLength, pattern } = schema;
  // An empty required field reads "required", not "too short".
  const requiredChecked = options.errors === true && required;
  if (requiredChecked) out += `.${call('min', 1, e('validation.required'))}`;
  if (minLength !== undefined && minLength === maxLength) {
    out += `.${call('length', minLength, e('validation.length', { length: minLength }))}`;
  } else {
    if (minLength !== undefined && minLength > (requiredChecked ? 1 : 0)) {
      out += `.${call('min', minLength, e('validation.minLength', { min: minLength }))}`;
    }
    if (maxLength !== undefined) {
      out += `.${call('max', maxLength, e('validation.maxLength', { max: maxLength }))}`;
    }
  }
  if (pattern !== undefined) {
    const regex = `new RegExp(${lit(pattern)})`;
    out += `.${call('regex', regex, e(field?.errorKey ?? 'validation.pattern'))}`;
  }
  // An empty e-mail field is "required"; the address format is checked once something is typed.
  if (schema.format === 'email' && requiredChecked) {
    return `z.string(${e('validation.required')}).min(1, ${e('validation.required')}).pipe(${out.replace(/\.min\(1, [^)]*\)/, '')})`;
  }
  return out;
}

function emitNumber(schema: JsonSchema, options: EmitOptions, integer: boolean): string {
  const e = (key: string, values?: Record<string, string | number>) =>
    errorArg(options, key, values);
  // An empty field (undefined) reads "required"; anything else that is not a number, "a number".
  const typeError = options.errors
    ? `{ error: (issue) => (issue.input === undefined ? ${lit('validation.required')} : ${lit('validation.number')}) }`
    : '';
  let out = call(integer ? 'z.int' : 'z.number', typeError);
  if (schema.minimum !== undefined) {
    out += `.${call('min', schema.minimum, e('validation.minimum', { min: schema.minimum }))}`;
  }
  if (schema.exclusiveMinimum !== undefined) {
    out += `.${call('gt', schema.exclusiveMinimum, e('validation.above', { min: schema.exclusiveMinimum }))}`;
  }
  if (schema.maximum !== undefined) {
    out += `.${call('max', schema.maximum, e('validation.maximum', { max: schema.maximum }))}`;
  }
  if (schema.multipleOf !== undefined) {
    out += `.${call('multipleOf', schema.multipleOf, e('validation.multipleOf', { step: schema.multipleOf }))}`;
  }
  return out;
}

function emitObject(schema: JsonSchema, options: EmitOptions): string {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const value = emitZod(property, options, required.has(name));
    return `${lit(name)}: ${required.has(name) ? value : `${value}.optional()`}`;
  });
  const base = `z.object({ ${fields.join(', ')} })`;
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object') {
    return fields.length === 0 ? `z.record(z.string(), ${emitZod(extra, options)})` : base;
  }
  return base;
}

/** zod source for one schema; `required` only changes string rules when errors are emitted. */
export function emitZod(schema: JsonSchema, options: EmitOptions, required = true): string {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    if (options.named?.has(name)) return `${name}Schema`;
    return emitZod(deref(schema, options.resolve), options, required);
  }
  if (schema.const !== undefined) return `z.literal(${lit(schema.const)})`;
  if (schema.oneOf || schema.anyOf) {
    const members = (schema.oneOf ?? schema.anyOf ?? []).map((s) => emitZod(s, options, required));
    const [only] = members;
    return members.length === 1 && only ? only : `z.union([${members.join(', ')}])`;
  }
  if (schema.allOf) {
    const [first, ...rest] = schema.allOf.map((s) => emitZod(s, options, required));
    return rest.reduce((acc, next) => `z.intersection(${acc}, ${next})`, first ?? 'z.unknown()');
  }
  const kinds = types(schema);
  const nullable = kinds.includes('null');
  const kind = kinds.find((k) => k !== 'null');
  let out: string;
  if (schema.enum) {
    const values = schema.enum.filter((v) => v !== null);
    out =
      values.length === 1
        ? `z.literal(${lit(values[0])})`
        : `z.union([${values.map((v) => `z.literal(${lit(v)})`).join(', ')}])`;
  } else if (kind === 'string') out = emitString(schema, options, required);
  else if (kind === 'integer') out = emitNumber(schema, options, true);
  else if (kind === 'number') out = emitNumber(schema, options, false);
  else if (kind === 'boolean') out = call('z.boolean', errorArg(options, 'validation.required'));
  else if (kind === 'array') {
    out = `z.array(${schema.items ? emitZod(schema.items, options) : 'z.unknown()'})`;
    if (schema.minItems !== undefined) out += `.min(${schema.minItems})`;
    if (schema.maxItems !== undefined) out += `.max(${schema.maxItems})`;
  } else if (kind === 'object' || schema.properties) out = emitObject(schema, options);
  else out = 'z.unknown()';
  return nullable ? `${out}.nullable()` : out;
}
