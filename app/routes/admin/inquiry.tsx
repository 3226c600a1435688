import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { Field } from "~/components/ui/field";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { parseSubmission, submissionErrors } from "~/lib/submission";
import { InquiryStateBadge } from "~/owner/components/inquiry-state-badge";
import {
  fillTemplate,
  InquiryActionError,
  inviteInquirer,
  openInquiryThread,
  replySender,
  replyTemplates,
  replyToInquiry,
  setInquiryClosed,
} from "~/owner/inquiries.server";
import { ReplySchema } from "~/owner/reply-form";
import { formatInZone, zoneLabel } from "~/owner/time";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/inquiry";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.owner_inquiry_title(), noindex: true });

const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
const IntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("reply") }),
  z.object({ intent: z.literal("close") }),
  z.object({ intent: z.literal("reopen") }),
  z.object({ intent: z.literal("invite") }),
]);

export async function loader(args: Route.LoaderArgs) {
  const me = await requireRole(args, "admin");
  const id = IdSchema.safeParse(args.params.id);
  if (!id.success) throw data(null, { status: 404 });
  const db = await getDb();
  const thread = await openInquiryThread(db, id.data);
  if (!thread) throw data(null, { status: 404 });
  const [timeZone, templates, sender] = await Promise.all([
    getBusinessTimeZone(db),
    replyTemplates(db, thread.inquiry.locale),
    replySender(db, me),
  ]);
  const { inquiry } = thread;
  // No ?template is no template (Number(null) would read as the first one).
  const chosen = Number(new URL(args.request.url).searchParams.get("template") ?? Number.NaN);
  const template = Number.isInteger(chosen) ? templates[chosen] : undefined;
  const locale = serverLocale();
  return {
    id: inquiry.id,
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone,
    message: inquiry.message,
    state: thread.state,
    zone: zoneLabel(timeZone, undefined, locale),
    received: formatInZone(inquiry.createdAt, timeZone, "datetime", locale),
    createdAt: inquiry.createdAt.toISOString(),
    account: thread.account,
    replies: thread.replies.map((reply) => ({
      id: reply.id,
      subject: reply.subject,
      body: reply.body,
      authorEmail: reply.authorEmail,
      sent: formatInZone(reply.createdAt, timeZone, "datetime", locale),
      createdAt: reply.createdAt.toISOString(),
    })),
    templates: templates.map((t, index) => ({ index, title: t.title })),
    sender: { email: sender.email, signature: [sender.name, getEnv().SITE_NAME].filter(Boolean).join(", ") },
    draft: {
      key: template ? `template-${chosen}` : "blank",
      // In the inquirer's language, as the template's body is.
      subject: m.owner_inquiry_draft_subject({ site: getEnv().SITE_NAME }, { locale: inquiry.locale }),
      body: template ? await fillTemplate(db, template.body, inquiry) : "",
    },
  };
}

type ActionResult = {
  ok: boolean;
  message: string;
  /** A refused reply: what was typed. */
  fields?: { subject?: string; body?: string };
  /** The reply form's Conform result (lib/submission.ts): its refusals by field, or its reset once sent. */
  result?: SubmissionResult<string[]>;
};

export async function action(args: Route.ActionArgs) {
  const me = await requireRole(args, "admin");
  const id = IdSchema.safeParse(args.params.id);
  const payload = await args.request.formData();
  const form = IntentSchema.safeParse(Object.fromEntries(payload));
  if (!id.success || !form.success)
    return data<ActionResult>({ ok: false, message: m.owner_invalid_request() }, { status: 400 });
  const db = await getDb();
  try {
    switch (form.data.intent) {
      case "reply": {
        const reply = parseSubmission(payload, ReplySchema);
        if (reply.status !== "success") {
          const result = reply.reply();
          const typed = (name: string) => {
            const value = payload.get(name);
            return typeof value === "string" ? value : "";
          };
          return data<ActionResult>(
            {
              ok: false,
              message: Object.values(submissionErrors(result))[0] ?? m.owner_inquiry_check_reply(),
              fields: { subject: typed("subject"), body: typed("body") },
              result,
            },
            { status: 400 },
          );
        }
        const inquiry = await replyToInquiry(db, me, id.data, reply.value, getEnv().SITE_NAME);
        // Sent: the form starts again from the draft.
        return data<ActionResult>({
          ok: true,
          message: m.owner_inquiry_reply_sent({ email: inquiry.email }),
          result: reply.reply({ resetForm: true }),
        });
      }
      case "close":
      case "reopen":
        await setInquiryClosed(db, id.data, form.data.intent === "close");
        return data<ActionResult>({
          ok: true,
          message: form.data.intent === "close" ? m.owner_inquiry_closed() : m.owner_inquiry_reopened(),
        });
      case "invite": {
        const user = await inviteInquirer(db, me, id.data);
        return data<ActionResult>({ ok: true, message: m.owner_inquiry_invited({ email: user.email }) });
      }
    }
  } catch (error) {
    if (error instanceof InquiryActionError)
      return data<ActionResult>({ ok: false, message: error.message }, { status: error.status });
    throw error;
  }
}

