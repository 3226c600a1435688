import { data, Form, useNavigation } from "react-router";
import {
  AdminActionError,
  AdminUserIntentSchema,
  changeRole,
  createInvitedClient,
  listAuditLog,
  listUsersForAdmin,
  setDeactivated,
} from "~/lib/admin-users.server";
import { getAuth } from "~/lib/auth.server";
import { ROLES } from "~/lib/db/schema";
import { getDb } from "~/lib/db.server";
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
    audit: audit.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}

type ActionResult = { ok: boolean; message: string };

export async function action(args: Route.ActionArgs) {
  const me = await requireRole(args, "admin");
  const parsed = AdminUserIntentSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) {
    return data<ActionResult>(
      { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid request." },
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
    if (error instanceof AdminActionError)
      return data<ActionResult>({ ok: false, message: error.message }, { status: error.status });
    throw error;
  }
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="container-page space-y-8 py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">Users</h1>
      {actionData && (
        <p role={actionData.ok ? "status" : "alert"} className={actionData.ok ? "alert-success" : "alert-danger"}>
          {actionData.message}
        </p>
      )}

      <section className="card" aria-labelledby="invite-heading">
        <h2 id="invite-heading" className="text-xl font-bold text-brand-900">
          Invite a client
        </h2>
        <p className="mt-1 text-slate-700">They receive an e-mail with a link to choose their password.</p>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="invite" />
          <div>
            <label className="field-label" htmlFor="invite-email">
              Email address
            </label>
            <input className="field-input" id="invite-email" name="email" type="email" required />
          </div>
          <div>
            <label className="field-label" htmlFor="invite-name">
              Name (optional)
            </label>
            <input className="field-input" id="invite-name" name="name" maxLength={100} />
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            Send invitation
          </button>
        </Form>
      </section>

      <section aria-labelledby="people-heading">
        <h2 id="people-heading" className="text-xl font-bold text-brand-900">
          Accounts
        </h2>
        <Form method="get" role="search" className="mt-3 flex gap-2">
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
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[720px] border-collapse text-left text-sm">
            <caption className="sr-only">Accounts with their role and status</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  Account
                </th>
                <th scope="col" className="py-2 pr-4">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4">
                  Role
                </th>
                <th scope="col" className="py-2">
                  Access
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.users.map((u) => (
                <tr key={u.id} className="border-b border-slate-200 align-top">
                  <td className="py-3 pr-4">
                    <div className="font-semibold">{u.name || u.email}</div>
                    {u.name && <div className="text-slate-600">{u.email}</div>}
                  </td>
                  <td className="py-3 pr-4">{u.status}</td>
                  <td className="py-3 pr-4">
                    <Form method="post" className="flex gap-2">
                      <input type="hidden" name="intent" value="set-role" />
                      <input type="hidden" name="userId" value={u.id} />
                      <label className="sr-only" htmlFor={`role-${u.id}`}>
                        Role of {u.email}
                      </label>
                      <select id={`role-${u.id}`} name="role" defaultValue={u.role} className="field-input w-auto py-1">
                        {ROLES.map((role) => (
                          <option key={role} value={role}>
                            {role}
                          </option>
                        ))}
                      </select>
                      <button type="submit" className="btn-secondary py-1 text-sm" disabled={busy}>
                        Save<span className="sr-only"> role of {u.email}</span>
                      </button>
                    </Form>
                  </td>
                  <td className="py-3">
                    {u.id !== loaderData.meId && (
                      <Form method="post">
                        <input type="hidden" name="intent" value={u.banned ? "reactivate" : "deactivate"} />
                        <input type="hidden" name="userId" value={u.id} />
                        <button type="submit" className="btn-secondary py-1 text-sm" disabled={busy}>
                          {u.banned ? "Reactivate" : "Deactivate"}
                          <span className="sr-only"> {u.email}</span>
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {loaderData.users.length === 0 && <p className="mt-4 text-slate-700">No accounts match your search.</p>}
        </div>
      </section>

      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading" className="text-xl font-bold text-brand-900">
          Audit log
        </h2>
        {loaderData.audit.length === 0 ? (
          <p className="mt-2 text-slate-700">No changes recorded yet.</p>
        ) : (
          <ul className="mt-3 space-y-1 text-sm">
            {loaderData.audit.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.createdAt}>{dateFormat.format(new Date(entry.createdAt))}</time> —{" "}
                {entry.actorEmail} {describe(entry.action, entry.details)} {entry.targetEmail}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function describe(action: string, details: Record<string, unknown>) {
  switch (action) {
    case "role-changed":
      return `changed the role (${String(details.from)} → ${String(details.to)}) of`;
    case "deactivated":
      return "deactivated";
    case "reactivated":
      return "reactivated";
    case "invited":
      return "invited";
    default:
      return action;
  }
}
