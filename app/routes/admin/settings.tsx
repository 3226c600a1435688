import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { LARGE_FORM_BYTES } from "~/lib/body-limits";
import { getDb } from "~/lib/db.server";
import { readForm } from "~/lib/forms.server";
import { HttpError } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { invalidatePublicPages } from "~/lib/public-page-cache.server";
import { requireRole } from "~/lib/session.server";
import { getBusinessTimeZone, getSetting, SETTINGS, setSetting } from "~/lib/settings.server";
import { zoneLabel } from "~/owner/time";
import { BillingSettings } from "~/payments/components/billing-settings";
import { stripeStatus } from "~/payments/stripe.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Settings", noindex: true });

export const TEMPLATE_SLOTS = 5;
const FORM_LIMITS = { maxFieldsBytes: LARGE_FORM_BYTES.ownerSettings, maxFileBytes: 0 };

const RetentionFormSchema = z.object({
  inquiryMonths: z.coerce.number().int(),
  galleryFilesMonths: z.coerce.number().int(),
  inactiveAccountYears: z.coerce.number().int(),
  warningDays: z.coerce.number().int(),
});

/** The retention fields: name, label, bounds (the setting's schema is the authority). */
const RETENTION_FIELDS = [
  { name: "inquiryMonths", label: "Inquiries, after the last message (months)", min: 1, max: 120 },
  { name: "galleryFilesMonths", label: "Gallery photos, after the gallery expires (months)", min: 1, max: 120 },
  { name: "inactiveAccountYears", label: "Accounts without activity (years)", min: 1, max: 10 },
  { name: "warningDays", label: "Warning before deleting an inactive account (days)", min: 7, max: 90 },
] as const;

const NudgeFormSchema = z.object({
  enabled: z.literal("on").optional(),
  firstDelayDays: z.coerce.number("Enter a number of days.").int("Use whole days."),
  secondDelayDays: z.coerce.number("Enter a number of days.").int("Use whole days."),
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
    zone: zoneLabel(timeZone),
    slots: TEMPLATE_SLOTS,
  };
}

type ActionResult = {
  ok: boolean;
  message: string;
  form: "nudges" | "templates" | "sender" | "billing" | "retention" | null;
};

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  let fields: Record<string, unknown>;
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
          ? "Delays are whole days: the first 1–90, the second 2–180 and later than the first."
          : (issue?.message ?? "Check the reminder settings.");
      return data<ActionResult>({ ok: false, message, form: "nudges" }, { status: 400 });
    }
    await setSetting(db, "nudges", value.data);
    return data<ActionResult>({
      ok: true,
      message: value.data.enabled ? "Reminders saved." : "Reminders switched off.",
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
          message:
            "Use whole numbers: inquiries and gallery photos 1–120 months, accounts 1–10 years, the warning 7–90 days.",
          form: "retention",
        },
        { status: 400 },
      );
    }
    await setSetting(db, "retention", value.data);
    // The privacy policy quotes these periods.
    invalidatePublicPages();
    return data<ActionResult>({ ok: true, message: "Retention periods saved.", form: "retention" });
  }
  if (fields.intent === "sender") {
    const parsed = SETTINGS.inquiryReplySender.safeParse({ name: fields.name ?? "", email: fields.email ?? "" });
    if (!parsed.success) {
      return data<ActionResult>(
        { ok: false, message: parsed.error.issues[0]?.message ?? "Check the name and address.", form: "sender" },
        { status: 400 },
      );
    }
    await setSetting(db, "inquiryReplySender", parsed.data);
    return data<ActionResult>({ ok: true, message: "Reply name and address saved.", form: "sender" });
  }
  if (fields.intent === "billing") {
    const parsed = SETTINGS.billing.safeParse({
      legalName: fields.legalName ?? "",
      address: fields.address ?? "",
      siret: fields.siret ?? "",
      vat: fields.vat,
    });
    if (!parsed.success) {
      return data<ActionResult>(
        {
          ok: false,
          message:
            "Check the billing details: a name up to 200 characters, an address up to 500, a SIRET up to 40, and a VAT choice.",
          form: "billing",
        },
        { status: 400 },
      );
    }
    await setSetting(db, "billing", parsed.data);
    // The VAT note beside prices is on the public booking pages.
    invalidatePublicPages();
    return data<ActionResult>({ ok: true, message: "Billing details saved. New receipts use them.", form: "billing" });
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
          message: "Each template needs a title (up to 80 characters) and a text (up to 5,000).",
          form: "templates",
        },
        { status: 400 },
      );
    }
    await setSetting(db, "inquiryReplyTemplates", parsed.data);
    return data<ActionResult>({ ok: true, message: "Reply templates saved.", form: "templates" });
  }
  return data<ActionResult>({ ok: false, message: "Unknown request.", form: null }, { status: 400 });
}

