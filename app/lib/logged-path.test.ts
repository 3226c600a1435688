import { describe, expect, it } from "vitest";
import { loggedPath } from "./logged-path.ts";

describe("loggedPath", () => {
  it("keeps every secret that travels in a path out of the log, in both languages", () => {
    const secret = "s3cr3t-T0ken_value";
    for (const path of [
      `/book/booked/${secret}`,
      `/fr/book/cancel/${secret}`,
      `/book/confirm/${secret}`,
      `/book/unpaid/${secret}`,
      `/fr/book/reschedule/${secret}`,
      `/calendar-feed/${secret}.ics`,
      `/shared/${secret}`,
      `/shared/${secret}/photos/abc`,
      `/api/auth/reset-password/${secret}?callbackURL=/x`,
      `/nudges/opt-out?token=${secret}`,
    ]) {
      expect(loggedPath(path), path).not.toContain(secret);
      expect(loggedPath(path), path).not.toContain("?");
    }
    expect(loggedPath(`/book/booked/${secret}`)).toBe("/book/booked/[redacted]");
  });

  it("leaves ordinary paths as they are", () => {
    for (const path of [
      "/book/free-consultation",
      "/book/free-consultation/details",
      "/admin/booking/12",
      "/fr/book",
    ]) {
      expect(loggedPath(path)).toBe(path);
    }
  });
});
