/**
 * One piece of work per turn of the event loop. Work released together (a burst of posts parsed in one read
 * of the sockets, a group commit answering a hundred writes in one message drain) otherwise runs back to back
 * in one stretch, and every other request, /healthz included, waits for all of it. Each waiter here resumes
 * on its own setImmediate, so the loop polls for other I/O between two of them.
 */
export interface Turns {
  /** Resolves on a later turn of the loop, in the order asked. */
  take(): Promise<void>;
  /** How many are still waiting for their turn. */
  readonly waiting: number;
}

export function createTurns(): Turns {
  const queue: Array<() => void> = [];
  let scheduled = false;
  const releaseOne = () => {
    scheduled = false;
    queue.shift()?.();
    schedule();
  };
  const schedule = () => {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    setImmediate(releaseOne);
  };
  return {
    take() {
      return new Promise<void>((resolve) => {
        queue.push(resolve);
        schedule();
      });
    },
    get waiting() {
      return queue.length;
    },
  };
}
