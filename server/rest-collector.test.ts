/**
 * The collection at rest (server/rest-collector.ts): none while requests arrive, one once a whole
 * interval passes without any and the heap grew, none again until it grows again. That the production
 * server has it on (scripts/serve.sh's --expose-gc) is checked by server/log-noise.test.ts; what it gives
 * back, by the bench ("Memory at rest" in docs/performance.md).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { restCollector } from "./rest-collector.ts";

const MB = 1024 * 1024;

describe("the collection at rest", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits for a quiet interval and for the heap to have grown, then collects once", async () => {
    let heap = 100 * MB;
    const collect = vi.fn(async () => {
      heap = 90 * MB;
    });
    const rest = restCollector({ collect, heapSize: () => heap, intervalMs: 1000, growthBytes: 16 * MB });
    expect(rest.active).toBe(true);
    heap = 200 * MB;
    // Requests in every interval: nothing runs, however much the heap grew.
    for (let second = 0; second < 5; second++) {
      rest.noteRequest();
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(collect).not.toHaveBeenCalled();
    // The first quiet interval.
    await vi.advanceTimersByTimeAsync(1000);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(collect).toHaveBeenCalledWith({ type: "major", execution: "async", flavor: "last-resort" });
    // Still at rest, nothing grew: no second collection.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(collect).toHaveBeenCalledTimes(1);
    // A little traffic that leaves the heap as it was: none either.
    rest.noteRequest();
    heap = 100 * MB;
    await vi.advanceTimersByTimeAsync(5000);
    expect(collect).toHaveBeenCalledTimes(1);
    // Another load, then rest: one more.
    rest.noteRequest();
    heap = 150 * MB;
    await vi.advanceTimersByTimeAsync(2000);
    expect(collect).toHaveBeenCalledTimes(2);
    rest.stop();
  });

  it("does nothing without V8's collection function (a process started without --expose-gc)", async () => {
    const rest = restCollector({ collect: undefined, heapSize: () => 1e12, intervalMs: 1000 });
    expect(rest.active).toBe(false);
    rest.noteRequest();
    await vi.advanceTimersByTimeAsync(5000);
    rest.stop();
  });
});
