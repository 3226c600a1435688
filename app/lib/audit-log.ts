/**
 * The owner's activity log in words: one sentence per kind of recorded action, so the log reads
 * "owner@… approved the Phase 1 report and sent it to ana@…" rather than a code and its details.
 * Every kind the code records is listed here (the column is typed with it), and a test checks that
 * each kind written anywhere in the code has its sentence.
 */
import { m } from "../paraglide/messages.js";
import { ANONYMISED_EMAIL } from "./anonymised.ts";

export const AUDIT_ACTIONS = [
  "role-changed",
  "deactivated",
  "reactivated",
  "invited",
  "report-approved",
  "report-resent",
  "nudged",
  "account-deleted",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const ROLE_NAMES: Record<string, () => string> = {
  admin: m.owner_audit_role_admin,
  client: m.owner_audit_role_client,
  user: m.owner_audit_role_user,
};
const roleName = (role: unknown) => (ROLE_NAMES[String(role)] ?? m.owner_audit_role_other)();
const text = (value: unknown, fallback: string) =>
  typeof value === "string" && value.trim() ? value.trim() : fallback;

export interface AuditEntry {
  action: string;
  actorEmail: string;
  targetEmail: string;
  details: Record<string, unknown> | null;
}

/** Each sentence in the language being spoken (the owner's); names, addresses and phases stay as recorded. */
const SENTENCES: Record<AuditAction, (who: string, whom: string, details: Record<string, unknown>) => string> = {
  "role-changed": (who, whom, d) =>
    m.owner_audit_role_changed({ who, whom, from: roleName(d.from), to: roleName(d.to) }),
  deactivated: (who, whom) => m.owner_audit_deactivated({ who, whom }),
  reactivated: (who, whom) => m.owner_audit_reactivated({ who, whom }),
  invited: (who, whom, d) => m.owner_audit_invited({ who, whom, role: roleName(d.role ?? "client") }),
  "report-approved": (who, whom, d) => m.owner_audit_report_approved({ who, whom, phase: text(d.phase, "Blueprint") }),
  "report-resent": (who, whom, d) => m.owner_audit_report_resent({ who, whom, phase: text(d.phase, "Blueprint") }),
  nudged: (who, whom, d) =>
    m.owner_audit_nudged({ who, whom, questionnaire: text(d.questionnaire, m.owner_audit_their_questionnaire()) }),
  // The account's address is gone from the log by then: these sentences name no one but the owner.
  "account-deleted": (who, _whom, d) =>
    d.reason === "inactivity"
      ? m.owner_audit_deleted_inactive({ years: text(d.years, "3") })
      : d.reason === "self"
        ? m.owner_audit_deleted_self()
        : m.owner_audit_deleted({ who }),
};

export function isAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

/** Someone in the log: their address, or "a deleted client" once their account is gone. */
const person = (email: string) => (email === ANONYMISED_EMAIL ? m.owner_audit_deleted_client() : email);

/**
 * One entry as a sentence. `whom` overrides the target's address (on a client's own page: "them"
 * reads oddly, so pass their name). An unknown kind (written by a newer version) still reads as words.
 */
export function describeAuditEntry(entry: AuditEntry, options: { whom?: string } = {}): string {
  const whom = person(options.whom ?? entry.targetEmail);
  const who = person(entry.actorEmail);
  if (isAuditAction(entry.action)) return SENTENCES[entry.action](who, whom, entry.details ?? {});
  return m.owner_audit_unknown({ who, whom, action: entry.action.replaceAll("-", " ") });
}
