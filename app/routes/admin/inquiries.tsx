import { Form, Link } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { getDb } from "~/lib/db.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { InquiryStateBadge } from "~/owner/components/inquiry-state-badge";
import { listInbox } from "~/owner/inquiries.server";
import { formatInZone, zoneLabel } from "~/owner/time";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/inquiries";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.owner_nav_inquiries(), noindex: true });

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const openOnly = new URL(args.request.url).searchParams.get("open") === "1";
  const db = await getDb();
  const [rows, timeZone] = await Promise.all([listInbox(db, { openOnly }), getBusinessTimeZone(db)]);
  const locale = serverLocale();
  return {
    openOnly,
    zone: zoneLabel(timeZone, undefined, locale),
    unanswered: rows.filter((r) => r.state === "new" || r.state === "read").length,
    inquiries: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      preview: r.message.length > 140 ? `${r.message.slice(0, 140)}…` : r.message,
      createdAt: r.createdAt.toISOString(),
      received: formatInZone(r.createdAt, timeZone, "datetime", locale),
      state: r.state,
    })),
  };
}

export default function Inquiries({ loaderData }: Route.ComponentProps) {
  const { inquiries, openOnly, zone, unanswered } = loaderData;
  return (
    <div className="container-page py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{m.owner_nav_inquiries()}</h1>
      <p className="mt-2 text-slate-700">{m.owner_inquiries_lead({ zone })}</p>
      <p className="mt-2 font-semibold text-brand-900">{m.owner_inquiries_unanswered({ count: unanswered })}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="open" value="1" defaultChecked={openOnly} className="size-4" />
          {m.owner_inquiries_open_only()}
        </label>
        <button type="submit" className="btn-secondary text-sm">
          {m.owner_inquiries_apply()}
        </button>
        <Link to="/admin/settings#templates" className="text-sm">
          {m.owner_inquiries_edit_templates()}
        </Link>
      </Form>
      {inquiries.length === 0 ? (
        <div className="mt-8">
          {openOnly ? (
            <EmptyState title={m.owner_inquiries_none_open()}>{m.owner_inquiries_none_open_body()}</EmptyState>
          ) : (
            <EmptyState title={m.owner_inquiries_none()}>{m.owner_inquiries_none_body()}</EmptyState>
          )}
        </div>
      ) : (
        <ul className="mt-8 space-y-3">
          {inquiries.map((inquiry) => {
            const unansweredItem = inquiry.state === "new" || inquiry.state === "read";
            return (
              <li key={inquiry.id} className={`card ${unansweredItem ? "border-l-4 border-l-brand-700" : ""}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="flex flex-wrap items-center gap-2 text-lg font-bold text-brand-900">
                    <Link to={`/admin/inquiries/${inquiry.id}`}>{inquiry.name}</Link>
                    <InquiryStateBadge state={inquiry.state} />
                  </h2>
                  <time className="text-sm text-slate-600" dateTime={inquiry.createdAt}>
                    {inquiry.received}
                  </time>
                </div>
                <p className="text-sm break-all text-slate-600">{inquiry.email}</p>
                <p className="mt-2 break-words text-slate-700">{inquiry.preview}</p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
