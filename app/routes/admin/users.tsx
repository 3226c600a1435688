import type { SubmissionResult } from "@conform-to/react";
import { data, Form, useNavigation } from "react-router";
import {
  AdminActionError,
  changeRole,
  inviteClient,
  listAuditLog,
  listUsersForAdmin,
  setDeactivated,
} from "~/accounts/admin-users.server";
import { AccountRowSchema, InviteFormSchema, RoleFormSchema } from "~/accounts/users-form";
import { Field } from "~/components/ui/field";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { PageHeader } from "~/components/ui/page-header";
import { Pager, pageParam } from "~/components/ui/pager";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { Table } from "~/components/ui/table";
import { describeAuditEntry } from "~/lib/audit-log";
import { ROLES, type Role } from "~/lib/db/roles";
import { getDb } from "~/lib/db.server";
import type { FieldErrors } from "~/lib/form-errors";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { dateFormat, intlLocale } from "~/lib/intl";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { parseSubmission, submissionErrors } from "~/lib/submission";
import { roleLabel } from "~/owner/roles";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData?.title ?? "Users", noindex: true });

export async function loader(args: Route.LoaderArgs) {
  const me = await requireRole(args, "admin");
  const params = new URL(args.request.url).searchParams;
  const q = params.get("q") ?? "";
  const db = await getDb();
  const [people, audit] = await Promise.all([listUsersForAdmin(db, q, pageParam(params)), listAuditLog(db)]);
  const locale = serverLocale();
  const when = dateFormat(intlLocale[locale], { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return {
    title: m.owner_users_title(),
    locale,
    q,
    meId: me.id,
    page: people.page,
    pages: people.pages,
    // Only what the page shows or posts: every field here is written twice, in the rows and in the hydration data.
    users: people.users.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      role: u.role,
      banned: u.banned,
      status: u.banned
        ? m.owner_client_status_deactivated()
        : u.invitedAt
          ? m.owner_client_status_invited()
          : u.emailVerified
            ? m.owner_client_status_active()
            : m.owner_client_status_unconfirmed(),
    })),
    audit: audit.map((a) => ({
      id: a.id,
      createdAt: a.createdAt.toISOString(),
      when: when.format(a.createdAt),
      sentence: describeAuditEntry(a),
    })),
    roles: ROLES.map((role) => ({ value: role, label: roleLabel(role) })),
  };
}

type ActionResult = {
  ok: boolean;
  message: string;
  intent?: string;
  /** The account a refused row acted on (its role select shows the refusal). */
  userId?: string;
  /** The refused form's fields, by name, and Conform's result for the form (ADR 024). */
  fields?: FieldErrors;
  result?: SubmissionResult<string[]>;
};

/** A refused form: its result for the page, and one sentence (its first message) for the callers that read it. */
function refused(intent: string, result: SubmissionResult<string[]>, status: number, userId?: string) {
  const { form, ...fields } = submissionErrors(result);
  const message = form ?? Object.values(fields).find(Boolean) ?? m.owner_invalid_request();
  return data<ActionResult>({ ok: false, intent, message, fields, result, ...(userId ? { userId } : {}) }, { status });
}

