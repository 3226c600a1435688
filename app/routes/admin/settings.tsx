import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { LARGE_FORM_BYTES } from "~/lib/body-limits";
import { getDb } from "~/lib/db.server";
import { type FormFields, readForm } from "~/lib/forms.server";
import { HttpError } from "~/lib/http.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { pageMeta } from "~/lib/meta";
import { invalidatePublicPages } from "~/lib/public-page-cache.server";
import { requireRole } from "~/lib/session.server";
import { getBusinessTimeZone, getSetting, SETTINGS, setSetting } from "~/lib/settings.server";
import { parseSubmission, payloadOf, savedReply } from "~/lib/submission";
import { zoneLabel } from "~/owner/time";
import { m } from "~/paraglide/messages";
import { BillingSchema } from "~/payments/billing-form";
import { BillingSettings } from "~/payments/components/billing-settings";
import { stripeStatus } from "~/payments/stripe.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.studio_settings_title(), noindex: true });

export const TEMPLATE_SLOTS = 5;
const FORM_LIMITS = { maxFieldsBytes: LARGE_FORM_BYTES.ownerSettings, maxFileBytes: 0 };

const RetentionFormSchema = z.object({
  inquiryMonths: z.coerce.number().int(),
  galleryFilesMonths: z.coerce.number().int(),
  inactiveAccountYears: z.coerce.number().int(),
  warningDays: z.coerce.number().int(),
});

/** The retention fields: name, label (in the language in use), bounds (the setting's schema is the authority). */
const RETENTION_FIELDS = [
  { name: "inquiryMonths", label: m.studio_settings_retention_inquiries, min: 1, max: 120 },
  { name: "galleryFilesMonths", label: m.studio_settings_retention_galleries, min: 1, max: 120 },
  { name: "inactiveAccountYears", label: m.studio_settings_retention_accounts, min: 1, max: 10 },
  { name: "warningDays", label: m.studio_settings_retention_warning, min: 7, max: 90 },
] as const;

const NudgeFormSchema = z.object({
  enabled: z.literal("on").optional(),
  firstDelayDays: z.coerce
    .number({ error: () => m.studio_settings_nudges_days() })
    .int({ error: () => m.studio_settings_nudges_whole() }),
  secondDelayDays: z.coerce
    .number({ error: () => m.studio_settings_nudges_days() })
    .int({ error: () => m.studio_settings_nudges_whole() }),
});

export async function loader(args: Route.LoaderArgs) {
  const me = await requireRole(args, "admin");
  const db = await getDb();
  const [nudges, templates, timeZone, sender, billing, retention] = await Promise.all([
    getSetting(db, "nudges"),
    getSetting(db, "inquiryReplyTemplates"),
    getBusinessTimeZone(db),
    getSetting(db, "inquiryReplySender"),
    getSetting(db, "billing"),
    getSetting(db, "retention"),
  ]);
  return {
    billing,
    stripe: stripeStatus(),
    nudges,
    retention,
    templates,
    sender,
    account: { name: me.name, email: me.email },
    zone: zoneLabel(timeZone, new Date(), serverLocale()),
    slots: TEMPLATE_SLOTS,
  };
}