function Outcome({ result, form }: { result: ActionResult | undefined; form: ActionResult["form"] }) {
  if (!result || result.form !== form) return null;
  return (
    <p role={result.ok ? "status" : "alert"} className={`mt-4 ${result.ok ? "alert-success" : "alert-danger"}`}>
      {result.message}
    </p>
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { nudges, retention, templates, sender, account, zone, slots, billing, stripe } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionResult | undefined;
  return (
    <div className="container-page max-w-3xl py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">Settings</h1>
      <p className="mt-3 text-slate-700">
        The work the site does in the background (reminders, calendars, clean-ups) is on the{" "}
        <Link to="/admin/system">System</Link> page, with a Retry for anything that failed.
      </p>
      <Outcome result={result} form={null} />

      <section aria-labelledby="nudges-heading" className="card mt-8">
        <h2 id="nudges-heading" className="text-xl font-bold text-brand-900">
          Reminders to idle clients
        </h2>
        <p className="mt-1 text-slate-700">
          A client who stops inside a phase receives at most two reminders, each with a link back to where they stopped
          and a link to turn reminders off. None leaves between 21:00 and 08:00 ({zone}).
        </p>
        <Outcome result={result} form="nudges" />
        <Form method="post" className="mt-4 space-y-4" key={JSON.stringify(nudges)}>
          <input type="hidden" name="intent" value="nudges" />
          <label className="flex items-center gap-2">
            <input type="checkbox" name="enabled" defaultChecked={nudges.enabled} className="size-4" />
            Send reminders automatically
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label className="field-label" htmlFor="firstDelayDays">
                First reminder after (days idle)
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
                Second reminder after (days idle)
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
            Save reminders
          </button>
        </Form>
      </section>

      <section aria-labelledby="retention-heading" className="card mt-8">
        <h2 id="retention-heading" className="text-xl font-bold text-brand-900">
          How long personal data is kept
        </h2>
        <p className="mt-2 text-slate-700">
          A daily job deletes what reaches these ages; inactive accounts are warned by e-mail first. The privacy policy
          quotes these periods.
        </p>
        <Outcome result={result} form="retention" />
        <Form method="post" className="mt-4 space-y-4" key={JSON.stringify(retention)}>
          <input type="hidden" name="intent" value="retention" />
          <div className="grid gap-4 sm:grid-cols-2">
            {RETENTION_FIELDS.map((field) => (
              <div key={field.name}>
                <label className="field-label" htmlFor={field.name}>
                  {field.label}
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
            Save retention periods
          </button>
        </Form>
      </section>

      <section aria-labelledby="replies" className="card mt-8">
        <h2 id="replies" className="text-xl font-bold text-brand-900">
          Replies to inquiries
        </h2>
        <p className="mt-1 text-slate-700">
          Your replies leave from the site's sending address, signed with this name; when someone answers, their message
          goes to this address. Empty fields use your account: {account.name || "no name"}, {account.email}.
        </p>
        <Outcome result={result} form="sender" />
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" key={JSON.stringify(sender)}>
          <input type="hidden" name="intent" value="sender" />
          <div>
            <label className="field-label" htmlFor="sender-name">
              Sign replies as
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
              Answers go to (e-mail)
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
              Save reply details
            </button>
          </p>
        </Form>
      </section>

      <section aria-labelledby="templates" className="card mt-8">
        <h2 id="templates" className="text-xl font-bold text-brand-900">
          Reply templates for inquiries
        </h2>
        <p className="mt-1 text-slate-700">
          Offered when you reply to an inquiry. <code>{"{name}"}</code> becomes the sender's name;{" "}
          <code>{"{sessions}"}</code> lists the session types open for booking, with their durations and prices as they
          are when you reply. Leave a template empty to remove it.
        </p>
        <Outcome result={result} form="templates" />
        <Form method="post" className="mt-4 space-y-6" key={JSON.stringify(templates)}>
          <input type="hidden" name="intent" value="templates" />
          {Array.from({ length: slots }, (_, slot) => `template-${slot}`).map((id, slot) => (
            <fieldset key={id} className="space-y-2 border-t border-slate-200 pt-4">
              <legend className="font-semibold text-slate-900">Template {slot + 1}</legend>
              <div>
                <label className="field-label" htmlFor={`title-${slot}`}>
                  Title
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
                  Text
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
            Save templates
          </button>
        </Form>
      </section>

      <BillingSettings billing={billing} stripe={stripe} result={result} busy={busy} />
    </div>
  );
}
