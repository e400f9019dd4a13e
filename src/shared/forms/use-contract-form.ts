import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form whose rules are a generated form schema (generated/forms.ts): fields are
 * checked when left and then as they change; an invalid form is never submitted and focuses its
 * first invalid field.
 */
export function useContractForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
}

export { useSubmitOnce } from './use-submit-once';
