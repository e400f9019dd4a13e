// The server's own timers (deposit confirmations, the deposit sweep, reality checks): none of
// them keeps the process alive, and closing the server clears them all and waits for the tasks
// already running, so nothing touches the database after it closed.
export interface Timers {
  /** Runs the task once after `ms`, unless the server closed first. */
  after(ms: number, task: () => Promise<unknown>): void;
  /** Runs the task every `ms`, never two at once, until the returned stop or the server's close. */
  every(ms: number, task: () => Promise<unknown>): () => void;
  /** A task started now: the server's close waits for it. */
  track(task: Promise<unknown>): void;
  /** Clears every timer, refuses new ones and waits for the running tasks. */
  stop(): Promise<void>;
}

export function createTimers(): Timers {
  const handles = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  const track = (task: Promise<unknown>) => {
    const settled = task.catch(() => undefined).finally(() => running.delete(settled));
    running.add(settled);
  };
  const start = (task: () => Promise<unknown>) => {
    if (!stopped) track(task());
  };
  return {
    after(ms, task) {
      if (stopped) return;
      const handle = setTimeout(() => {
        handles.delete(handle);
        start(task);
      }, ms);
      handle.unref();
      handles.add(handle);
    },
    every(ms, task) {
      let busy = false;
      const handle = setInterval(() => {
        if (busy || stopped) return;
        busy = true;
        start(() => task().finally(() => (busy = false)));
      }, ms);
      handle.unref();
      handles.add(handle);
      return () => {
        clearInterval(handle);
        handles.delete(handle);
      };
    },
    track(task) {
      track(task);
    },
    async stop() {
      stopped = true;
      for (const handle of handles) clearTimeout(handle);
      handles.clear();
      await Promise.all(running);
    },
  };
}
