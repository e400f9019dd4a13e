import {
  at,
  isObj,
  listOperations,
  loadYaml,
  parametersOf,
} from '../../../scripts/lib/contract-doc.ts';
import { documentedBody, parameterValue } from '../../../scripts/lib/schema-sample.ts';

// The contract's operations as the authorization matrix calls them: who may call each (its
// `security`: an empty requirement `{}` in the list means a visitor may), the statuses it
// declares, and a valid request built from what the contract documents (the request body's
// example, the required query parameters' examples).
export interface ContractOperation {
  operationId: string;
  method: string;
  /** The contract's path, under the API root. */
  path: string;
  /** A visitor may call it: the token is optional. */
  public: boolean;
  /** The keys of its `responses` (`200`, `400`, `401`…). */
  declared: string[];
  /** The documented JSON body, or undefined for an operation without one. */
  body: unknown;
  /** The required query parameters, with their documented values. */
  query: Record<string, string>;
}

export function contractOperations(file = 'generated/openapi.yaml'): ContractOperation[] {
  const doc = loadYaml(file);
  const defaultSecurity = at(doc, 'security');
  return listOperations(doc).map((operation) => {
    const security = operation.op.security ?? defaultSecurity;
    const anyone =
      !Array.isArray(security) ||
      security.some((requirement) => isObj(requirement) && Object.keys(requirement).length === 0);
    const responses = at(operation.op, 'responses');
    const query: Record<string, string> = {};
    for (const param of parametersOf(doc, operation)) {
      if (param.in === 'query' && param.required === true && typeof param.name === 'string')
        query[param.name] = String(parameterValue(doc, param));
    }
    return {
      operationId: String(operation.op.operationId ?? operation.key),
      method: operation.method.toUpperCase(),
      path: operation.path,
      public: anyone,
      declared: isObj(responses) ? Object.keys(responses) : [],
      body: documentedBody(doc, operation),
      query,
    };
  });
}
