import { at, isObj, listOperations, type Obj, type Operation } from '../lib/contract-doc.ts';
import { documentedBody } from '../lib/schema-sample.ts';

// What a conformance run calls: every operation of the contract with the answers it declares
// and whether it needs a session, and the fresh player it registers and logs in as.

export interface Planned {
  operationId: string;
  method: string;
  path: string;
  operation: Operation;
  declared: string[];
  needsSession: boolean;
}

export interface Player {
  username: string;
  email: string;
  phone: string;
  password: string;
}

/** Every operation of the contract, in the contract's order. */
export function planOperations(doc: Obj): Planned[] {
  const globalSecurity = at(doc, 'security');
  return listOperations(doc).map((operation) => {
    const security = operation.op.security ?? globalSecurity;
    // An empty requirement (`{}`) in the list means the call also works without a token.
    const anonymous =
      !Array.isArray(security) ||
      security.some((requirement) => isObj(requirement) && Object.keys(requirement).length === 0);
    const responses = at(operation.op, 'responses');
    return {
      operationId:
        typeof operation.op.operationId === 'string' ? operation.op.operationId : operation.key,
      method: operation.method.toUpperCase(),
      path: operation.path,
      operation,
      declared: isObj(responses) ? Object.keys(responses) : [],
      needsSession: !anonymous,
    };
  });
}

/** A player no backend has seen: names and numbers are built from the start time. */
export function freshPlayer(doc: Obj, plan: Planned[], now: Date): Player {
  const stamp = now.getTime();
  const register = plan.find((step) => step.operationId === 'register');
  const example = register ? documentedBody(doc, register.operation) : undefined;
  const password = isObj(example) && typeof example.password === 'string' ? example.password : '';
  const username = `qa${stamp.toString(36)}`;
  return {
    username,
    email: `${username}@example.com`,
    phone: `5${String(stamp).slice(-9).padStart(9, '0')}`,
    password: password || 'Conformance1',
  };
}