export async function action(args: Route.ActionArgs) {
  const me = await requireRole(args, "admin");
  const payload = new URLSearchParams();
  for (const [name, value] of await args.request.formData()) if (typeof value === "string") payload.append(name, value);
  const intent = payload.get("intent") ?? "";
  const db = await getDb();
  try {
    switch (intent) {
      case "set-role": {
        const submission = parseSubmission(payload, RoleFormSchema);
        if (submission.status !== "success") return refused(intent, submission.reply(), 400);
        const { userId, role } = submission.value;
        try {
          const user = await changeRole(db, me, userId, role);
          return data<ActionResult>({
            ok: true,
            message: m.owner_users_now_role({ email: user.email, role: roleLabel(role) }),
          });
        } catch (error) {
          if (!(error instanceof AdminActionError)) throw error;
          return refused(intent, submission.reply({ fieldErrors: { role: [error.message] } }), error.status, userId);
        }
      }
      case "deactivate":
      case "reactivate": {
        const submission = parseSubmission(payload, AccountRowSchema);
        if (submission.status !== "success") return refused(intent, submission.reply(), 400);
        const user = await setDeactivated(db, me, submission.value.userId, intent === "deactivate");
        const done = intent === "deactivate" ? m.owner_users_deactivated : m.owner_users_reactivated;
        return data<ActionResult>({ ok: true, message: done({ email: user.email }) });
      }
      case "invite": {
        const submission = parseSubmission(payload, InviteFormSchema);
        if (submission.status !== "success") return refused(intent, submission.reply(), 400);
        const { email, name, locale } = submission.value;
        try {
          const user = await inviteClient(db, me, email, name, locale ?? serverLocale());
          return data<ActionResult>({ ok: true, message: m.owner_users_invitation_sent({ email: user.email }) });
        } catch (error) {
          // An address that already has an account belongs to the e-mail field.
          if (!(error instanceof AdminActionError)) throw error;
          const answer =
            error.status === 409 ? { fieldErrors: { email: [error.message] } } : { formErrors: [error.message] };
          return refused(intent, submission.reply(answer), error.status);
        }
      }
    }
  } catch (error) {
    if (error instanceof AdminActionError) {
      return data<ActionResult>({ ok: false, intent, message: error.message }, { status: error.status });
    }
    throw error;
  }
  return data<ActionResult>({ ok: false, intent, message: m.owner_invalid_request() }, { status: 400 });
}

