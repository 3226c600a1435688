import { describe, expect, it } from "vitest";
import { throttledWarnings } from "./throttled-log.ts";

describe("throttled warnings", () => {
  it("logs one line per kind and interval, then says how many were left out", () => {
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    let clock = 1_000;
    const warn = throttledWarnings({ warn: (fields, message) => lines.push({ fields, message }) }, 60_000, () => clock);

    for (let i = 0; i < 50; i++) warn("malformed-path", { status: 400 }, "path could not be decoded");
    warn("other", {}, "something else");
    expect(lines).toEqual([
      { fields: { kind: "malformed-path", status: 400 }, message: "path could not be decoded" },
      { fields: { kind: "other" }, message: "something else" },
    ]);

    clock += 59_999;
    warn("malformed-path", { status: 400 }, "path could not be decoded");
    expect(lines).toHaveLength(2);
    clock += 1;
    warn("malformed-path", { status: 400 }, "path could not be decoded");
    expect(lines.at(-1)).toEqual({
      fields: { kind: "malformed-path", status: 400, suppressedSinceLast: 50 },
      message: "path could not be decoded",
    });
  });
});
