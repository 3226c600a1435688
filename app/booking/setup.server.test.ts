import { describe, expect, it } from "vitest";
import { SessionTypeSchema } from "./setup.server.ts";

const base = {
  name: "Express",
  slug: "express",
  description: "",
  durationMinutes: "30",
  priceLabel: "",
  bufferBeforeMinutes: "0",
  bufferAfterMinutes: "0",
  minNoticeHours: "72",
  horizonDays: "60",
  dailyCap: "",
  clientChangeNoticeHours: "48",
};

const locationError = (fields: Record<string, string>) => {
  const parsed = SessionTypeSchema.safeParse({ ...base, ...fields });
  return parsed.success ? null : (parsed.error.issues.find((i) => i.path[0] === "location")?.message ?? null);
};

describe("a session type's place", () => {
  it("takes an https meeting link for a video call, any address for the studio, nothing for the client's places", () => {
    expect(locationError({ locationKind: "video", location: "" })).toBeNull();
    expect(locationError({ locationKind: "video", location: "https://meet.example.com/a" })).toBeNull();
    expect(locationError({ locationKind: "video", location: "meet.example.com/a" })).toBe(
      "The meeting link must be a web address starting with https://.",
    );
    expect(locationError({ locationKind: "studio", location: "Hall 3, 1 Quai Est, Lyon" })).toBeNull();
    expect(locationError({ locationKind: "on_location", location: "Somewhere" })).toMatch(/^Leave this empty/);
    expect(locationError({ locationKind: "phone", location: "+33 1 23" })).toMatch(/^Leave this empty/);
    expect(locationError({ locationKind: "elsewhere", location: "" })).toBeNull();
    expect(SessionTypeSchema.safeParse({ ...base, locationKind: "elsewhere", location: "" }).success).toBe(false);
  });
});
