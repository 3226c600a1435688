import { data, Form, useNavigation } from "react-router";
import {
  AdminActionError,
  AdminUserIntentSchema,
  changeRole,
  inviteClient,
  listAuditLog,
  listUsersForAdmin,
  setDeactivated,
} from "~/accounts/admin-users.server";
import { Field } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { PageHeader } from "~/components/ui/page-header";
import { Pager, pageParam } from "~/components/ui/pager";
import { Table } from "~/components/ui/table";
import { describeAuditEntry } from "~/lib/audit-log";
import { ROLES, type Role } from "~/lib/db/schema";
import { getDb } from "~/lib/db.server";
import { type FieldErrors, fieldErrorsFromIssues } from "~/lib/form-errors";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { dateFormat, intlLocale } from "~/lib/intl";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/users";

/** A role as the owner reads it (the stored value stays the same in both languages). */
const ROLE_LABELS: Record<Role, () => string> = {
  admin: m.owner_role_admin,
  client: m.owner_role_client,
  user: m.owner_role_user,
};

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
    users: people.users.map((u) => ({
      ...u,
      status: u.banned
        ? m.owner_client_status_deactivated()
        : u.invitedAt
          ? m.owner_client_status_invited()
          : u.emailVerified
            ? m.owner_client_status_active()
            : m.owner_client_status_unconfirmed(),
      createdAt: u.createdAt.toISOString(),
      invitedAt: u.invitedAt?.toISOString() ?? null,
    })),
    audit: audit.map((a) => ({
      id: a.id,
      createdAt: a.createdAt.toISOString(),
      when: when.format(a.createdAt),
      sentence: describeAuditEntry(a),
    })),
    roles: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role]() })),
  };
}

type ActionResult = {
  ok: boolean;
  message: string;
  intent?: string;
  /** The invitation form's refused fields and what was typed. */
  fields?: FieldErrors;
  values?: { email: string; name: string; locale: string };
};

export async function action(args: Route.ActionArgs) {
  const me = await requireRole(args, "admin");
  const form = Object.fromEntries(await args.request.formData());
  const text = (value: FormDataEntryValue | undefined) => (typeof value === "string" ? value.slice(0, 254) : "");
  const intent = text(form.intent);
  const values =
    intent === "invite" ? { email: text(form.email), name: text(form.name), locale: text(form.locale) } : undefined;
  const parsed = AdminUserIntentSchema.safeParse(form);
  if (!parsed.success) {
    return data<ActionResult>(
      {
        ok: false,
        intent,
        message: parsed.error.issues[0]?.message ?? m.owner_invalid_request(),
        fields: fieldErrorsFromIssues(parsed.error.issues.filter((issue) => issue.path[0] !== "intent")),
        values,
      },
      { status: 400 },
    );
  }
  const db = await getDb();
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "set-role": {
        const user = await changeRole(db, me, input.userId, input.role);
        return data<ActionResult>({
          ok: true,
          message: m.owner_users_now_role({ email: user.email, role: ROLE_LABELS[input.role]() }),
        });
      }
      case "deactivate":
      case "reactivate": {
        const user = await setDeactivated(db, me, input.userId, input.intent === "deactivate");
        const done = input.intent === "deactivate" ? m.owner_users_deactivated : m.owner_users_reactivated;
        return data<ActionResult>({ ok: true, message: done({ email: user.email }) });
      }
      case "invite": {
        const user = await inviteClient(db, me, input.email, input.name, input.locale ?? serverLocale());
        return data<ActionResult>({ ok: true, message: m.owner_users_invitation_sent({ email: user.email }) });
      }
    }
  } catch (error) {
    if (error instanceof AdminActionError) {
      // An invitation refused for its address (it already has an account) belongs to the e-mail field.
      const fields = input.intent === "invite" && error.status === 409 ? { email: error.message } : undefined;
      return data<ActionResult>(
        { ok: false, intent: input.intent, message: error.message, fields, values },
        { status: error.status },
      );
    }
    throw error;
  }
}

