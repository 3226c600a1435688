import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link, useNavigation } from "react-router";
import { Field } from "~/components/ui/field";
import { FrenchFieldset } from "~/components/ui/french-fieldset";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { LARGE_FORM_BYTES } from "~/lib/body-limits";
import { getDb } from "~/lib/db.server";
import type { FieldErrors } from "~/lib/form-errors";
import { type FormFields, readForm } from "~/lib/forms.server";
import { HttpError } from "~/lib/http.server";
import { LOCALES, type Locale } from "~/lib/i18n/locale";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { pageMeta } from "~/lib/meta";
import { invalidatePublicPages } from "~/lib/public-page-cache.server";
import { REPLY_TEMPLATE_LIMITS } from "~/lib/reply-templates";
import { requireRole } from "~/lib/session.server";
import { getBusinessTimeZone, getSetting, SETTINGS, setSetting } from "~/lib/settings.server";
import { parseSubmission, submissionErrors } from "~/lib/submission";
import { ReplyTemplateListsSchema, replyTemplateLists, saveReplyTemplates } from "~/owner/inquiries.server";
import {
  NudgesFormSchema,
  SenderFormSchema,
  TEMPLATE_SLOTS,
  TemplatesFormSchema,
  templateBody,
  templatesInvalid,
  templateTitle,
} from "~/owner/settings-forms";
import { zoneLabel } from "~/owner/time";
import { m } from "~/paraglide/messages";
import { BillingFormSchema } from "~/payments/billing-form";
import { BillingSettings } from "~/payments/components/billing-settings";
import { stripeStatus } from "~/payments/stripe.server";
import { RETENTION_BOUNDS, RetentionFormSchema } from "~/privacy/retention-form";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.studio_settings_title(), noindex: true });

const FORM_LIMITS = { maxFieldsBytes: LARGE_FORM_BYTES.ownerSettings, maxFileBytes: 0 };

/** The retention fields: name and label (in the language in use); the bounds are the form's. */
const RETENTION_FIELDS = [
  { name: "inquiryMonths", label: m.studio_settings_retention_inquiries },
  { name: "galleryFilesMonths", label: m.studio_settings_retention_galleries },
  { name: "inactiveAccountYears", label: m.studio_settings_retention_accounts },
  { name: "warningDays", label: m.studio_settings_retention_warning },
] as const;