type ActionResult = {
  ok: boolean;
  message: string;
  form: "nudges" | "templates" | "sender" | "billing" | "retention" | null;
  /** A form on the one way of building a form (docs/decisions/024-forms-with-conform.md): its Conform result. */
  result?: SubmissionResult<string[]>;
};

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  let fields: FormFields;
  try {
    const form = await readForm(args.request, FORM_LIMITS);
    await form.file?.discard();
    fields = form.fields;
  } catch (error) {
    if (error instanceof HttpError)
      return data<ActionResult>({ ok: false, message: error.detail, form: null }, { status: error.status });
    throw error;
  }
  const db = await getDb();
  if (fields.intent === "nudges") {
    const parsed = NudgeFormSchema.safeParse(fields);
    const value = parsed.success
      ? SETTINGS.nudges.safeParse({
          enabled: parsed.data.enabled === "on",
          firstDelayDays: parsed.data.firstDelayDays,
          secondDelayDays: parsed.data.secondDelayDays,
        })
      : undefined;
    if (!parsed.success || !value?.success) {
      const issue = parsed.success ? value?.error?.issues[0] : parsed.error.issues[0];
      const message =
        issue?.path.includes("firstDelayDays") || issue?.path.includes("secondDelayDays")
          ? m.studio_settings_nudges_delays()
          : (issue?.message ?? m.studio_settings_nudges_check());
      return data<ActionResult>({ ok: false, message, form: "nudges" }, { status: 400 });
    }
    await setSetting(db, "nudges", value.data);
    return data<ActionResult>({
      ok: true,
      message: value.data.enabled ? m.studio_settings_nudges_saved() : m.studio_settings_nudges_off(),
      form: "nudges",
    });
  }
  if (fields.intent === "retention") {
    const parsed = RetentionFormSchema.safeParse(fields);
    const value = parsed.success ? SETTINGS.retention.safeParse(parsed.data) : undefined;
    if (!value?.success) {
      return data<ActionResult>(
        {
          ok: false,
          message: m.studio_settings_retention_invalid(),
          form: "retention",
        },
        { status: 400 },
      );
    }
    await setSetting(db, "retention", value.data);
    // The privacy policy quotes these periods.
    invalidatePublicPages();
    return data<ActionResult>({ ok: true, message: m.studio_settings_retention_saved(), form: "retention" });
  }
  if (fields.intent === "sender") {
    const parsed = SETTINGS.inquiryReplySender.safeParse({ name: fields.name ?? "", email: fields.email ?? "" });
    if (!parsed.success) {
      return data<ActionResult>(
        { ok: false, message: parsed.error.issues[0]?.message ?? m.studio_settings_replies_check(), form: "sender" },
        { status: 400 },
      );
    }
    await setSetting(db, "inquiryReplySender", parsed.data);
    return data<ActionResult>({ ok: true, message: m.studio_settings_replies_saved(), form: "sender" });
  }
  if (fields.intent === "billing") {
    const submission = parseSubmission(payloadOf(fields), BillingSchema);
    if (submission.status !== "success") {
      return data<ActionResult>(
        {
          ok: false,
          message: m.studio_settings_billing_invalid(),
          form: "billing",
          result: submission.reply(),
        },
        { status: 400 },
      );
    }
    await setSetting(db, "billing", submission.value);
    // The VAT note beside prices is on the public booking pages.
    invalidatePublicPages();
    return data<ActionResult>({
      ok: true,
      message: m.studio_settings_billing_saved(),
      form: "billing",
      result: savedReply(submission),
    });
  }
  if (fields.intent === "templates") {
    const templates = [];
    for (let slot = 0; slot < TEMPLATE_SLOTS; slot++) {
      const title = fields[`title-${slot}`];
      const body = fields[`body-${slot}`];
      if (typeof title !== "string" || typeof body !== "string") continue;
      if (!title.trim() && !body.trim()) continue;
      templates.push({ title, body });
    }
    const parsed = SETTINGS.inquiryReplyTemplates.safeParse(templates);
    if (!parsed.success) {
      return data<ActionResult>(
        {
          ok: false,
          message: m.studio_settings_templates_invalid(),
          form: "templates",
        },
        { status: 400 },
      );
    }
    await setSetting(db, "inquiryReplyTemplates", parsed.data);
    return data<ActionResult>({ ok: true, message: m.studio_settings_templates_saved(), form: "templates" });
  }
  return data<ActionResult>({ ok: false, message: m.studio_settings_unknown(), form: null }, { status: 400 });
}