type UserRow = Route.ComponentProps["loaderData"]["users"][number];

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const answer = actionData as ActionResult | undefined;
  // A refused invitation shows its refusal in its form; anything else is a line at the top (a refused role also
  // beside its select).
  const shownByForm = answer && !answer.ok && answer.intent === "invite" && answer.result;
  return (
    <div className="container-page space-y-10 pt-10 sm:pt-16">
      <PageHeader eyebrow={m.owner_clients_eyebrow()} title={m.owner_users_title()} />
      {answer && !shownByForm && <OutcomeMessage outcome={answer} />}

      <section className="card" aria-labelledby="invite-heading">
        <h2 id="invite-heading" className="font-display text-2xl font-medium text-ink">
          {m.owner_users_invite_heading()}
        </h2>
        <p className="mt-1 text-ink-soft">{m.owner_users_invite_intro()}</p>
        <InviteForm
          locale={loaderData.locale}
          lastResult={answer?.intent === "invite" ? answer.result : undefined}
          busy={busy}
        />
      </section>

      <section aria-labelledby="people-heading">
        <h2 id="people-heading" className="font-display text-2xl font-medium text-ink">
          {m.owner_users_accounts_heading()}
        </h2>
        {/* A search takes any words: no rules to check. */}
        <Form method="get" role="search" className="mt-3 mb-5 flex items-end gap-2">
          <Field
            id="q"
            label={m.owner_users_search_label()}
            hideLabel
            type="search"
            required={false}
            className="w-full max-w-sm"
            defaultValue={loaderData.q}
            placeholder={m.owner_users_search_placeholder()}
          />
          <button type="submit" className="btn-secondary">
            {m.owner_users_search()}
          </button>
        </Form>
        <Table<UserRow>
          caption={m.owner_users_caption()}
          captionHidden
          rows={loaderData.users}
          rowKey={(u) => u.id}
          empty={{ title: m.owner_users_empty_title(), body: m.owner_users_empty_body() }}
          columns={[
            {
              header: m.owner_users_col_account(),
              primary: true,
              cell: (u) => (
                <>
                  <span className="block">{u.name || u.email}</span>
                  {u.name && <span className="block text-sm font-normal text-muted">{u.email}</span>}
                </>
              ),
            },
            { header: m.owner_users_col_status(), cell: (u) => u.status },
            {
              header: m.owner_users_col_role(),
              cell: (u) => (
                <RoleForm
                  user={u}
                  roles={loaderData.roles}
                  error={answer?.intent === "set-role" && answer.userId === u.id ? answer.fields?.role : undefined}
                  busy={busy}
                />
              ),
            },
            {
              header: m.owner_users_col_access(),
              hideHeader: true,
              align: "end",
              cell: (u) =>
                u.id !== loaderData.meId && (
                  <Form method="post" className="mt-2 md:mt-0">
                    <input type="hidden" name="userId" value={u.id} />
                    {/* The intent rides on the button (the form's only control, so its submitter). */}
                    <button
                      type="submit"
                      name="intent"
                      value={u.banned ? "reactivate" : "deactivate"}
                      className="btn-secondary min-h-10 px-4 py-1 text-sm"
                      disabled={busy}
                    >
                      {u.banned ? m.owner_users_reactivate() : m.owner_users_deactivate()}
                      <span className="sr-only"> {u.email}</span>
                    </button>
                  </Form>
                ),
            },
          ]}
        />
        <Pager
          page={loaderData.page}
          pages={loaderData.pages}
          query={loaderData.q ? `q=${encodeURIComponent(loaderData.q)}` : ""}
          label={m.owner_users_pages()}
        />
      </section>

      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading" className="font-display text-2xl font-medium text-ink">
          {m.owner_users_audit_heading()}
        </h2>
        {loaderData.audit.length === 0 ? (
          <p className="mt-2 text-ink-soft">{m.owner_users_audit_empty()}</p>
        ) : (
          <ul className="mt-3 space-y-1.5 text-sm text-ink-soft">
            {loaderData.audit.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.createdAt}>{entry.when}</time> — {entry.sentence}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Inviting a client (ADR 024): checked in the browser and by the action; an address already taken comes back on it. */
function InviteForm({
  locale,
  lastResult,
  busy,
}: {
  locale: string;
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
}) {
  const { formProps, fields, summary } = useSchemaForm({
    id: "invite-form",
    schema: InviteFormSchema,
    lastResult,
    defaultValue: { locale },
  });
  return (
    <Form method="post" {...formProps} className="mt-5 space-y-4">
      {/* "Use at most 100 characters." does not name its field: the summary does. */}
      <SchemaFormSummary
        {...summary}
        labels={{ name: m.owner_users_name_short() }}
        fieldIds={{ email: "invite-email", name: "invite-name" }}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto] sm:items-start">
        <input type="hidden" name="intent" value="invite" />
        <Field
          {...fieldProps(fields.email)}
          id="invite-email"
          label={m.owner_users_email_label()}
          type="email"
          autoComplete="off"
        />
        <Field
          {...fieldProps(fields.name)}
          id="invite-name"
          label={m.owner_users_name_label()}
          required={false}
          maxLength={100}
        />
        <Field
          {...fieldProps(fields.locale)}
          id="invite-locale"
          as="select"
          required={false}
          label={m.owner_users_language_label()}
        >
          <option value="en">English</option>
          <option value="fr" lang="fr">
            Français
          </option>
        </Field>
        <button type="submit" className="btn-primary sm:mt-7" disabled={busy}>
          {m.owner_users_send_invitation()}
        </button>
      </div>
    </Form>
  );
}

/**
 * One account's role. The select always holds a role, so nothing is checked in the browser and only the action
 * refuses (the last administrator): beside the select, and in the page's outcome line, as for the row's other button.
 * A plain form, not `useSchemaForm` (ADR 024): with nothing to check in the browser, Conform's state for each of 50
 * rows was a tenth of the page's CPU (docs/performance.md, tenth round).
 */
function RoleForm({
  user,
  roles,
  error,
  busy,
}: {
  user: UserRow;
  roles: { value: Role; label: string }[];
  error: string | undefined;
  busy: boolean;
}) {
  return (
    <Form method="post" className="mt-1 inline-flex items-start gap-2 md:mt-0">
      <input type="hidden" name="userId" value={user.id} />
      <Field
        id={`role-${user.id}`}
        name="role"
        as="select"
        required={false}
        hideLabel
        label={m.owner_users_role_of({ email: user.email })}
        inputClassName="w-auto py-1.5"
        defaultValue={user.role}
        error={error}
      >
        {roles.map((role) => (
          <option key={role.value} value={role.value}>
            {role.label}
          </option>
        ))}
      </Field>
      {/* The form's one submit button, so it is the submitter however the form is sent: it carries the intent. */}
      <button
        type="submit"
        name="intent"
        value="set-role"
        className="btn-secondary min-h-10 px-4 py-1 text-sm"
        disabled={busy}
      >
        {m.owner_users_save()}
        <span className="sr-only">{m.owner_users_save_role_of({ email: user.email })}</span>
      </button>
    </Form>
  );
}