export default function Inquiry({ loaderData, actionData }: Route.ComponentProps) {
  const inquiry = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="container-page max-w-3xl py-12">
      <p>
        <Link to="/admin/inquiries">{m.owner_inquiry_back()}</Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-900">
        {m.owner_inquiry_heading({ name: inquiry.name })}
      </h1>
      {/* A refused reply says so in its own summary, beside the fields. */}
      {!actionData?.result?.error && <OutcomeMessage outcome={actionData} className="mt-4" />}
      <dl className="card mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{m.owner_inquiry_status()}</dt>
        <dd>
          <InquiryStateBadge state={inquiry.state} />
        </dd>
        <dt className="font-semibold">{m.owner_inquiry_received()}</dt>
        <dd>
          <time dateTime={inquiry.createdAt}>{inquiry.received}</time>{" "}
          <span className="text-slate-600">({inquiry.zone})</span>
        </dd>
        <dt className="font-semibold">{m.owner_email()}</dt>
        <dd className="break-all">
          <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
        </dd>
        <dt className="font-semibold">{m.owner_phone()}</dt>
        <dd>
          {inquiry.phone ? (
            <a href={`tel:${inquiry.phone.replace(/[^+\d]/g, "")}`}>{inquiry.phone}</a>
          ) : (
            m.owner_not_given()
          )}
        </dd>
        <dt className="font-semibold">{m.owner_inquiry_account()}</dt>
        <dd>
          {inquiry.account ? (
            inquiry.account.role === "client" ? (
              <Link to={`/admin/clients/${encodeURIComponent(inquiry.account.id)}`}>
                {m.owner_inquiry_client_page()}
              </Link>
            ) : (
              m.owner_inquiry_has_account({ role: inquiry.account.role })
            )
          ) : (
            <Form method="post" className="inline">
              <input type="hidden" name="intent" value="invite" />
              <button type="submit" className="btn-secondary py-1 text-sm" disabled={busy}>
                {m.owner_inquiry_invite()}
              </button>
            </Form>
          )}
        </dd>
      </dl>

      <h2 className="mt-8 text-xl font-bold text-brand-900">{m.owner_inquiry_conversation()}</h2>
      <ol className="mt-3 space-y-4">
        <li className="card">
          <p className="text-sm text-slate-600">
            {m.owner_inquiry_wrote({ name: inquiry.name })} <time dateTime={inquiry.createdAt}>{inquiry.received}</time>
            {m.owner_colon()}
          </p>
          <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{inquiry.message}</p>
        </li>
        {inquiry.replies.map((reply) => (
          <li key={reply.id} className="card ml-4 border-l-4 border-l-emerald-600 sm:ml-8">
            <p className="text-sm text-slate-600">
              {m.owner_inquiry_replied({ email: reply.authorEmail })}{" "}
              <time dateTime={reply.createdAt}>{reply.sent}</time>
              {m.owner_colon()} <span className="font-semibold">{reply.subject}</span>
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{reply.body}</p>
          </li>
        ))}
      </ol>

      {inquiry.state !== "closed" && (
        <section aria-labelledby="reply-heading" className="card mt-8">
          <h2 id="reply-heading" className="text-xl font-bold text-brand-900">
            {m.owner_today_inquiry_reply()}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {m.owner_inquiry_signed({ signature: inquiry.sender.signature, name: inquiry.name })}{" "}
            <span className="break-all font-semibold">{inquiry.sender.email}</span> (
            <Link to="/admin/settings#replies">{m.owner_inquiry_change()}</Link>).
          </p>
          {inquiry.templates.length > 0 && (
            <nav aria-label={m.owner_inquiry_templates()} className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <span className="text-slate-700">{m.owner_inquiry_start_from()}</span>
              {inquiry.templates.map((template) => (
                <Link
                  key={template.index}
                  to={`?template=${template.index}#reply-heading`}
                  preventScrollReset
                  className="rounded border border-slate-300 px-2 py-1 no-underline hover:bg-brand-50"
                >
                  {template.title}
                </Link>
              ))}
            </nav>
          )}
          {/* A template chosen starts the form again from its text. */}
          <ReplyForm key={inquiry.draft.key} draft={inquiry.draft} lastResult={actionData?.result} busy={busy} />
        </section>
      )}

      <Form method="post" className="mt-8">
        <input type="hidden" name="intent" value={inquiry.state === "closed" ? "reopen" : "close"} />
        <button type="submit" className="btn-secondary" disabled={busy}>
          {inquiry.state === "closed" ? m.owner_inquiry_reopen() : m.owner_inquiry_close()}
        </button>
      </Form>
    </div>
  );
}

/** The reply's form, over the schema its action reads (owner/reply-form.ts); keyed on the draft it starts from. */
function ReplyForm({
  draft,
  lastResult,
  busy,
}: {
  draft: { subject: string; body: string };
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
}) {
  const { formProps, fields, summary } = useSchemaForm({
    id: "reply",
    schema: ReplySchema,
    lastResult,
    defaultValue: { subject: draft.subject, body: draft.body },
  });
  return (
    <Form method="post" {...formProps} className="mt-4 space-y-4">
      <SchemaFormSummary {...summary} />
      <input type="hidden" name="intent" value="reply" />
      <Field {...fieldProps(fields.subject)} label={m.owner_inquiry_subject()} maxLength={200} />
      <Field
        {...fieldProps(fields.body)}
        as="textarea"
        label={m.owner_inquiry_message()}
        rows={8}
        inputClassName="min-h-0"
        maxLength={10_000}
      />
      <button type="submit" className="btn-primary" disabled={busy}>
        {m.owner_inquiry_send()}
      </button>
    </Form>
  );
}
