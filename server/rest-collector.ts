/**
 * Memory given back when the server rests (docs/performance.md, "Memory at rest").
 *
 * V8's memory reducer shrinks the heap once the allocation rate is low, but it reads that rate from
 * what it recorded at the last collections. A server that goes quiet after a load runs no collection,
 * so the load's rate stays the last one recorded: with `--trace-memory-reducer` it answered "high
 * alloc" every 8 s with nothing allocated, and kept the load's garbage until the next load (313–329 MB
 * of RSS 15 s after the bench's saves, the same at 30 s).
 *
 * So when a whole interval passes without a request, and the heap V8 holds grew by `growthBytes` since
 * the last collection, the heap is collected once in the way that shrinks it (V8's own `gc`, which
 * scripts/serve.sh exposes with --expose-gc; without it this does nothing). A plain full collection
 * freed the objects but kept their pages (108 → 60 MB used, RSS unchanged). What it holds is the
 * measure, not what is in use: a load can end just after one of V8's own collections, with little in
 * use and its pages still held (the likely reason a full bench run read 330 MB at rest when this looked
 * at the bytes in use). Under load nothing runs; at rest, once.
 */
import v8 from "node:v8";

/** V8's `gc` with its options: "last-resort" collects with the flag that shrinks the heap and gives pages back. */
type Collect = (options: { type: "major"; execution: "async"; flavor: "last-resort" }) => Promise<void> | undefined;

export interface RestCollectorOptions {
  /** V8's collection function: `globalThis.gc` when the process was started with --expose-gc. */
  collect?: Collect;
  /** The bytes V8 holds for its heap (in use or not). */
  heapSize?: () => number;
  intervalMs?: number;
  growthBytes?: number;
}

export function restCollector({
  collect = (globalThis as { gc?: Collect }).gc,
  heapSize = () => v8.getHeapStatistics().total_heap_size,
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
  let afterLastCollection = heapSize();
  const timer = setInterval(() => {
    const quiet = requests === seen;
    seen = requests;
    if (!quiet || collecting || heapSize() - afterLastCollection < growthBytes) return;
    collecting = true;
    Promise.resolve(collect({ type: "major", execution: "async", flavor: "last-resort" })).finally(() => {
      collecting = false;
      afterLastCollection = heapSize();
    });
  }, intervalMs);
  timer.unref();
  return { noteRequest, stop: () => clearInterval(timer), active: true };
}
