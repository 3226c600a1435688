import { Link } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { getDb } from "~/lib/db.server";
import { listInquiries } from "~/lib/inquiries.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import type { Route } from "./+types/inquiries";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Inquiries", noindex: true });

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const rows = await listInquiries(await getDb());
  return {
    inquiries: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      preview: r.message.length > 140 ? `${r.message.slice(0, 140)}…` : r.message,
      createdAt: r.createdAt.toISOString(),
      read: Boolean(r.readAt),
      handled: Boolean(r.handledAt),
    })),
  };
}

const inquiryDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export default function Inquiries({ loaderData }: Route.ComponentProps) {
  const { inquiries } = loaderData;
  return (
    <div className="container-page py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">Inquiries</h1>
      <p className="mt-2 text-slate-700">Messages sent through the contact form: unread first, then newest first.</p>
      {inquiries.length === 0 ? (
        <div className="mt-8">
          <EmptyState title="No inquiries yet.">
            Messages sent through the form on the Book page arrive here, and you are e-mailed about each one.
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-8 space-y-3">
          {inquiries.map((inquiry) => (
            <li key={inquiry.id} className={`card ${inquiry.read ? "" : "border-brand-600"}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-bold text-brand-900">
                  <Link to={`/admin/inquiries/${inquiry.id}`}>
                    {inquiry.name}
                    <span className="sr-only">, {inquiry.read ? "read" : "unread"}</span>
                  </Link>
                </h2>
                <time className="text-sm text-slate-600" dateTime={inquiry.createdAt}>
                  {inquiryDate.format(new Date(inquiry.createdAt))}
                </time>
              </div>
              <p className="text-sm text-slate-600">{inquiry.email}</p>
              <p className="mt-2 text-slate-700">{inquiry.preview}</p>
              <p className="mt-2 flex gap-2 text-xs font-semibold">
                {!inquiry.read && <span className="rounded bg-brand-100 px-2 py-0.5 text-brand-900">Unread</span>}
                {inquiry.handled && (
                  <span className="rounded bg-emerald-100 px-2 py-0.5 text-emerald-900">Handled</span>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
