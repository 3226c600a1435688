/**
 * The owner's billing details (legal name, address, SIRET, VAT) that every receipt carries, and the
 * state of the Stripe connection: how to connect it when it is not.
 */
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FieldError } from "~/components/ui/field";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { m } from "~/paraglide/messages";
import { BillingSchema } from "../billing-form.ts";

interface Props {
  billing: { legalName: string; address: string; siret: string; vat: "included" | "not_applicable" };
  stripe: { connected: boolean; mode: "test" | "live"; webhookUrl: string };
  /** The settings page's last answer; this form reads it when it is its own. */
  result: { ok: boolean; message: string; form: string | null; result?: SubmissionResult<string[]> } | undefined;
  busy: boolean;
}

export function BillingSettings({ billing, stripe, result, busy }: Props) {
  const own = result?.form === "billing" ? result : undefined;
  // Not remounted after a save: what the owner types while the save reloads the page stays (useSchemaForm).
  const { formProps, fields, summary } = useSchemaForm({
    id: "billing",
    schema: BillingSchema,
    lastResult: own?.result,
    defaultValue: billing,
  });
  const vatError = fields.vat.errors?.[0];
  return (
    <section aria-labelledby="billing-heading" className="card mt-8">
      <h2 id="billing-heading" className="text-xl font-bold text-brand-900">
        {m.payments_billing_heading()}
      </h2>
      {stripe.connected ? (
        <p className="mt-2">
          {m.payments_billing_connected({
            mode: stripe.mode === "live" ? m.payments_billing_mode_live() : m.payments_billing_mode_test(),
          })}{" "}
          <code className="break-all">{stripe.webhookUrl}</code>.
        </p>
      ) : (
        <div className="mt-2 space-y-2">
          <h3 id="connect-stripe-heading" className="font-semibold">
            {m.payments_billing_connect()}
          </h3>
          <p>{m.payments_billing_off()}</p>
          <ol className="list-decimal space-y-1 pl-6">
            <li>{m.payments_billing_step_account()}</li>
            <li>
              {m.payments_billing_step_key_a()}
              <code className="break-all">sk_test_…</code>
              {m.payments_billing_step_key_b()} <code className="break-all">sk_live_…</code>
              {m.payments_billing_step_key_c()} <code className="break-all">STRIPE_SECRET_KEY</code>{" "}
              {m.payments_billing_step_key_d()}
            </li>
            <li>
              {m.payments_billing_step_hook_a()} <code className="break-all">{stripe.webhookUrl}</code>{" "}
              {m.payments_billing_step_hook_b()} <code className="break-all">checkout.session.completed</code>{" "}
              {m.payments_billing_step_hook_c()} <code className="break-all">checkout.session.expired</code>
              {m.payments_billing_step_hook_d()}
              <code className="break-all">whsec_…</code>
              {m.payments_billing_step_hook_e()} <code className="break-all">STRIPE_WEBHOOK_SECRET</code>.
            </li>
            <li>{m.payments_billing_step_restart()}</li>
          </ol>
        </div>
      )}
      <p className="mt-4 text-slate-700">{m.payments_billing_note()}</p>
      <div aria-live="polite">
        {own?.ok && (
          <p role="status" className="mt-4 alert-success">
            {own.message}
          </p>
        )}
      </div>
      <Form method="post" {...formProps} className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="billing" />
        <div className="sm:col-span-2 empty:hidden">
          <SchemaFormSummary {...summary} />
        </div>
        <Field
          {...fieldProps(fields.legalName)}
          label={m.payments_billing_legal_name()}
          required={false}
          maxLength={200}
          autoComplete="organization"
        />
        <Field {...fieldProps(fields.siret)} label="SIRET" required={false} maxLength={40} />
        <Field
          {...fieldProps(fields.address)}
          as="textarea"
          className="sm:col-span-2"
          label={m.payments_billing_address()}
          required={false}
          rows={3}
          maxLength={500}
          autoComplete="street-address"
        />
        <fieldset className="sm:col-span-2" aria-describedby={vatError ? "vat-error" : undefined}>
          <legend className="field-label">{m.payments_billing_vat()}</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              // The error summary links to the first choice.
              id={fields.vat.name}
              name={fields.vat.name}
              value="included"
              defaultChecked={fields.vat.initialValue === "included"}
            />
            {m.payments_billing_vat_included()}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={fields.vat.name}
              value="not_applicable"
              defaultChecked={fields.vat.initialValue === "not_applicable"}
            />
            {m.payments_billing_vat_none()}
          </label>
          {vatError ? <FieldError id="vat-error" error={vatError} /> : null}
        </fieldset>
        <p className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {m.payments_billing_save()}
          </button>
        </p>
      </Form>
    </section>
  );
}
