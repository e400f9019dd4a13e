import type { Call, CallKind } from './casino-api.ts';

// Latency figures of a set of calls: nearest-rank percentiles of every call's time, from the
// request's first byte written to its answer read whole.
export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(share * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

export function latencyOf(calls: readonly Call[]): Latency {
  const sorted = calls.map((call) => call.ms).sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}

/** The latency of each kind of call, in the order kinds first appear. */
export function latencyByKind(calls: readonly Call[]): Array<[CallKind, Latency]> {
  const groups = new Map<CallKind, Call[]>();
  for (const call of calls) {
    const group = groups.get(call.kind);
    if (group) group.push(call);
    else groups.set(call.kind, [call]);
  }
  return [...groups].map(([kind, group]) => [kind, latencyOf(group)]);
}
