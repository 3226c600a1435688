/**
 * The owner's activity log in words: one sentence per kind of recorded action, so the log reads
 * "owner@… approved the Phase 1 report and sent it to ana@…" rather than a code and its details.
 * Every kind the code records is listed here (the column is typed with it), and a test checks that
 * each kind written anywhere in the code has its sentence.
 */
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

const ROLE_NAMES: Record<string, string> = { admin: "administrator", client: "client", user: "visitor" };
const roleName = (role: unknown) => ROLE_NAMES[String(role)] ?? "another role";
const text = (value: unknown, fallback: string) =>
  typeof value === "string" && value.trim() ? value.trim() : fallback;

export interface AuditEntry {
  action: string;
  actorEmail: string;
  targetEmail: string;
  details: Record<string, unknown> | null;
}

const SENTENCES: Record<AuditAction, (who: string, whom: string, details: Record<string, unknown>) => string> = {
  "role-changed": (who, whom, d) => `${who} changed ${whom} from ${roleName(d.from)} to ${roleName(d.to)}.`,
  deactivated: (who, whom) => `${who} deactivated the account of ${whom}.`,
  reactivated: (who, whom) => `${who} reactivated the account of ${whom}.`,
  invited: (who, whom, d) => `${who} invited ${whom} as a ${roleName(d.role ?? "client")}.`,
  "report-approved": (who, whom, d) =>
    `${who} approved the ${text(d.phase, "Blueprint")} report and sent it to ${whom}.`,
  "report-resent": (who, whom, d) => `${who} sent the ${text(d.phase, "Blueprint")} report to ${whom} again.`,
  nudged: (who, whom, d) =>
    `${who} sent ${whom} a reminder to continue ${text(d.questionnaire, "their questionnaire")}.`,
  "account-deleted": (who, whom, d) =>
    d.reason === "inactivity"
      ? `The account of ${whom} was deleted after ${text(d.years, "3")} years without activity.`
      : `${who} deleted the account of ${whom}.`,
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
  return `${entry.actorEmail} made a change (${entry.action.replaceAll("-", " ")}) for ${whom}.`;
}
