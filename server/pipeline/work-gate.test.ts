import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { workGate } from "./work-gate.ts";

/** A request's work as PGlite runs it: statements that settle without leaving the turn. */
async function statements(count: number) {
  for (let i = 0; i < count; i++) await Promise.resolve();
}

describe("the work gate", () => {
  it("lets `limit` requests in and the others wait, first come first served", async () => {
    const gate = workGate({ limit: 2, leaseMs: 10_000 });
    const order: number[] = [];
    const leaves = new Map<number, () => void>();
    const requests = [1, 2, 3, 4, 5].map(async (id) => {
      const leave = await gate.enter();
      order.push(id);
      leaves.set(id, leave);
    });
    await nextTurn();
    expect(order).toEqual([1, 2]);
    expect([gate.running, gate.waiting]).toEqual([2, 3]);
    leaves.get(2)!();
    leaves.get(2)!(); // a second call frees nothing more
    await nextTurn();
    expect(order).toEqual([1, 2, 3]);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    leaves.get(1)!();
    leaves.get(3)!();
    await nextTurn();
    leaves.get(4)!();
    await nextTurn();
    await Promise.all(requests);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    leaves.get(5)!();
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it("starts a request in a later turn than the one it asked in, never at once", async () => {
    const gate = workGate({ limit: 1, leaseMs: 10_000 });
    const events: string[] = [];
    const started = gate.enter().then((leave) => {
      events.push("started");
      leave();
    });
    await Promise.resolve();
    events.push("same turn");
    await started;
    expect(events).toEqual(["same turn", "started"]);
  });

  it("gives the place of a request that holds it past the lease to the next one", async () => {
    const gate = workGate({ limit: 1, leaseMs: 30 });
    const slow = await gate.enter();
    const began = performance.now();
    const next = await gate.enter();
    expect(performance.now() - began).toBeGreaterThanOrEqual(25);
    slow(); // its lease is over: this frees nothing
    expect([gate.running, gate.waiting]).toEqual([1, 0]);
    next();
    expect(gate.running).toBe(0);
  });

  it("keeps each turn of the loop to `limit` requests' work, however many arrived in it", async () => {
    const gate = workGate({ limit: 3, leaseMs: 10_000 });
    let turn = 0;
    let counting = true;
    (async () => {
      while (counting) {
        await nextTurn();
        turn++;
      }
    })();
    const turns = new Map<number, number>();
    // Thirty requests read in the same turn, each in its own callback, as a poll phase reads sockets.
    const requests = Array.from(
      { length: 30 },
      () =>
        new Promise<void>((done) =>
          setImmediate(async () => {
            const leave = await gate.enter();
            const at = turn;
            await statements(20);
            turns.set(at, (turns.get(at) ?? 0) + 1);
            leave();
            done();
          }),
        ),
    );
    await Promise.all(requests);
    counting = false;
    expect([...turns.values()].reduce((sum, n) => sum + n, 0)).toBe(30);
    expect(Math.max(...turns.values())).toBeLessThanOrEqual(3);
  });
});
