import { data, Form, useNavigation } from "react-router";
import { Field } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { PageHeader } from "~/components/ui/page-header";
import { Table } from "~/components/ui/table";
import {
  AdminActionError,
  AdminUserIntentSchema,
  changeRole,
  createInvitedClient,
  listAuditLog,
  listUsersForAdmin,
  setDeactivated,
} from "~/lib/admin-users.server";
import { describeAuditEntry } from "~/lib/audit-log";
import { getAuth } from "~/lib/auth.server";
import { ROLES } from "~/lib/db/schema";
import { getDb } from "~/lib/db.server";
import { type FieldErrors, fieldErrorsFromIssues } from "~/lib/form-errors";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Users", noindex: true });

export async function loader(args: Route.LoaderArgs) {
  const me = await requireRole(args, "admin");
  const q = new URL(args.request.url).searchParams.get("q") ?? "";
  const db = await getDb();
  const [people, audit] = await Promise.all([listUsersForAdmin(db, q), listAuditLog(db)]);
  return {
    q,
    meId: me.id,
    users: people.map((u) => ({
      ...u,
      status: u.banned ? "Deactivated" : u.invitedAt ? "Invited" : u.emailVerified ? "Active" : "Unconfirmed",
      createdAt: u.createdAt.toISOString(),
      invitedAt: u.invitedAt?.toISOString() ?? null,
    })),
    audit: audit.map((a) => ({ id: a.id, createdAt: a.createdAt.toISOString(), sentence: describeAuditEntry(a) })),
  };
}

type ActionResult = {
  ok: boolean;
  message: string;
  intent?: string;
  /** The invitation form's refused fields and what was typed. */
  fields?: FieldErrors;
  values?: { email: string; name: string };
};

export async function action(args: Route.ActionArgs) {
  const me = await requireRole(args, "admin");
  const form = Object.fromEntries(await args.request.formData());
  const text = (value: FormDataEntryValue | undefined) => (typeof value === "string" ? value.slice(0, 254) : "");
  const intent = text(form.intent);
  const values = intent === "invite" ? { email: text(form.email), name: text(form.name) } : undefined;
  const parsed = AdminUserIntentSchema.safeParse(form);
  if (!parsed.success) {
    return data<ActionResult>(
      {
        ok: false,
        intent,
        message: parsed.error.issues[0]?.message ?? "Invalid request.",
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
        return data<ActionResult>({ ok: true, message: `${user.email} is now ${input.role}.` });
      }
      case "deactivate":
      case "reactivate": {
        const user = await setDeactivated(db, me, input.userId, input.intent === "deactivate");
        return data<ActionResult>({ ok: true, message: `${user.email} has been ${input.intent}d.` });
      }
      case "invite": {
        const user = await createInvitedClient(db, me, input.email, input.name);
        const auth = await getAuth();
        await auth.api.requestPasswordReset({ body: { email: user.email, redirectTo: "/auth?view=update_password" } });
        return data<ActionResult>({ ok: true, message: `Invitation sent to ${user.email}.` });
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

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

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
      <PageHeader eyebrow="Owner tools" title="Users" />
      {actionData && !inviteRefused && (
        <p role={actionData.ok ? "status" : "alert"} className={actionData.ok ? "alert-success" : "alert-danger"}>
          {actionData.message}
        </p>
      )}

      <section className="card" aria-labelledby="invite-heading">
        <h2 id="invite-heading" className="font-display text-2xl font-medium text-ink">
          Invite a client
        </h2>
        <p className="mt-1 text-ink-soft">They receive an e-mail with a link to choose their password.</p>
        <Form method="post" className="mt-5 space-y-4" noValidate>
          <FormErrorSummary
            errors={inviteErrors}
            labels={{ email: "Email address", name: "Name" }}
            fieldIds={{ email: "invite-email", name: "invite-name" }}
          />
          <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
            <input type="hidden" name="intent" value="invite" />
            <Field
              id="invite-email"
              name="email"
              label="Email address"
              type="email"
              autoComplete="off"
              defaultValue={inviteRefused?.values?.email}
              error={inviteRefused?.fields?.email}
            />
            <Field
              id="invite-name"
              name="name"
              label="Name (optional)"
              required={false}
              maxLength={100}
              defaultValue={inviteRefused?.values?.name}
              error={inviteRefused?.fields?.name}
            />
            <button type="submit" className="btn-primary sm:mt-7" disabled={busy}>
              Send invitation
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="people-heading">
        <h2 id="people-heading" className="font-display text-2xl font-medium text-ink">
          Accounts
        </h2>
        <Form method="get" role="search" className="mt-3 mb-5 flex gap-2">
          <label className="sr-only" htmlFor="q">
            Search by name or e-mail
          </label>
          <input
            className="field-input max-w-sm"
            id="q"
            name="q"
            type="search"
            defaultValue={loaderData.q}
            placeholder="Name or e-mail"
          />
          <button type="submit" className="btn-secondary">
            Search
          </button>
        </Form>
        <Table<UserRow>
          caption="Accounts with their role and status"
          captionHidden
          rows={loaderData.users}
          rowKey={(u) => u.id}
          empty={{ title: "No accounts match your search.", body: "Try part of a name or an e-mail address." }}
          columns={[
            {
              header: "Account",
              primary: true,
              cell: (u) => (
                <>
                  <span className="block">{u.name || u.email}</span>
                  {u.name && <span className="block text-sm font-normal text-muted">{u.email}</span>}
                </>
              ),
            },
            { header: "Status", cell: (u) => u.status },
            {
              header: "Role",
              cell: (u) => (
                <Form method="post" className="mt-1 inline-flex gap-2 md:mt-0">
                  <input type="hidden" name="intent" value="set-role" />
                  <input type="hidden" name="userId" value={u.id} />
                  <label className="sr-only" htmlFor={`role-${u.id}`}>
                    Role of {u.email}
                  </label>
                  <select id={`role-${u.id}`} name="role" defaultValue={u.role} className="field-input w-auto py-1.5">
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className="btn-secondary min-h-10 px-4 py-1 text-sm" disabled={busy}>
                    Save<span className="sr-only"> role of {u.email}</span>
                  </button>
                </Form>
              ),
            },
            {
              header: "Access",
              hideHeader: true,
              align: "end",
              cell: (u) =>
                u.id !== loaderData.meId && (
                  <Form method="post" className="mt-2 md:mt-0">
                    <input type="hidden" name="intent" value={u.banned ? "reactivate" : "deactivate"} />
                    <input type="hidden" name="userId" value={u.id} />
                    <button type="submit" className="btn-secondary min-h-10 px-4 py-1 text-sm" disabled={busy}>
                      {u.banned ? "Reactivate" : "Deactivate"}
                      <span className="sr-only"> {u.email}</span>
                    </button>
                  </Form>
                ),
            },
          ]}
        />
      </section>

      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading" className="font-display text-2xl font-medium text-ink">
          Audit log
        </h2>
        {loaderData.audit.length === 0 ? (
          <p className="mt-2 text-ink-soft">No changes recorded yet.</p>
        ) : (
          <ul className="mt-3 space-y-1.5 text-sm text-ink-soft">
            {loaderData.audit.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.createdAt}>{dateFormat.format(new Date(entry.createdAt))}</time> —{" "}
                {entry.sentence}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
