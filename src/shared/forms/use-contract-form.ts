import { useMemo } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** A form's rules: a zod schema (a generated form schema, or one built from the contract). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** A schema, or a function that loads it (its module then stays out of the page until needed). */
export type FormRules<Schema extends FormSchema> = Schema | (() => Promise<Schema>);

/**
 * A react-hook-form resolver that loads the validation library, and the schema when it is given
 * a loader, the first time the form validates: a page whose form is one field need not carry zod
 * in its first view.
 */
function contractResolver<Schema extends FormSchema>(
  rules: FormRules<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let ready: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([
      import('@hookform/resolvers/zod'),
      typeof rules === 'function' ? rules() : rules,
    ]).then(([{ zodResolver }, schema]) => zodResolver(schema));
    return (await ready)(values, context, options);
  };
}

/**
 * A react-hook-form form whose rules are a contract schema. Every form of the site validates the
 * same way: a field is checked when the player leaves it and then again as it changes, so nobody
 * is told off while typing a field for the first time and a corrected error goes away at once;
 * submitting checks every field, an invalid form is never sent and its first invalid field takes
 * the focus. `formState.isValid` (for buttons disabled while the form is invalid) follows every
 * change. Pass a stable schema or loader (a module-level one): a new one is a new resolver.
 */
export function useContractForm<Schema extends FormSchema>(
  rules: FormRules<Schema>,
  defaultValues: DefaultValues<z.input<Schema>>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  const resolver = useMemo(() => contractResolver(rules), [rules]);
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues,
    mode: 'onTouched',
  });
}

export { useSubmitOnce } from './use-submit-once';
