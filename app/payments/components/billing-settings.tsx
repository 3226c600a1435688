/**
 * The owner's billing details (legal name, address, SIRET, VAT) that every receipt carries, and the
 * state of the Stripe connection: how to connect it when it is not.
 */
import { Form } from "react-router";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { m } from "~/paraglide/messages";

interface Props {
  billing: { legalName: string; address: string; siret: string; vat: "included" | "not_applicable" };
  stripe: { connected: boolean; mode: "test" | "live"; webhookUrl: string };
  result: { ok: boolean; message: string; form: string | null } | undefined;
  busy: boolean;
}

export function BillingSettings({ billing, stripe, result, busy }: Props) {
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
      {result?.form === "billing" && <OutcomeMessage outcome={result} className="mt-4" />}
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" key={JSON.stringify(billing)}>
        <input type="hidden" name="intent" value="billing" />
        <div>
          <label className="field-label" htmlFor="billing-name">
            {m.payments_billing_legal_name()}
          </label>
          <input
            className="field-input"
            id="billing-name"
            name="legalName"
            maxLength={200}
            autoComplete="organization"
            defaultValue={billing.legalName}
          />
        </div>
        <div>
          <label className="field-label" htmlFor="billing-siret">
            SIRET
          </label>
          <input className="field-input" id="billing-siret" name="siret" maxLength={40} defaultValue={billing.siret} />
        </div>
        <div className="sm:col-span-2">
          <label className="field-label" htmlFor="billing-address">
            {m.payments_billing_address()}
          </label>
          <textarea
            className="field-input"
            id="billing-address"
            name="address"
            rows={3}
            maxLength={500}
            autoComplete="street-address"
            defaultValue={billing.address}
          />
        </div>
        <fieldset className="sm:col-span-2">
          <legend className="field-label">{m.payments_billing_vat()}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="vat" value="included" defaultChecked={billing.vat === "included"} />
            {m.payments_billing_vat_included()}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="vat" value="not_applicable" defaultChecked={billing.vat === "not_applicable"} />
            {m.payments_billing_vat_none()}
          </label>
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
