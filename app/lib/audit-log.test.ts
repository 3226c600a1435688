import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ANONYMISED_EMAIL } from "./anonymised.ts";
import { AUDIT_ACTIONS, describeAuditEntry } from "./audit-log.ts";
import { inLocale } from "./i18n/request-locale.server.ts";

const appDir = path.resolve(import.meta.dirname, "..");

/** Every action kind written to the audit log anywhere in the app's code (tests excluded). */
function emittedKinds() {
  const kinds = new Set<string>();
  const files = readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(path.join(appDir, file), "utf8");
    for (const insert of source.matchAll(/insert\(auditLog\)\s*\.values\(/g)) {
      const block = source.slice(insert.index, insert.index + 800);
      const action = block.match(/\baction:\s*([^\n]+?),?\n/)?.[1];
      expect(action, `${file}: the audit insert names its action on one line`).toBeDefined();
      // The literals an action expression can produce: alone, or as the branches of a ternary.
      for (const literal of action!.matchAll(/(?:^|[?:]\s*)"([^"]+)"/g)) kinds.add(literal[1]!);
    }
  }
  return kinds;
}

const sample = (action: string, details: Record<string, unknown>) => ({
  action,
  actorEmail: "owner@example.com",
  targetEmail: "ana@example.com",
  details,
});

const realisticDetails: Record<string, Record<string, unknown>> = {
  "role-changed": { from: "user", to: "client" },
  invited: { role: "client" },
  "report-approved": { report: 12, phase: "Phase 1", answerVersion: 35 },
  "report-resent": { report: 12, phase: "Phase 2", answerVersion: 36 },
  "account-deleted": { reason: "owner", bookings: 2, payments: 1 },
  nudged: { questionnaire: "Phase 3" },
};

describe("the owner's activity log", () => {
  it("has a sentence for every kind of action the code records", () => {
    const emitted = emittedKinds();
    expect(emitted.size).toBeGreaterThanOrEqual(AUDIT_ACTIONS.length);
    for (const kind of emitted) expect(AUDIT_ACTIONS, `"${kind}" is recorded somewhere`).toContain(kind);
  });

  it("reads each kind as a sentence, without codes or internal details", () => {
    for (const kind of AUDIT_ACTIONS) {
      const sentence = describeAuditEntry(sample(kind, realisticDetails[kind] ?? {}));
      // A deleted account's address is gone from the log by then: its sentence names only the owner.
      const whom = kind === "account-deleted" ? "" : "ana@example\\.com";
      expect(sentence, kind).toMatch(new RegExp(`^owner@example\\.com [a-z].*${whom}.*\\.$`));
      if (kind.includes("-")) expect(sentence, kind).not.toContain(kind);
      expect(sentence, kind).not.toMatch(/answerVersion|report:|\{|\}|undefined|null|\[object|\d{2,}/);
    }
  });

  it("says what happened in the owner's words", () => {
    expect(describeAuditEntry(sample("report-approved", realisticDetails["report-approved"]!))).toBe(
      "owner@example.com approved the Phase 1 report and sent it to ana@example.com.",
    );
    expect(describeAuditEntry(sample("role-changed", { from: "user", to: "admin" }), { whom: "Ana" })).toBe(
      "owner@example.com changed Ana from visitor to administrator.",
    );
    expect(describeAuditEntry(sample("nudged", { questionnaire: "Phase 2" }))).toBe(
      "owner@example.com sent ana@example.com a reminder to continue Phase 2.",
    );
    // A kind from a newer version still reads as words.
    expect(describeAuditEntry(sample("gallery-archived", {}))).toBe(
      "owner@example.com made a change (gallery archived) for ana@example.com.",
    );
  });

  it("never shows a deleted client's marker address, in either language", () => {
    const deleted = (reason: string, actorEmail = ANONYMISED_EMAIL) => ({
      action: "account-deleted",
      actorEmail,
      targetEmail: ANONYMISED_EMAIL,
      details: { reason, bookings: 1, payments: 0 },
    });
    expect(describeAuditEntry(deleted("self"))).toBe("A client deleted their account.");
    expect(describeAuditEntry(deleted("owner", "owner@example.com"))).toBe(
      "owner@example.com deleted a client's account.",
    );
    expect(describeAuditEntry({ ...deleted("inactivity"), details: { reason: "inactivity", years: "3" } })).toBe(
      "A client's account was deleted after 3 years without activity.",
    );
    expect(inLocale("fr", () => describeAuditEntry(deleted("self")))).toBe("Un client a supprimé son compte.");
    // An earlier entry about the person reads without the address they no longer have.
    const invited = { ...sample("invited", { role: "client" }), targetEmail: ANONYMISED_EMAIL };
    expect(describeAuditEntry(invited)).toBe("owner@example.com invited a deleted client as a client.");
    expect(inLocale("fr", () => describeAuditEntry(invited))).not.toContain(ANONYMISED_EMAIL);
  });
});
