import { useEffect } from 'react';
import { useGetLimits, useGetPlaySession } from '@generated/api/protection/protection';
import { onRealtime } from '@/shared/realtime/realtime-channel';
import { getOpenDialog, openDialog, type DialogName } from '@/shared/ui/dialog/dialog-store';
import { useNow } from '@/shared/ui/use-now';
import { intervalsPassed, nextCheckAt, seenChecks } from './reality-check-timer';

// Dialogs with something the player is typing: the check waits for them to close rather than
// replacing them (one dialog is open at a time).
const WAIT_FOR: ReadonlySet<DialogName> = new Set([
  'deposit',
  'withdraw',
  'changePassword',
  'smsVerification',
  'phoneVerification',
  'cancelWithdraw',
  'realityCheck',
]);

/** Opens the reality check for this check number unless it was seen or a form is open. */
function showCheck(startedAt: string, checks: number): void {
  if (seenChecks(startedAt, checks) >= checks) return;
  const open = getOpenDialog();
  if (open && WAIT_FOR.has(open.name)) return;
  // Counted as seen when the player answers it: a check that a reload or a navigation took
  // away before it was answered shows again.
  openDialog('realityCheck', { startedAt, checks });
}

/**
 * Opens the reality check when it is due. The server decides that and pushes it on the hub
 * (RealityCheck); the page's own count from the session's start is the fallback, for a hub
 * connection that is down or a server that does not push it.
 */
export function useRealityCheck(): void {
  const limits = useGetLimits();
  const session = useGetPlaySession();
  const minutes = limits.data?.data?.realityCheckMinutes ?? 0;
  const startedAt = session.data?.data?.startedAt ?? null;
  const now = useNow(1000);

  useEffect(() => {
    if (!startedAt || minutes <= 0) return;
    const start = Date.parse(startedAt);
    const passed = intervalsPassed(start, minutes, now);
    const due = nextCheckAt(start, minutes, seenChecks(startedAt, passed));
    if (due === null || now < due) return;
    showCheck(startedAt, passed);
  }, [minutes, startedAt, now]);

  useEffect(
    () =>
      onRealtime((event) => {
        if (event.kind !== 'command') return;
        // The schemas came with the hub connection that delivered the event (hub-connection.ts).
        void import('@generated/hub').then(({ RealityCheckPayloadSchema }) => {
          const parsed = RealityCheckPayloadSchema.safeParse(event);
          if (parsed.success) showCheck(parsed.data.message.startedAt, parsed.data.message.checks);
        });
      }),
    [],
  );
}
