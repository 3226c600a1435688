/**
 * The owner's billing details (legal name, address, SIRET, VAT) that every receipt carries, and the
 * state of the Stripe connection: how to connect it when it is not. The form is built as ADR 024 says
 * (payments/billing-form.ts, checked in the browser and again by the settings page's action).
 */
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FieldError } from "~/components/ui/field";
import { type Outcome, OutcomeMessage } from "~/components/ui/outcome-message";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { m } from "~/paraglide/messages";
import { BillingFormSchema } from "../billing-form.ts";

interface Props {
  billing: { legalName: string; address: string; siret: string; vat: "included" | "not_applicable" };
  stripe: { connected: boolean; mode: "test" | "live"; webhookUrl: string };
  /** The last save of this form, when it was saved. */
  saved?: Outcome;
  /** The action's answer to this form's last submit (its refusals, beside the fields). */
  lastResult?: SubmissionResult<string[]>;
  busy: boolean;
}

export function BillingSettings({ billing, stripe, saved, lastResult, busy }: Props) {
  const { formProps, fields, summary } = useSchemaForm({
    id: "billing-form",
    schema: BillingFormSchema,
    lastResult,
    defaultValue: billing,
  });
  const vat = fields.vat;
  const vatError = vat.errors?.[0];
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
      <OutcomeMessage outcome={saved} className="mt-4" />
      <Form method="post" {...formProps} className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2 empty:hidden">
          <SchemaFormSummary {...summary} />
        </div>
        <input type="hidden" name="intent" value="billing" />
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
          {(
            [
              ["included", m.payments_billing_vat_included()],
              ["not_applicable", m.payments_billing_vat_none()],
            ] as const
          ).map(([value, label], index) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                // The first choice is what the error summary's link focuses.
                id={index === 0 ? vat.name : undefined}
                name={vat.name}
                value={value}
                defaultChecked={vat.initialValue === value}
                aria-invalid={vatError ? true : undefined}
              />
              {label}
            </label>
          ))}
          <FieldError id="vat-error" error={vatError} />
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
