/**
 * The privacy buttons' server side, for a person on /account and for the owner on a client's page:
 * download (a rate-limited ZIP) and delete (confirmed with the password and, when on, the second
 * factor; the owner confirms with the client's e-mail address). Both ask requirePrivacySubject.
 */
import { Readable } from "node:stream";
import type { SubmissionResult } from "@conform-to/react";
import { callAuthEndpoint } from "~/accounts/auth-forms.server";
import { getAuth } from "~/lib/auth.server";
import type { Db } from "~/lib/db.server";
import type { FieldErrors } from "~/lib/form-errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import type { SessionUser } from "~/lib/session.server";
import { parseSubmission, submissionErrors } from "~/lib/submission";
import { m } from "~/paraglide/messages";
import { PrivacyRefusal, requirePrivacySubject } from "./access.server.ts";
import { DeleteAccountFormSchema } from "./delete-account-form.ts";
import { deleteAccount } from "./deletion.server.ts";
import { accountZip, collectAccountData, EXPORT_RATE_LIMIT } from "./export.server.ts";

/** Password and second-factor attempts at deleting one account. */
const DELETE_ATTEMPTS = { windowSeconds: 15 * 60, max: 5 };

/** The account's data as a ZIP download, or a refusal (404, 403, 429 with the wait). */
export async function exportResponse(db: Db, actor: SessionUser, subjectId: string): Promise<Response> {
  let subject: Awaited<ReturnType<typeof requirePrivacySubject>>;
  try {
    subject = await requirePrivacySubject(db, actor, subjectId, "export");
  } catch (error) {
    if (error instanceof PrivacyRefusal) return new Response(error.message, { status: error.status });
    throw error;
  }
  const limit = await consumeRateLimit(db, `privacy-export:${actor.id}:${subject.id}`, EXPORT_RATE_LIMIT);
  if (!limit.allowed) {
    return new Response(m.account_export_too_soon({ minutes: Math.ceil(limit.retryAfterSeconds / 60) }), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds), "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const data = await collectAccountData(db, subject.id);
  if (!data) return new Response(m.account_privacy_not_found(), { status: 404 });
  const archive = await accountZip(data);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(Readable.toWeb(archive) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="my-data-${day}.zip"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export { DeleteAccountFormSchema } from "./delete-account-form.ts";

export type DeletionOutcome =
  | { ok: true; setCookies: string[] }
  | {
      ok: false;
      status: number;
      message: string;
      fields: FieldErrors;
      /** Conform's result for the page's form (ADR 024), without the password and code typed. */
      result: SubmissionResult<string[]>;
    };

/** A person deleting their own account from /account. */
export async function deleteOwnAccount(
  db: Db,
  request: Request,
  actor: SessionUser,
  payload: URLSearchParams,
): Promise<DeletionOutcome> {
  const submission = parseSubmission(payload, DeleteAccountFormSchema);
  /** A refusal by the schema, or of one field (`field`), or of the whole form. */
  const refused = (status: number, message?: string, field?: string): DeletionOutcome => {
    const errors = message ? (field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }) : {};
    const result = submission.reply({ ...errors, hideFields: ["password", "code"] });
    const { form, ...fields } = submissionErrors(result);
    return { ok: false, status, message: form ?? Object.values(fields).find(Boolean) ?? "", fields, result };
  };
  if (submission.status !== "success") return refused(400);
  let subject: Awaited<ReturnType<typeof requirePrivacySubject>>;
  try {
    subject = await requirePrivacySubject(db, actor, actor.id, "delete");
  } catch (error) {
    if (error instanceof PrivacyRefusal) return refused(error.status, m.account_delete_admin_refused());
    throw error;
  }
  const limit = await consumeRateLimit(db, `privacy-delete:${subject.id}`, DELETE_ATTEMPTS);
  if (!limit.allowed) return refused(429, m.account_delete_too_many());
  const auth = await getAuth();
  try {
    await auth.api.verifyPassword({ body: { password: submission.value.password }, headers: request.headers });
  } catch {
    return refused(400, m.account_password_wrong(), "password");
  }
  if (subject.twoFactorEnabled) {
    const code = submission.value.code ?? "";
    if (!code) return refused(400, m.account_delete_code_missing(), "code");
    const check = await callAuthEndpoint(request, "/two-factor/verify-totp", { code });
    if (!check.ok) return refused(check.status === 429 ? 429 : 400, m.account_delete_code_wrong(), "code");
  }
  await deleteAccount(db, subject, { reason: "self" });
  // The browser's session cookies go too (the session rows already have).
  const signOut = await callAuthEndpoint(request, "/sign-out", {});
  return { ok: true, setCookies: signOut.setCookies };
}

/** The owner deleting a client's account from the client's page (confirmed by typing their e-mail). */
export async function deleteClientAccount(
  db: Db,
  actor: SessionUser,
  subjectId: string,
  confirmEmail: unknown,
): Promise<{ ok: boolean; status: number; message: string }> {
  let subject: Awaited<ReturnType<typeof requirePrivacySubject>>;
  try {
    subject = await requirePrivacySubject(db, actor, subjectId, "delete");
  } catch (error) {
    if (error instanceof PrivacyRefusal) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
  if (typeof confirmEmail !== "string" || confirmEmail.trim().toLowerCase() !== subject.email.toLowerCase()) {
    return { ok: false, status: 400, message: m.account_owner_delete_confirm_wrong() };
  }
  await deleteAccount(db, subject, { reason: "owner", actorEmail: actor.email });
  return { ok: true, status: 200, message: m.account_owner_deleted({ email: subject.email }) };
}
