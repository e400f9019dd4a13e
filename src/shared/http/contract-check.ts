import { prettifyError } from 'zod';
import { loadResponseSchema } from '@generated/response-schemas';
import type { CheckedResponse } from './response-check';

/** Describes how an answer breaks the contract, or returns null when it conforms. */
export async function findContractViolation({
  method,
  url,
  status,
  body,
}: CheckedResponse): Promise<string | null> {
  const path = url.split('?')[0] ?? url;
  const schema = await loadResponseSchema(method, path, status);
  if (!schema) return `${method} ${path} answered ${status}, which the contract does not declare`;
  const result = schema.safeParse(body);
  return result.success ? null : `${method} ${path} (${status}):\n${prettifyError(result.error)}`;
}
