/**
 * How many requests run the app (React Router's loaders, actions and rendering) at once, and when the
 * next one starts. Without it, a busy server answered nothing else for seconds:
 * - Node reads requests and accepts connections between turns of its event loop, and libuv accepts one
 *   connection per turn (libuv#3696);
 * - a turn lasts as long as the work it starts: each request read in it runs its loader and rendering
 *   as far as it can, and on PGlite a statement settles without leaving the turn (the database runs in
 *   this thread), so a request's whole answer, and the next queued statements', run in the same turn.
 * With 50 pages being rendered, a turn took all 50 renderings: a cached public page waited 100–150 ms
 * behind them and a new connection seconds (docs/performance.md, "One turn, bounded").
 *
 * The gate starts at most `limit` requests per turn, in the turn's check phase (`setImmediate`), after
 * the loop has read every socket that was ready: a request read in a turn never runs in it, so a turn
 * does at most `limit` requests' work, whatever arrived together, and a cached page read in it is
 * answered before the next. The others wait, first come first served. A request keeps its place for
 * `leaseMs` at most: one waiting on something slow (a file on S3) lets the next one in rather than
 * holding the queue.
 */
export interface WorkGate {
  /** Waits for a place (in a later turn of the loop); the function given back frees it (once). */
  enter(): Promise<() => void>;
  /** Requests running and waiting (the tests read them). */
  readonly running: number;
  readonly waiting: number;
}

export function workGate({ limit, leaseMs }: { limit: number; leaseMs: number }): WorkGate {
  let running = 0;
  let dispatching = false;
  const queue: Array<() => void> = [];

  function dispatch() {
    dispatching = false;
    while (running < limit && queue.length > 0) {
      running++;
      queue.shift()!();
    }
  }
  function dispatchSoon() {
    if (dispatching || queue.length === 0) return;
    dispatching = true;
    setImmediate(dispatch);
  }

  function place(): () => void {
    let held = true;
    const lease = setTimeout(free, leaseMs);
    lease.unref();
    function free() {
      if (!held) return;
      held = false;
      clearTimeout(lease);
      running--;
      dispatchSoon();
    }
    return free;
  }

  return {
    enter() {
      return new Promise((resolve) => {
        queue.push(() => resolve(place()));
        dispatchSoon();
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
