/**
 * Group commit: concurrent writes share one statement. Writes made in the same turn of the event loop
 * (the requests read from the sockets together) go in one statement, and writes arriving while a
 * statement runs go in the next one together. Under load, one statement then carries many writes,
 * for little more than one costs (docs/decisions/019-group-commit-for-answer-saves.md); alone, a write
 * runs in the same turn, as it would without this. One group runs at a time, so writes of the same
 * key keep their order.
 *
 * - A group never holds two writes of the same key: the later one waits for the next group, so every
 *   write is applied in the order it arrived and a statement never touches one row twice.
 * - A group that fails as a whole is run again one write at a time, so a bad write fails alone and
 *   the others still commit (the group's statement changed nothing: it is one statement).
 * - Each caller's promise settles only once its own write has committed (or failed).
 *
 * Waiting for the turn's end matters on the embedded database: PGlite runs a statement in this
 * thread, so no request is read while it runs and "arriving meanwhile" alone would never group.
 */
export interface GroupCommitOptions<Item, Result> {
  /** Writes with the same key never share a group. */
  key: (item: Item) => string;
  /** A write alone (also the fallback for a group that failed). */
  one: (item: Item) => Promise<Result>;
  /** A group of two or more writes with distinct keys, in one statement: one result per item, in order. */
  many: (items: Item[]) => Promise<Result[]>;
  /** Bounds a group: at most this many writes… */
  maxItems: number;
  /** …and at most this much of `weight` (e.g. bytes of parameters), unless one write alone exceeds it. */
  maxWeight: number;
  weight: (item: Item) => number;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export function groupCommit<Item, Result>(options: GroupCommitOptions<Item, Result>): (item: Item) => Promise<Result> {
  let waiting: Waiting<Item, Result>[] = [];
  /** A drain is scheduled or running. */
  let draining = false;

  /** The next group, first come first served; writes left out keep their place in the queue. */
  const take = () => {
    const group: Waiting<Item, Result>[] = [];
    const rest: Waiting<Item, Result>[] = [];
    const keys = new Set<string>();
    let weight = 0;
    for (const entry of waiting) {
      const key = options.key(entry.item);
      const entryWeight = options.weight(entry.item);
      const fits = group.length < options.maxItems && (group.length === 0 || weight + entryWeight <= options.maxWeight);
      // Once a key is left out, its later writes are too (their order must hold).
      if (fits && !keys.has(key)) {
        group.push(entry);
        weight += entryWeight;
      } else rest.push(entry);
      keys.add(key);
    }
    waiting = rest;
    return group;
  };

  const runAlone = async (entry: Waiting<Item, Result>) => {
    try {
      entry.resolve(await options.one(entry.item));
    } catch (error) {
      entry.reject(error);
    }
  };

  const drain = async () => {
    try {
      while (waiting.length > 0) {
        const group = take();
        if (group.length === 1) {
          await runAlone(group[0]!);
          continue;
        }
        let results: Result[] | undefined;
        try {
          results = await options.many(group.map((entry) => entry.item));
        } catch {
          results = undefined;
        }
        if (results?.length === group.length) {
          for (const [index, entry] of group.entries()) entry.resolve(results[index]!);
        } else await Promise.all(group.map(runAlone));
      }
    } finally {
      draining = false;
    }
  };

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!draining) {
        draining = true;
        // After the I/O callbacks of this turn: the writes of requests read together join this group.
        setImmediate(drain);
      }
    });
}
