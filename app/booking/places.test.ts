import { describe, expect, it } from "vitest";
import { ClientAddressSchema, isMeetingLink, mapLink, missingPlace, sessionPlace } from "./places.ts";

const settings = { studioAddress: "12 Rue des Lilas\n75011 Paris", meetingLink: "https://meet.example.com/holistic" };
const none = { studioAddress: "", meetingLink: "" };
const booking = { clientAddress: "4 Avenue Foch\n69006 Lyon", phone: "+33 6 11 22 33 44" };

describe("a session's place", () => {
  it("is the studio's address from the settings, with a map search that fetches nothing", () => {
    const place = sessionPlace({ locationKind: "studio", location: "" }, settings);
    expect(place).toMatchObject({ label: "At the studio", detail: "12 Rue des Lilas\n75011 Paris" });
    expect(place.line).toBe("At the studio: 12 Rue des Lilas, 75011 Paris");
    expect(place.link?.href).toBe(
      "https://www.openstreetmap.org/search?query=12%20Rue%20des%20Lilas%2C%2075011%20Paris",
    );
    expect(mapLink("a\nb")).toBe("https://www.openstreetmap.org/search?query=a%2C%20b");
  });

  it("is a type's own address or link when it has one", () => {
    expect(sessionPlace({ locationKind: "studio", location: "Hall 3, 1 Quai Est, Lyon" }, settings).detail).toBe(
      "Hall 3, 1 Quai Est, Lyon",
    );
    expect(
      sessionPlace({ locationKind: "video", location: "https://zoom.example.com/j/1" }, settings, booking).detail,
    ).toBe("https://zoom.example.com/j/1");
  });

  it("shows the meeting link only to those who booked", () => {
    const before = sessionPlace({ locationKind: "video", location: "" }, settings);
    expect(before.detail).toBeNull();
    expect(before.line).toBe("Video call");
    const after = sessionPlace({ locationKind: "video", location: "" }, settings, booking);
    expect(after).toMatchObject({ detail: settings.meetingLink, line: `Video call: ${settings.meetingLink}` });
    expect(after.link?.href).toBe(settings.meetingLink);
  });

  it("is the client's address or phone for sessions at their place or by phone", () => {
    expect(sessionPlace({ locationKind: "on_location", location: "" }, settings).note).toMatch(/address when you book/);
    expect(sessionPlace({ locationKind: "on_location", location: "" }, settings, booking).line).toBe(
      "At your address: 4 Avenue Foch, 69006 Lyon",
    );
    expect(sessionPlace({ locationKind: "phone", location: "" }, settings, booking).line).toBe(
      "Phone call: we call you on +33 6 11 22 33 44",
    );
  });

  it("never promises what does not exist: no address and no link say only the kind, and the owner is told", () => {
    const studio = sessionPlace({ locationKind: "studio", location: "" }, none, booking);
    expect(studio).toMatchObject({ detail: null, link: null, line: "At the studio" });
    expect(JSON.stringify(studio)).not.toMatch(/confirmation/);
    expect(missingPlace({ locationKind: "studio", location: "" }, none)).toMatch(/No address/);
    expect(missingPlace({ locationKind: "video", location: "" }, none)).toMatch(/No meeting link/);
    expect(missingPlace({ locationKind: "video", location: "" }, settings)).toBeNull();
  });

  it("checks meeting links and the client's address", () => {
    expect(isMeetingLink("https://meet.example.com/x")).toBe(true);
    for (const bad of ["http://meet.example.com/x", "javascript:alert(1)", "meet.example.com", "https://localhost/x"]) {
      expect(isMeetingLink(bad)).toBe(false);
    }
    expect(ClientAddressSchema.parse("  4 Avenue Foch \n\n 69006 Lyon ")).toBe("4 Avenue Foch\n69006 Lyon");
    for (const bad of ["", "   ", "Lyon", "Somewhere nice in town"])
      expect(ClientAddressSchema.safeParse(bad).success).toBe(false);
    expect(ClientAddressSchema.safeParse("1 a\n2 b\n3 c\n4 d\n5 e\n6 f").success).toBe(false);
  });
});
