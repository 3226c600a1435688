import { Form, Link } from "react-router";
import { ProgressFill } from "~/components/progress-fill";
import { PageHeader } from "~/components/ui/page-header";
import { type Column, Table } from "~/components/ui/table";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { type ClientRow, listClients } from "~/owner/clients.server";
import { PRIVACY_COPY } from "~/privacy/copy";
import type { Route } from "./+types/clients";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Clients", noindex: true });

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const params = new URL(args.request.url).searchParams;
  const q = params.get("q") ?? "";
  // After deleting a client's account from their page (which no longer exists to show it).
  const deleted = params.get("deleted") === "1";
  return { ...(await listClients(await getDb(), q)), deleted };
}

function Progress({ client }: { client: ClientRow }) {
  const percent = Math.round((client.completedPhases / client.totalPhases) * 100);
  return (
    <span className="inline-flex items-center gap-3">
      <span aria-hidden="true" className="block h-1.5 w-16 overflow-hidden rounded-full bg-sand">
        <ProgressFill percent={percent} />
      </span>
      <span className="tabular-nums">
        {client.completedPhases} of {client.totalPhases} phases
      </span>
    </span>
  );
}

const columns: Column<ClientRow>[] = [
  {
    header: "Client",
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
  { header: "Blueprint", cell: (client) => <Progress client={client} /> },
  { header: "Last activity", cell: (client) => client.lastActivity ?? "None yet" },
  { header: "Next session", cell: (client) => client.nextSession ?? "None booked" },
  { header: "Account", cell: (client) => client.status },
];

export default function Clients({ loaderData }: Route.ComponentProps) {
  const { clients, more, query, deleted } = loaderData;
  return (
    <div className="container-page py-10 sm:py-12">
      <PageHeader
        eyebrow="Owner tools"
        title="Clients"
        lead="Everyone with a client account: their progress through the Blueprint and their sessions."
        actions={
          <Link to="/admin/users" className="btn-secondary">
            Invite a client
          </Link>
        }
      />
      {deleted && (
        <p role="status" className="alert-success mt-6">
          {PRIVACY_COPY.ownerDeletedNotice}
        </p>
      )}
      <Form method="get" role="search" className="mt-8 mb-5 flex max-w-md gap-2">
        <label className="sr-only" htmlFor="q">
          Search clients by name or e-mail
        </label>
        <input
          className="field-input"
          id="q"
          name="q"
          type="search"
          defaultValue={query}
          placeholder="Name or e-mail"
        />
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>
      <Table<ClientRow>
        caption={query ? `Clients matching “${query}”` : "Clients, the most recently active first"}
        captionHidden
        columns={columns}
        rows={clients}
        rowKey={(client) => client.id}
        empty={
          query
            ? { title: "No client matches your search.", body: "Try part of a name or an e-mail address." }
            : {
                title: "No clients yet",
                body: "Invite your first client: they receive an e-mail to choose their password.",
                action: (
                  <Link to="/admin/users" className="btn-primary">
                    Invite a client
                  </Link>
                ),
              }
        }
      />
      {more && (
        <p className="mt-4 text-sm text-muted">Only the first {clients.length} are shown: search to narrow the list.</p>
      )}
    </div>
  );
}
