// The slice of JSON Schema (OpenAPI 3.1) the contract uses, and $ref resolution over documents.
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  description?: string;
  [extension: `x-${string}`]: unknown;
}

export type Resolver = (ref: string) => JsonSchema;

/** Resolves local `#/a/b` pointers against one document. */
export function localResolver(document: unknown): Resolver {
  return (ref) => {
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are resolved here: ${ref}`);
    let node: unknown = document;
    for (const part of ref.slice(2).split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      node = (node as Record<string, unknown> | undefined)?.[key];
    }
    if (node === undefined) throw new Error(`Unresolved $ref ${ref}`);
    return node as JsonSchema;
  };
}

export function deref(schema: JsonSchema, resolve: Resolver): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref; hops += 1) {
    if (hops > 20) throw new Error(`$ref loop at ${schema.$ref}`);
    current = resolve(current.$ref);
  }
  return current;
}

export function refName(ref: string): string {
  return ref.split('/').at(-1) ?? ref;
}
