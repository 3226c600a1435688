import { describe, expect, it } from "vitest";
import { clientNextSteps, type GalleryForActions, type PhaseForActions, type SessionForActions } from "./next-actions";

const now = new Date("2026-11-25T09:00:00Z");

const phase = (number: number, status: PhaseForActions["status"], stepsLeft: number, totalSteps = 41) => ({
  number,
  shortName: `Phase ${number}: Clarity`,
  status,
  href: `/hob/phase${number}/welcome`,
  reportHref: `/hob/phase${number}/report`,
  totalSteps,
  stepsLeft,
  resumeStep: { number: totalSteps - stepsLeft + 1 },
});
const fresh = [1, 2, 3, 4].map((n) => phase(n, "not-started", 41));

const gallery = (id: string, expiresOn: string, extra: Partial<GalleryForActions> = {}): GalleryForActions => ({
  id,
  title: `Gallery ${id}`,
  published: true,
  selectionLimit: 3,
  expiresOn,
  selectionSubmitted: false,
  finalsDelivered: false,
  ...extra,
});

const session = (id: number, startsAt: string, phaseNumber: number | null = null): SessionForActions => ({
  id,
  title: "Signature Portrait",
  when: "Thursday 3 December 2026 at 10:00 (Europe/Paris)",
  startsAt,
  view: `/book/booked/token-${id}`,
  phase: phaseNumber,
});

describe("the client's next actions, most urgent first", () => {
  it("puts a gallery closing in days before a session to prepare, and both before the Blueprint", () => {
    const steps = clientNextSteps({
      now,
      phases: fresh,
      sessions: [session(7, "2026-12-03T09:00:00Z")],
      galleries: [gallery("later", "2027-01-20"), gallery("soon", "2026-11-28")],
    });
    expect(steps.map((s) => s.id)).toEqual(["gallery-soon", "gallery-later", "session-7", "blueprint-1"]);
    expect(steps[0]).toMatchObject({
      title: "Choose your favourites in Gallery soon",
      urgency: "Closes in 3 days, on Saturday 28 November",
      href: "/galleries/soon",
    });
    expect(steps[0]!.detail).toBe(
      "Closes in 3 days, on Saturday 28 November. Choose up to 3 photos for your final images.",
    );
    // Weeks away: listed, not flagged as urgent.
    expect(steps[1]!.urgency).toBeNull();
    expect(steps[2]).toMatchObject({ title: "Prepare for your Signature Portrait", href: "/book/booked/token-7" });
    expect(steps[3]).toMatchObject({
      title: "Start Phase 1: Clarity",
      detail: "41 steps: about 45 minutes, in as many sittings as you like. Your answers are saved at every step.",
    });
  });

  it("says 'today' and 'tomorrow' for a gallery about to close", () => {
    const [today, tomorrow] = clientNextSteps({
      now,
      phases: [],
      sessions: [],
      galleries: [gallery("a", "2026-11-25"), gallery("b", "2026-11-26")],
    });
    expect(today!.urgency).toBe("Closes today");
    expect(tomorrow!.urgency).toBe("Closes tomorrow, Thursday 26 November");
  });

  it("leaves out galleries with nothing to choose, and sessions beyond two weeks or past", () => {
    const steps = clientNextSteps({
      now,
      phases: [phase(1, "completed", 0), phase(2, "in-progress", 17, 30)],
      sessions: [session(1, "2027-02-01T09:00:00Z"), session(2, "2026-11-24T09:00:00Z")],
      galleries: [
        gallery("draft", "2026-11-27", { published: false }),
        gallery("chosen", "2026-11-27", { selectionSubmitted: true }),
        gallery("delivered", "2026-11-27", { finalsDelivered: true }),
      ],
    });
    expect(steps.map((s) => s.id)).toEqual(["blueprint-2"]);
    expect(steps[0]).toMatchObject({
      title: "Continue Phase 2: Clarity",
      detail: "You are on step 14 of 30; 17 steps left: about 20 minutes, in as many sittings as you like.",
    });
  });

  it("prepares a phase review with the client's own answers, and offers nothing once the Blueprint is done", () => {
    const done = [1, 2, 3, 4].map((n) => phase(n, "completed", 0));
    const steps = clientNextSteps({
      now,
      phases: done,
      sessions: [session(3, "2026-11-27T09:00:00Z", 1)],
      galleries: [],
    });
    expect(steps).toEqual([
      expect.objectContaining({ title: "Prepare for your Phase 1: Clarity review", href: "/hob/phase1/report" }),
    ]);
  });
});
