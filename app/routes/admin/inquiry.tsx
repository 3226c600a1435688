import { data, Form, Link } from "react-router";
import { z } from "zod";
import { getDb } from "~/lib/db.server";
import { openInquiry, setInquiryHandled } from "~/lib/inquiries.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import type { Route } from "./+types/inquiry";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Inquiry", noindex: true });

const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
const HandledSchema = z.object({ handled: z.enum(["true", "false"]) });

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const id = IdSchema.safeParse(args.params.id);
  if (!id.success) throw data(null, { status: 404 });
  const inquiry = await openInquiry(await getDb(), id.data);
  if (!inquiry) throw data(null, { status: 404 });
  return {
    ...inquiry,
    createdAt: inquiry.createdAt.toISOString(),
    handledAt: inquiry.handledAt?.toISOString() ?? null,
  };
}

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  const id = IdSchema.safeParse(args.params.id);
  const form = HandledSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!id.success || !form.success) return data({ ok: false, message: "Invalid request." }, { status: 400 });
  const changed = await setInquiryHandled(await getDb(), id.data, form.data.handled === "true");
  if (!changed) return data({ ok: false, message: "This inquiry no longer exists." }, { status: 404 });
  return { ok: true, message: form.data.handled === "true" ? "Marked as handled." : "Marked as not handled." };
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeStyle: "short", timeZone: "UTC" });

export default function Inquiry({ loaderData, actionData }: Route.ComponentProps) {
  const inquiry = loaderData;
  return (
    <div className="container-page max-w-3xl py-12">
      <p>
        <Link to="/admin/inquiries">← All inquiries</Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-900">Inquiry from {inquiry.name}</h1>
      {actionData && (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-4 ${actionData.ok ? "alert-success" : "alert-danger"}`}
        >
          {actionData.message}
        </p>
      )}
      <dl className="card mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Received</dt>
        <dd>
          <time dateTime={inquiry.createdAt}>{dateFormat.format(new Date(inquiry.createdAt))}</time>
        </dd>
        <dt className="font-semibold">Email</dt>
        <dd>
          <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
        </dd>
        <dt className="font-semibold">Phone</dt>
        <dd>
          {inquiry.phone ? <a href={`tel:${inquiry.phone.replace(/[^+\d]/g, "")}`}>{inquiry.phone}</a> : "Not given"}
        </dd>
        <dt className="font-semibold">Status</dt>
        <dd>{inquiry.handledAt ? "Handled" : "Open"}</dd>
      </dl>
      <h2 className="mt-8 text-xl font-bold text-brand-900">Message</h2>
      <p className="mt-2 whitespace-pre-wrap text-slate-800">{inquiry.message}</p>
      <Form method="post" className="mt-8">
        <input type="hidden" name="handled" value={inquiry.handledAt ? "false" : "true"} />
        <button type="submit" className="btn-primary">
          {inquiry.handledAt ? "Mark as not handled" : "Mark as handled"}
        </button>
      </Form>
    </div>
  );
}