function Outcome({ result, form }: { result: ActionResult | undefined; form: ActionResult["form"] }) {
  return result?.form === form ? <OutcomeMessage outcome={result} className="mt-4" /> : null;
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { nudges, retention, templates, sender, account, zone, slots, billing, stripe } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionResult | undefined;
  return (
    <div className="container-page max-w-3xl py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{m.studio_settings_title()}</h1>
      <p className="mt-3 text-slate-700">
        {m.studio_settings_system_before()} <Link to="/admin/system">{m.studio_system_title()}</Link>{" "}
        {m.studio_settings_system_after()}
      </p>
      <Outcome result={result} form={null} />

      <section aria-labelledby="nudges-heading" className="card mt-8">
        <h2 id="nudges-heading" className="text-xl font-bold text-brand-900">
          {m.studio_settings_nudges_heading()}
        </h2>
        <p className="mt-1 text-slate-700">{m.studio_settings_nudges_lead({ zone })}</p>
        <Outcome result={result} form="nudges" />
        <Form method="post" className="mt-4 space-y-4" key={JSON.stringify(nudges)}>
          <input type="hidden" name="intent" value="nudges" />
          <label className="flex items-center gap-2">
            <input type="checkbox" name="enabled" defaultChecked={nudges.enabled} className="size-4" />
            {m.studio_settings_nudges_enabled()}
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label className="field-label" htmlFor="firstDelayDays">
                {m.studio_settings_nudges_first()}
              </label>
              <input
                className="field-input"
                id="firstDelayDays"
                name="firstDelayDays"
                type="number"
                min={1}
                max={90}
                required
                defaultValue={nudges.firstDelayDays}
              />
            </div>
            <div>
              <label className="field-label" htmlFor="secondDelayDays">
                {m.studio_settings_nudges_second()}
              </label>
              <input
                className="field-input"
                id="secondDelayDays"
                name="secondDelayDays"
                type="number"
                min={2}
                max={180}
                required
                defaultValue={nudges.secondDelayDays}
              />
            </div>
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {m.studio_settings_nudges_save()}
          </button>
        </Form>
      </section>

      <section aria-labelledby="retention-heading" className="card mt-8">
        <h2 id="retention-heading" className="text-xl font-bold text-brand-900">
          {m.studio_settings_retention_heading()}
        </h2>
        <p className="mt-2 text-slate-700">{m.studio_settings_retention_lead()}</p>
        <Outcome result={result} form="retention" />
        <Form method="post" className="mt-4 space-y-4" key={JSON.stringify(retention)}>
          <input type="hidden" name="intent" value="retention" />
          <div className="grid gap-4 sm:grid-cols-2">
            {RETENTION_FIELDS.map((field) => (
              <div key={field.name}>
                <label className="field-label" htmlFor={field.name}>
                  {field.label()}
                </label>
                <input
                  className="field-input"
                  id={field.name}
                  name={field.name}
                  type="number"
                  min={field.min}
                  max={field.max}
                  required
                  defaultValue={retention[field.name]}
                />
              </div>
            ))}
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {m.studio_settings_retention_save()}
          </button>
        </Form>
      </section>

      <section aria-labelledby="replies" className="card mt-8">
        <h2 id="replies" className="text-xl font-bold text-brand-900">
          {m.studio_settings_replies_heading()}
        </h2>
        <p className="mt-1 text-slate-700">
          {m.studio_settings_replies_lead({
            name: account.name || m.studio_settings_replies_no_name(),
            email: account.email,
          })}
        </p>
        <Outcome result={result} form="sender" />
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" key={JSON.stringify(sender)}>
          <input type="hidden" name="intent" value="sender" />
          <div>
            <label className="field-label" htmlFor="sender-name">
              {m.studio_settings_replies_name()}
            </label>
            <input
              className="field-input"
              id="sender-name"
              name="name"
              maxLength={100}
              autoComplete="name"
              defaultValue={sender.name}
            />
          </div>
          <div>
            <label className="field-label" htmlFor="sender-email">
              {m.studio_settings_replies_email()}
            </label>
            <input
              className="field-input"
              id="sender-email"
              name="email"
              type="email"
              maxLength={254}
              autoComplete="email"
              defaultValue={sender.email}
            />
          </div>
          <p className="sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              {m.studio_settings_replies_save()}
            </button>
          </p>
        </Form>
      </section>

      <section aria-labelledby="templates" className="card mt-8">
        <h2 id="templates" className="text-xl font-bold text-brand-900">
          {m.studio_settings_templates_heading()}
        </h2>
        <p className="mt-1 text-slate-700">
          {m.studio_settings_templates_intro()} <code>{"{name}"}</code> {m.studio_settings_templates_name()}{" "}
          <code>{"{sessions}"}</code> {m.studio_settings_templates_sessions()}
        </p>
        <Outcome result={result} form="templates" />
        <Form method="post" className="mt-4 space-y-6" key={JSON.stringify(templates)}>
          <input type="hidden" name="intent" value="templates" />
          {Array.from({ length: slots }, (_, slot) => `template-${slot}`).map((id, slot) => (
            <fieldset key={id} className="space-y-2 border-t border-slate-200 pt-4">
              <legend className="font-semibold text-slate-900">
                {m.studio_settings_templates_legend({ number: slot + 1 })}
              </legend>
              <div>
                <label className="field-label" htmlFor={`title-${slot}`}>
                  {m.studio_settings_templates_title()}
                </label>
                <input
                  className="field-input"
                  id={`title-${slot}`}
                  name={`title-${slot}`}
                  maxLength={80}
                  defaultValue={templates[slot]?.title ?? ""}
                />
              </div>
              <div>
                <label className="field-label" htmlFor={`body-${slot}`}>
                  {m.studio_settings_templates_text()}
                </label>
                <textarea
                  className="field-input"
                  id={`body-${slot}`}
                  name={`body-${slot}`}
                  rows={5}
                  maxLength={5000}
                  defaultValue={templates[slot]?.body ?? ""}
                />
              </div>
            </fieldset>
          ))}
          <button type="submit" className="btn-primary" disabled={busy}>
            {m.studio_settings_templates_save()}
          </button>
        </Form>
      </section>

      <BillingSettings billing={billing} stripe={stripe} result={result} busy={busy} />
    </div>
  );
}
