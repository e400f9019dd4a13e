import { useCallback, useEffect, useState } from 'react';
import { RESEND_COUNTDOWN_S } from '@/shared/config/constants';

// Ticks a few times a second against a deadline, so a busy tab does not make the countdown slow.
const TICK_MS = 250;

export interface ResendCountdown {
  /** Whole seconds left before a new code may be asked for; 0 when it may. */
  remaining: number;
  restart: () => void;
  stop: () => void;
}

/** The wait before a new SMS code may be asked for (RESEND_COUNTDOWN_S). */
export function useResendCountdown(seconds: number = RESEND_COUNTDOWN_S): ResendCountdown {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    setDeadline(Date.now() + seconds * 1000);
    setRemaining(seconds);
  }, [seconds]);

  const stop = useCallback(() => {
    setDeadline(null);
    setRemaining(0);
  }, []);

  return { remaining, restart, stop };
}