export async function loader(args: Route.LoaderArgs) {
  const me = await requireRole(args, "admin");
  const db = await getDb();
  const [nudges, templates, timeZone, sender, billing, retention] = await Promise.all([
    getSetting(db, "nudges"),
    replyTemplateLists(db),
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

type FormName = "nudges" | "templates" | "sender" | "billing" | "retention";

type ActionResult = {
  ok: boolean;
  message: string;
  form: FormName | null;
  /** A refused form's answer, beside its fields (ADR 024); `fields` is the same by field name. */
  result?: SubmissionResult<string[]>;
  fields?: FieldErrors;
};

/** The posted fields as Conform reads them. */
function payloadOf(fields: FormFields) {
  const payload = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) payload.append(name, one);
  return payload;
}

/**
 * A refused form: Conform's result for the page, and one sentence for the callers that read `message` (the form's
 * own sentence where it has one, otherwise its fields' messages).
 */
function refused(form: FormName, result: SubmissionResult<string[]>, sentence?: string) {
  const fields = submissionErrors(result);
  const message = sentence ?? Object.values(fields).join(" ");
  return data<ActionResult>({ ok: false, message, form, result, fields }, { status: 400 });
}

const saved = (form: FormName, message: string) => data<ActionResult>({ ok: true, message, form });

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  let payload: URLSearchParams;
  try {
    const form = await readForm(args.request, FORM_LIMITS);
    await form.file?.discard();
    payload = payloadOf(form.fields);
  } catch (error) {
    if (error instanceof HttpError)
      return data<ActionResult>({ ok: false, message: error.detail, form: null }, { status: error.status });
    throw error;
  }
  const db = await getDb();
  const intent = payload.get("intent");
  if (intent === "nudges") {
    const submission = parseSubmission(payload, NudgesFormSchema);
    if (submission.status !== "success") return refused("nudges", submission.reply());
    const { enabled, firstDelayDays, secondDelayDays } = submission.value;
    const value = SETTINGS.nudges.safeParse({ enabled: enabled === "on", firstDelayDays, secondDelayDays });
    if (!value.success) return refused("nudges", submission.reply({ formErrors: [m.studio_settings_nudges_check()] }));
    await setSetting(db, "nudges", value.data);
    return saved("nudges", value.data.enabled ? m.studio_settings_nudges_saved() : m.studio_settings_nudges_off());
  }
  if (intent === "retention") {
    const submission = parseSubmission(payload, RetentionFormSchema);
    const value = submission.status === "success" ? SETTINGS.retention.safeParse(submission.value) : undefined;
    if (!value?.success) {
      const result = value
        ? submission.reply({ formErrors: [m.studio_settings_retention_invalid()] })
        : submission.reply();
      return refused("retention", result, m.studio_settings_retention_invalid());
    }
    await setSetting(db, "retention", value.data);
    // The privacy policy quotes these periods.
    invalidatePublicPages();
    return saved("retention", m.studio_settings_retention_saved());
  }
  if (intent === "sender") {
    const submission = parseSubmission(payload, SenderFormSchema);
    if (submission.status !== "success") return refused("sender", submission.reply());
    await setSetting(db, "inquiryReplySender", SETTINGS.inquiryReplySender.parse(submission.value));
    return saved("sender", m.studio_settings_replies_saved());
  }
  if (intent === "billing") {
    const submission = parseSubmission(payload, BillingFormSchema);
    if (submission.status !== "success") {
      return refused("billing", submission.reply(), m.studio_settings_billing_invalid());
    }
    await setSetting(db, "billing", SETTINGS.billing.parse(submission.value));
    // The VAT note beside prices is on the public booking pages.
    invalidatePublicPages();
    return saved("billing", m.studio_settings_billing_saved());
  }
  if (intent === "templates") {
    const submission = parseSubmission(payload, TemplatesFormSchema);
    // Both languages' lists are checked before either is stored: a refusal changes neither.
    const value =
      submission.status === "success"
        ? ReplyTemplateListsSchema.safeParse({ ...(await replyTemplateLists(db)), ...submission.value.templates })
        : undefined;
    if (!value?.success) {
      const invalid = templatesInvalid();
      const result = value ? submission.reply({ formErrors: [invalid] }) : submission.reply();
      return refused("templates", result, invalid);
    }
    await saveReplyTemplates(db, value.data);
    return saved("templates", m.studio_settings_templates_saved());
  }
  return data<ActionResult>({ ok: false, message: m.studio_settings_unknown(), form: null }, { status: 400 });
}

/** What the action answered `form`: its saved message, and its result for the form (its refusals). */
function answerTo(result: ActionResult | undefined, form: FormName) {
  const mine = result?.form === form ? result : undefined;
  return { saved: mine?.ok ? mine : undefined, lastResult: mine?.result };
}

type Answer = ReturnType<typeof answerTo>;

/**
 * Each form keeps what the owner types while a save reloads the page: Conform holds the form's state, so the
 * reloaded settings do not remount it (they are the defaults of the next visit).
 */
export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { nudges, retention, templates, sender, account, zone, billing, stripe } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionResult | undefined;
  return (
    <div className="container-page max-w-3xl py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{m.studio_settings_title()}</h1>
      <p className="mt-3 text-slate-700">
        {m.studio_settings_system_before()} <Link to="/admin/system">{m.studio_system_title()}</Link>{" "}
        {m.studio_settings_system_after()}
      </p>
      {result?.form === null && <OutcomeMessage outcome={result} className="mt-4" />}

      <NudgesSettings nudges={nudges} zone={zone} answer={answerTo(result, "nudges")} busy={busy} />
      <RetentionSettings retention={retention} answer={answerTo(result, "retention")} busy={busy} />
      <SenderSettings sender={sender} account={account} answer={answerTo(result, "sender")} busy={busy} />
      <TemplateSettings templates={templates} answer={answerTo(result, "templates")} busy={busy} />
      <BillingSettings billing={billing} stripe={stripe} {...answerTo(result, "billing")} busy={busy} />
    </div>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function NudgesSettings({
  nudges,
  zone,
  answer,
  busy,
}: {
  nudges: LoaderData["nudges"];
  zone: string;
  answer: Answer;
  busy: boolean;
}) {
  const { formProps, fields, summary } = useSchemaForm({
    id: "nudges-form",
    schema: NudgesFormSchema,
    lastResult: answer.lastResult,
    defaultValue: {
      enabled: nudges.enabled ? "on" : undefined,
      firstDelayDays: String(nudges.firstDelayDays),
      secondDelayDays: String(nudges.secondDelayDays),
    },
  });
  return (
    <section aria-labelledby="nudges-heading" className="card mt-8">
      <h2 id="nudges-heading" className="text-xl font-bold text-brand-900">
        {m.studio_settings_nudges_heading()}
      </h2>
      <p className="mt-1 text-slate-700">{m.studio_settings_nudges_lead({ zone })}</p>
      <OutcomeMessage outcome={answer.saved} className="mt-4" />
      <Form method="post" {...formProps} className="mt-4 space-y-4">
        <SchemaFormSummary {...summary} />
        <input type="hidden" name="intent" value="nudges" />
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name={fields.enabled.name}
            defaultChecked={fields.enabled.initialValue === "on"}
            className="size-4"
          />
          {m.studio_settings_nudges_enabled()}
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            {...fieldProps(fields.firstDelayDays)}
            label={m.studio_settings_nudges_first()}
            type="number"
            min={1}
            max={90}
          />
          <Field
            {...fieldProps(fields.secondDelayDays)}
            label={m.studio_settings_nudges_second()}
            type="number"
            min={2}
            max={180}
          />
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {m.studio_settings_nudges_save()}
        </button>
      </Form>
    </section>
  );
}

function RetentionSettings({
  retention,
  answer,
  busy,
}: {
  retention: LoaderData["retention"];
  answer: Answer;
  busy: boolean;
}) {
  const { formProps, fields, summary } = useSchemaForm({
    id: "retention-form",
    schema: RetentionFormSchema,
    lastResult: answer.lastResult,
    defaultValue: {
      inquiryMonths: String(retention.inquiryMonths),
      galleryFilesMonths: String(retention.galleryFilesMonths),
      inactiveAccountYears: String(retention.inactiveAccountYears),
      warningDays: String(retention.warningDays),
    },
  });
  return (
    <section aria-labelledby="retention-heading" className="card mt-8">
      <h2 id="retention-heading" className="text-xl font-bold text-brand-900">
        {m.studio_settings_retention_heading()}
      </h2>
      <p className="mt-2 text-slate-700">{m.studio_settings_retention_lead()}</p>
      <OutcomeMessage outcome={answer.saved} className="mt-4" />
      <Form method="post" {...formProps} className="mt-4 space-y-4">
        <SchemaFormSummary {...summary} />
        <input type="hidden" name="intent" value="retention" />
        <div className="grid gap-4 sm:grid-cols-2">
          {RETENTION_FIELDS.map((field) => (
            <Field
              key={field.name}
              {...fieldProps(fields[field.name])}
              label={field.label()}
              type="number"
              {...RETENTION_BOUNDS[field.name]}
            />
          ))}
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {m.studio_settings_retention_save()}
        </button>
      </Form>
    </section>
  );
}

function SenderSettings({
  sender,
  account,
  answer,
  busy,
}: {
  sender: LoaderData["sender"];
  account: LoaderData["account"];
  answer: Answer;
  busy: boolean;
}) {
  const { formProps, fields, summary } = useSchemaForm({
    id: "sender-form",
    schema: SenderFormSchema,
    lastResult: answer.lastResult,
    defaultValue: sender,
  });
  return (
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
      <OutcomeMessage outcome={answer.saved} className="mt-4" />
      <Form method="post" {...formProps} className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2 empty:hidden">
          <SchemaFormSummary {...summary} />
        </div>
        <input type="hidden" name="intent" value="sender" />
        <Field
          {...fieldProps(fields.name)}
          label={m.studio_settings_replies_name()}
          required={false}
          maxLength={100}
          autoComplete="name"
        />
        <Field
          {...fieldProps(fields.email)}
          label={m.studio_settings_replies_email()}
          type="email"
          required={false}
          maxLength={254}
          autoComplete="email"
        />
        <p className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {m.studio_settings_replies_save()}
          </button>
        </p>
      </Form>
    </section>
  );
}

const SLOTS = Array.from({ length: TEMPLATE_SLOTS }, (_, slot) => slot);

/** Each list's field labels: the French list's say so, as the other "In French" fields do. */
const SLOT_LABELS: Record<Locale, { title: () => string; body: () => string }> = {
  en: { title: m.studio_settings_templates_title, body: m.studio_settings_templates_text },
  fr: { title: m.studio_settings_templates_title_fr, body: m.studio_settings_templates_text_fr },
};

function TemplateSettings({
  templates,
  answer,
  busy,
}: {
  templates: LoaderData["templates"];
  answer: Answer;
  busy: boolean;
}) {
  const { formProps, fields, summary } = useSchemaForm({
    id: "templates-form",
    schema: TemplatesFormSchema,
    lastResult: answer.lastResult,
    defaultValue: Object.fromEntries(
      LOCALES.flatMap((locale) =>
        SLOTS.flatMap((slot) => [
          [templateTitle(locale, slot), templates[locale][slot]?.title ?? ""],
          [templateBody(locale, slot), templates[locale][slot]?.body ?? ""],
        ]),
      ),
    ),
  });
  const slotsIn = (locale: Locale) =>
    SLOTS.map((slot) => (
      <TemplateSlot
        key={slot}
        slot={slot}
        locale={locale}
        title={fields[templateTitle(locale, slot)]}
        body={fields[templateBody(locale, slot)]}
      />
    ));
  return (
    <section aria-labelledby="templates" className="card mt-8">
      <h2 id="templates" className="text-xl font-bold text-brand-900">
        {m.studio_settings_templates_heading()}
      </h2>
      <p className="mt-1 text-slate-700">
        {m.studio_settings_templates_intro()} <code>{"{name}"}</code> {m.studio_settings_templates_name()}{" "}
        <code>{"{sessions}"}</code> {m.studio_settings_templates_sessions()}
      </p>
      <OutcomeMessage outcome={answer.saved} className="mt-4" />
      <Form method="post" {...formProps} className="mt-4 space-y-6">
        <SchemaFormSummary {...summary} />
        <input type="hidden" name="intent" value="templates" />
        {slotsIn("en")}
        <FrenchFieldset hintId="templates-french-hint" hint={m.studio_settings_templates_french_hint()}>
          {slotsIn("fr")}
        </FrenchFieldset>
        <button type="submit" className="btn-primary" disabled={busy}>
          {m.studio_settings_templates_save()}
        </button>
      </Form>
    </section>
  );
}

type SlotField = Parameters<typeof fieldProps>[0];

/** One template of one language's list: its title and text, grouped under "Template N". */
function TemplateSlot({
  slot,
  locale,
  title,
  body,
}: {
  slot: number;
  locale: Locale;
  title: SlotField | undefined;
  body: SlotField | undefined;
}) {
  const labels = SLOT_LABELS[locale];
  return (
    <fieldset className="space-y-2 border-t border-slate-200 pt-4">
      <legend className="font-semibold text-slate-900">
        {m.studio_settings_templates_legend({ number: slot + 1 })}
      </legend>
      {title && (
        <Field
          {...fieldProps(title)}
          label={labels.title()}
          lang={locale}
          required={false}
          maxLength={REPLY_TEMPLATE_LIMITS.titleChars}
        />
      )}
      {body && (
        <Field
          {...fieldProps(body)}
          as="textarea"
          label={labels.body()}
          lang={locale}
          required={false}
          rows={5}
          maxLength={REPLY_TEMPLATE_LIMITS.bodyChars}
        />
      )}
    </fieldset>
  );
}