type UserRow = Route.ComponentProps["loaderData"]["users"][number];

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const inviteRefused = actionData && !actionData.ok && actionData.intent === "invite" ? actionData : undefined;
  const inviteErrors = inviteRefused
    ? Object.values(inviteRefused.fields ?? {}).some(Boolean)
      ? inviteRefused.fields
      : { form: inviteRefused.message }
    : null;
  return (
    <div className="container-page space-y-10 pt-10 sm:pt-16">
      <PageHeader eyebrow={m.owner_clients_eyebrow()} title={m.owner_users_title()} />
      {actionData && !inviteRefused && <OutcomeMessage outcome={actionData} />}

      <section className="card" aria-labelledby="invite-heading">
        <h2 id="invite-heading" className="font-display text-2xl font-medium text-ink">
          {m.owner_users_invite_heading()}
        </h2>
        <p className="mt-1 text-ink-soft">{m.owner_users_invite_intro()}</p>
        <Form method="post" className="mt-5 space-y-4" noValidate>
          <FormErrorSummary
            errors={inviteErrors}
            labels={{ email: m.owner_users_email_label(), name: m.owner_users_name_short() }}
            fieldIds={{ email: "invite-email", name: "invite-name" }}
          />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto] sm:items-start">
            <input type="hidden" name="intent" value="invite" />
            <Field
              id="invite-email"
              name="email"
              label={m.owner_users_email_label()}
              type="email"
              autoComplete="off"
              defaultValue={inviteRefused?.values?.email}
              error={inviteRefused?.fields?.email}
            />
            <Field
              id="invite-name"
              name="name"
              label={m.owner_users_name_label()}
              required={false}
              maxLength={100}
              defaultValue={inviteRefused?.values?.name}
              error={inviteRefused?.fields?.name}
            />
            <Field
              id="invite-locale"
              name="locale"
              as="select"
              required={false}
              label={m.owner_users_language_label()}
              defaultValue={inviteRefused?.values?.locale ?? loaderData.locale}
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
      </section>

      <section aria-labelledby="people-heading">
        <h2 id="people-heading" className="font-display text-2xl font-medium text-ink">
          {m.owner_users_accounts_heading()}
        </h2>
        <Form method="get" role="search" className="mt-3 mb-5 flex gap-2">
          <label className="sr-only" htmlFor="q">
            {m.owner_users_search_label()}
          </label>
          <input
            className="field-input max-w-sm"
            id="q"
            name="q"
            type="search"
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
                <Form method="post" className="mt-1 inline-flex gap-2 md:mt-0">
                  <input type="hidden" name="intent" value="set-role" />
                  <input type="hidden" name="userId" value={u.id} />
                  <label className="sr-only" htmlFor={`role-${u.id}`}>
                    {m.owner_users_role_of({ email: u.email })}
                  </label>
                  <select id={`role-${u.id}`} name="role" defaultValue={u.role} className="field-input w-auto py-1.5">
                    {loaderData.roles.map((role) => (
                      <option key={role.value} value={role.value}>
                        {role.label}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className="btn-secondary min-h-10 px-4 py-1 text-sm" disabled={busy}>
                    {m.owner_users_save()}
                    <span className="sr-only">{m.owner_users_save_role_of({ email: u.email })}</span>
                  </button>
                </Form>
              ),
            },
            {
              header: m.owner_users_col_access(),
              hideHeader: true,
              align: "end",
              cell: (u) =>
                u.id !== loaderData.meId && (
                  <Form method="post" className="mt-2 md:mt-0">
                    <input type="hidden" name="intent" value={u.banned ? "reactivate" : "deactivate"} />
                    <input type="hidden" name="userId" value={u.id} />
                    <button type="submit" className="btn-secondary min-h-10 px-4 py-1 text-sm" disabled={busy}>
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
