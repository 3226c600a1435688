/**
 * The owner's activity log in words: one sentence per kind of recorded action, so the log reads
 * "owner@… approved the Phase 1 report and sent it to ana@…" rather than a code and its details.
 * Every kind the code records is listed here (the column is typed with it), and a test checks that
 * each kind written anywhere in the code has its sentence.
 */
import { m } from "../paraglide/messages.js";

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
  "account-deleted": (who, whom, d) =>
    d.reason === "inactivity"
      ? m.owner_audit_deleted_inactive({ whom, years: text(d.years, "3") })
      : m.owner_audit_deleted({ who, whom }),
};

export function isAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

/**
 * One entry as a sentence. `whom` overrides the target's address (on a client's own page: "them"
 * reads oddly, so pass their name). An unknown kind (written by a newer version) still reads as words.
 */
export function describeAuditEntry(entry: AuditEntry, options: { whom?: string } = {}): string {
  const whom = options.whom ?? entry.targetEmail;
  if (isAuditAction(entry.action)) return SENTENCES[entry.action](entry.actorEmail, whom, entry.details ?? {});
  return m.owner_audit_unknown({ who: entry.actorEmail, whom, action: entry.action.replaceAll("-", " ") });
}
