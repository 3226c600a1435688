import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit.ts";

interface Write {
  key: string;
  value: string;
  bad?: boolean;
}

/** The end of this turn of the event loop (where a group starts). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A fake database that runs one statement at a time and records what each statement carried. */
function recorder(options: { maxItems?: number; maxWeight?: number } = {}) {
  const statements: string[][] = [];
  let release: (() => void) | undefined;
  const held = () => new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  const statement = async (writes: Write[]) => {
    statements.push(writes.map((w) => w.value));
    if (holding) await held();
    if (writes.some((w) => w.bad)) throw new Error("constraint violated");
    return writes.map((w) => `${w.value} saved`);
  };
  const write = groupCommit<Write, string>({
    key: (w) => w.key,
    weight: (w) => w.value.length,
    maxItems: options.maxItems ?? 100,
    maxWeight: options.maxWeight ?? 1000,
    one: async (w) => (await statement([w]))[0]!,
    many: statement,
  });
  return {
    write,
    statements,
    /** Holds the next statements until `go` is called. */
    hold: () => {
      holding = true;
    },
    go: async () => {
      holding = false;
      release?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe("group commit", () => {
  it("runs a write alone at once when nothing else runs", async () => {
    const db = recorder();
    expect(await db.write({ key: "a", value: "a1" })).toBe("a1 saved");
    expect(await db.write({ key: "b", value: "b1" })).toBe("b1 saved");
    expect(db.statements).toEqual([["a1"], ["b1"]]);
  });

  it("puts the writes made in the same turn in one statement", async () => {
    const db = recorder();
    const writes = ["a", "b", "c"].map((key) => db.write({ key, value: `${key}1` }));
    expect(db.statements).toEqual([]);
    expect(await Promise.all(writes)).toEqual(["a1 saved", "b1 saved", "c1 saved"]);
    expect(db.statements).toEqual([["a1", "b1", "c1"]]);
  });

  it("puts the writes that arrive while a statement runs in the next one, in order, each with its own result", async () => {
    const db = recorder();
    db.hold();
    const first = db.write({ key: "a", value: "a1" });
    await nextTurn();
    const others = ["b", "c", "d"].map((key) => db.write({ key, value: `${key}1` }));
    expect(db.statements).toEqual([["a1"]]);
    await db.go();
    expect(await first).toBe("a1 saved");
    expect(await Promise.all(others)).toEqual(["b1 saved", "c1 saved", "d1 saved"]);
    expect(db.statements).toEqual([["a1"], ["b1", "c1", "d1"]]);
  });

  it("never puts two writes of one key in a statement, and keeps their order", async () => {
    const db = recorder();
    db.hold();
    const first = db.write({ key: "a", value: "a1" });
    await nextTurn();
    const writes = [
      first,
      db.write({ key: "a", value: "a2" }),
      db.write({ key: "b", value: "b1" }),
      db.write({ key: "a", value: "a3" }),
      db.write({ key: "c", value: "c1" }),
    ];
    await db.go();
    await Promise.all(writes);
    // a2 waits for a1; a3 must follow a2, so it waits too; b1 and c1 go with a2.
    expect(db.statements).toEqual([["a1"], ["a2", "b1", "c1"], ["a3"]]);
  });

  it("bounds a statement by its number of writes and their weight", async () => {
    const db = recorder({ maxItems: 2, maxWeight: 5 });
    db.hold();
    const first = db.write({ key: "a", value: "a1" });
    await nextTurn();
    const writes = [
      first,
      db.write({ key: "b", value: "b1" }),
      db.write({ key: "c", value: "c1" }),
      db.write({ key: "d", value: "d1" }),
      db.write({ key: "e", value: "a-long-one" }),
      db.write({ key: "f", value: "f1" }),
    ];
    await db.go();
    await Promise.all(writes);
    // A write too heavy for the group waits; a lighter one of another key behind it may still join.
    expect(db.statements).toEqual([["a1"], ["b1", "c1"], ["d1", "f1"], ["a-long-one"]]);
  });

  it("runs the writes of a failed statement alone, so only the bad one fails", async () => {
    const db = recorder();
    db.hold();
    const first = db.write({ key: "a", value: "a1" });
    await nextTurn();
    const good = db.write({ key: "b", value: "b1" });
    const bad = expect(db.write({ key: "c", value: "c1", bad: true })).rejects.toThrow("constraint violated");
    const alsoGood = db.write({ key: "d", value: "d1" });
    await db.go();
    await first;
    await bad;
    expect(await good).toBe("b1 saved");
    expect(await alsoGood).toBe("d1 saved");
    expect(db.statements).toEqual([["a1"], ["b1", "c1", "d1"], ["b1"], ["c1"], ["d1"]]);
    // And it goes on grouping afterwards.
    expect(await db.write({ key: "e", value: "e1" })).toBe("e1 saved");
  });

  it("fails a write alone with its own error", async () => {
    const db = recorder();
    await expect(db.write({ key: "a", value: "a1", bad: true })).rejects.toThrow("constraint violated");
    expect(await db.write({ key: "a", value: "a2" })).toBe("a2 saved");
  });
});
