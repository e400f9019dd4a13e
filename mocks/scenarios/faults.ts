import { delay, http, HttpResponse } from 'msw';
import { API_PATTERN, operationOf } from './operations';

// Faults the mock backend can inject into calls: the fault scenarios (server-errors, offline,
// slow-network, session-expired) and the fault matrix use them.
export const faultKinds = [
  'server-error',
  'network',
  'delay',
  'malformed',
  'unauthorized',
] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface Fault {
  kind: FaultKind;
  /** operationIds it applies to; every call when absent. */
  operations?: readonly string[];
  /** Only calls that carry a session token (an expired session). */
  authenticatedOnly?: boolean;
  /** How late the answer comes, for 'delay' (default 10 s). */
  delayMs?: number;
  /** Applies to one call only. */
  once?: boolean;
}

export const DEFAULT_FAULT_DELAY_MS = 10_000;

let faults: Fault[] = [];

export function addFault(fault: Fault): void {
  faults = [...faults, fault];
}

export function clearFaults(): void {
  faults = [];
}

function matches(fault: Fault, request: Request, operationId: string | undefined): boolean {
  if (fault.authenticatedOnly && !request.headers.get('Authorization')) return false;
  return !fault.operations || (!!operationId && fault.operations.includes(operationId));
}

/** The answer a fault gives; undefined lets the call through (after a delay). */
async function answer(fault: Fault) {
  switch (fault.kind) {
    // As a gateway or a crashed server answers: no envelope, so the site shows its own text.
    case 'server-error':
      return HttpResponse.text('Internal Server Error', { status: 500 });
    case 'network':
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('{"success": true, "data": [', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'unauthorized':
      return HttpResponse.json({ success: false, message: null, data: null }, { status: 401 });
    case 'delay':
      await delay(fault.delayMs ?? DEFAULT_FAULT_DELAY_MS);
      return undefined;
  }
}

/** Goes first among the handlers: a call that no fault matches falls through untouched. */
export const faultHandler = http.all(API_PATTERN, async ({ request }) => {
  const operationId = operationOf(request)?.operationId;
  const fault = faults.find((item) => matches(item, request, operationId));
  if (!fault) return undefined;
  if (fault.once) faults = faults.filter((item) => item !== fault);
  return answer(fault);
});
