import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a generated form schema that loads the schema and the
 * validation library the first time the form validates (the player leaves the field or submits),
 * not with the page: a page whose form is one field need not carry zod in its first view.
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Values, Values>>,
): Resolver<Values> {
  let ready: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Values>,
    );
    return (await ready)(values, context, options);
  };
}
