import { Form, Link } from "react-router";
import { ProgressFill } from "~/components/progress-fill";
import { PageHeader } from "~/components/ui/page-header";
import { Pager, pageParam } from "~/components/ui/pager";
import { type Column, Table } from "~/components/ui/table";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { type ClientRow, listClients } from "~/owner/clients.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/clients";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.owner_nav_clients(), noindex: true });

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const params = new URL(args.request.url).searchParams;
  const q = params.get("q") ?? "";
  // After deleting a client's account from their page (which no longer exists to show it).
  const deleted = params.get("deleted") === "1";
  return { ...(await listClients(await getDb(), q, pageParam(params))), deleted };
}

function Progress({ client }: { client: ClientRow }) {
  const percent = Math.round((client.completedPhases / client.totalPhases) * 100);
  return (
    <span className="inline-flex items-center gap-3">
      <span aria-hidden="true" className="block h-1.5 w-16 overflow-hidden rounded-full bg-sand">
        <ProgressFill percent={percent} />
      </span>
      <span className="tabular-nums">
        {m.owner_clients_progress({ done: client.completedPhases, total: client.totalPhases })}
      </span>
    </span>
  );
}

const STATUS_LABELS: Record<ClientRow["status"], () => string> = {
  Active: m.owner_client_status_active,
  Invited: m.owner_client_status_invited,
  Unconfirmed: m.owner_client_status_unconfirmed,
  Deactivated: m.owner_client_status_deactivated,
};

/** The table's columns, their words in the language in use. */
const columns = (): Column<ClientRow>[] => [
  {
    header: m.owner_clients_column_client(),
    primary: true,
    cell: (client) => (
      <>
        <Link to={`/admin/clients/${client.id}`} className="font-semibold break-words text-ink">
          {client.name.trim() || client.email}
        </Link>
        {client.name.trim() && <span className="block text-sm font-normal break-all text-muted">{client.email}</span>}
      </>
    ),
  },
  { header: m.owner_clients_column_blueprint(), cell: (client) => <Progress client={client} /> },
  { header: m.owner_clients_column_last_activity(), cell: (client) => client.lastActivity ?? m.owner_none_yet() },
  {
    header: m.owner_clients_column_next_session(),
    cell: (client) => client.nextSession ?? m.owner_clients_none_booked(),
  },
  { header: m.owner_inquiry_account(), cell: (client) => STATUS_LABELS[client.status]() },
];

export default function Clients({ loaderData }: Route.ComponentProps) {
  const { clients, query, deleted, page, pages } = loaderData;
  return (
    <div className="container-page py-10 sm:py-12">
      <PageHeader
        eyebrow={m.owner_clients_eyebrow()}
        title={m.owner_nav_clients()}
        lead={m.owner_clients_lead()}
        actions={
          <Link to="/admin/users" className="btn-secondary">
            {m.owner_today_step_invite_action()}
          </Link>
        }
      />
      {deleted && (
        <p role="status" className="alert-success mt-6">
          {m.owner_clients_deleted_notice()}
        </p>
      )}
      <Form method="get" role="search" className="mt-8 mb-5 flex max-w-md gap-2">
        <label className="sr-only" htmlFor="q">
          {m.owner_clients_search_label()}
        </label>
        <input
          className="field-input"
          id="q"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={m.owner_clients_search_placeholder()}
        />
        <button type="submit" className="btn-secondary">
          {m.owner_clients_search()}
        </button>
      </Form>
      <Table<ClientRow>
        caption={query ? m.owner_clients_caption_matching({ query }) : m.owner_clients_caption()}
        captionHidden
        columns={columns()}
        rows={clients}
        rowKey={(client) => client.id}
        empty={
          query
            ? { title: m.owner_clients_no_match(), body: m.owner_clients_no_match_body() }
            : {
                title: m.owner_clients_none(),
                body: m.owner_clients_none_body(),
                action: (
                  <Link to="/admin/users" className="btn-primary">
                    {m.owner_today_step_invite_action()}
                  </Link>
                ),
              }
        }
      />
      <Pager
        page={page}
        pages={pages}
        query={query ? `q=${encodeURIComponent(query)}` : ""}
        label={m.owner_clients_pages()}
      />
    </div>
  );
}
