/**
 * The owner's billing details (legal name, address, SIRET, VAT) that every receipt carries, and the
 * state of the Stripe connection: how to connect it when it is not.
 */
import { Form } from "react-router";

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
        Payments and billing
      </h2>
      {stripe.connected ? (
        <p className="mt-2">
          Stripe is connected in{" "}
          {stripe.mode === "live" ? "live mode: clients pay for real" : "test mode: no real money moves"}. Its webhook
          address is <code className="break-all">{stripe.webhookUrl}</code>.
        </p>
      ) : (
        <div className="mt-2 space-y-2">
          <h3 id="connect-stripe-heading" className="font-semibold">
            Connect Stripe
          </h3>
          <p>
            Online payment is off: prices are shown, and nobody is asked to pay. To take deposits and sell packages
            online:
          </p>
          <ol className="list-decimal space-y-1 pl-6">
            <li>Open an account at stripe.com (it starts in test mode, where no real money moves).</li>
            <li>
              In Stripe, under Developers → API keys, copy the secret key (<code className="break-all">sk_test_…</code>,
              later <code className="break-all">sk_live_…</code>) into the server's{" "}
              <code className="break-all">STRIPE_SECRET_KEY</code> setting.
            </li>
            <li>
              Under Developers → Webhooks, add the endpoint <code className="break-all">{stripe.webhookUrl}</code> for
              the events <code className="break-all">checkout.session.completed</code> and{" "}
              <code className="break-all">checkout.session.expired</code>, then copy its signing secret (
              <code className="break-all">whsec_…</code>) into <code className="break-all">STRIPE_WEBHOOK_SECRET</code>.
            </li>
            <li>Restart the site. This page then says Stripe is connected.</li>
          </ol>
        </div>
      )}
      <p className="mt-4 text-slate-700">
        Every receipt carries these details as they are when it is issued; receipts already issued keep theirs.
      </p>
      {result?.form === "billing" && (
        <p role={result.ok ? "status" : "alert"} className={`mt-4 ${result.ok ? "alert-success" : "alert-danger"}`}>
          {result.message}
        </p>
      )}
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" key={JSON.stringify(billing)}>
        <input type="hidden" name="intent" value="billing" />
        <div>
          <label className="field-label" htmlFor="billing-name">
            Legal name
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
            Address
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
          <legend className="field-label">VAT</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="vat" value="included" defaultChecked={billing.vat === "included"} />
            Prices include VAT
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="vat" value="not_applicable" defaultChecked={billing.vat === "not_applicable"} />
            VAT not applicable (micro-entrepreneur: "TVA non applicable, art. 293 B du CGI")
          </label>
        </fieldset>
        <p className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            Save billing details
          </button>
        </p>
      </Form>
    </section>
  );
}
