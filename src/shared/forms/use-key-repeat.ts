import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { NUMERIC_REPEAT_DELAY_MS, NUMERIC_REPEAT_INTERVAL_MS } from '@/shared/config/constants';

/**
 * A held arrow key: one step at once, another after 500 ms, then one every 40 ms until the
 * key is let go (the operating system's own key repeat is ignored: these timers do the repeating).
 */
export function useKeyRepeat<K extends string>(step: (key: K) => void) {
  const timers = useRef<{
    delay?: ReturnType<typeof setTimeout>;
    repeat?: ReturnType<typeof setInterval>;
  }>({});
  const held = useRef<K | null>(null);
  const stepRef = useRef(step);
  useLayoutEffect(() => {
    stepRef.current = step;
  });

  const stop = useCallback(() => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.repeat);
    timers.current = {};
    held.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(
    (key: K) => {
      stop();
      held.current = key;
      stepRef.current(key);
      timers.current.delay = setTimeout(() => {
        stepRef.current(key);
        timers.current.repeat = setInterval(() => stepRef.current(key), NUMERIC_REPEAT_INTERVAL_MS);
      }, NUMERIC_REPEAT_DELAY_MS);
    },
    [stop],
  );

  /** The key being held, if any. */
  const heldKey = useCallback(() => held.current, []);
  return { start, stop, heldKey };
}
