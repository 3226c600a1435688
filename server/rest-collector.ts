/**
 * Memory given back when the server rests (docs/performance.md, "Memory at rest").
 *
 * V8's memory reducer shrinks the heap once the allocation rate is low, but it reads that rate from
 * what it recorded at the last collections. A server that goes quiet after a load runs no collection,
 * so the load's rate stays the last one recorded: with `--trace-memory-reducer` it answered "high
 * alloc" every 8 s with nothing allocated, and kept the load's garbage until the next load (313–329 MB
 * of RSS 15 s after the bench's saves, the same at 30 s).
 *
 * So when a whole interval passes without a request, and the heap grew by `growthBytes` since the last
 * collection, the heap is collected once in the way that shrinks it (V8's own `gc`, which
 * scripts/serve.sh exposes with --expose-gc; without it this does nothing). A plain full collection
 * freed the objects but kept their pages (108 → 60 MB used, RSS unchanged). Under load nothing runs;
 * at rest, once.
 */
import v8 from "node:v8";

/** V8's `gc` with its options: "last-resort" collects with the flag that shrinks the heap and gives pages back. */
type Collect = (options: { type: "major"; execution: "async"; flavor: "last-resort" }) => Promise<void> | undefined;

export interface RestCollectorOptions {
  /** V8's collection function: `globalThis.gc` when the process was started with --expose-gc. */
  collect?: Collect;
  /** The bytes of the heap in use. */
  heapUsed?: () => number;
  intervalMs?: number;
  growthBytes?: number;
}

export function restCollector({
  collect = (globalThis as { gc?: Collect }).gc,
  heapUsed = () => v8.getHeapStatistics().used_heap_size,
  intervalMs = 5_000,
  growthBytes = 16 * 1024 * 1024,
}: RestCollectorOptions = {}) {
  let requests = 0;
  const noteRequest = () => {
    requests++;
  };
  if (!collect) return { noteRequest, stop() {}, active: false };
  let seen = 0;
  let collecting = false;
  let afterLastCollection = heapUsed();
  const timer = setInterval(() => {
    const quiet = requests === seen;
    seen = requests;
    if (!quiet || collecting || heapUsed() - afterLastCollection < growthBytes) return;
    collecting = true;
    Promise.resolve(collect({ type: "major", execution: "async", flavor: "last-resort" })).finally(() => {
      collecting = false;
      afterLastCollection = heapUsed();
    });
  }, intervalMs);
  timer.unref();
  return { noteRequest, stop: () => clearInterval(timer), active: true };
}
