/**
 * The owner's billing block on Settings speaks the owner's language (issue 30); in English it reads as
 * it always has, word for word.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lib/i18n/locale.ts";
import { inLocale } from "../../lib/i18n/request-locale.server.ts";
import { BillingSettings } from "./billing-settings.tsx";

function textOf(locale: Locale, connected: boolean) {
  const props = {
    billing: { legalName: "Omega Studio EI", address: "", siret: "", vat: "included" as const },
    stripe: { connected, mode: "test" as const, webhookUrl: "https://example.com/api/payments/stripe" },
    result: undefined,
    busy: false,
  };
  const Stub = createRoutesStub([{ path: "/", Component: () => createElement(BillingSettings, props) }]);
  const html = inLocale(locale, () => renderToStaticMarkup(createElement(Stub, { initialEntries: ["/"] })));
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/[ \t\n]+/g, " ")
    .trim();
}

describe("the billing block", () => {
  it("reads as before in English", () => {
    const off = textOf("en", false);
    expect(off).toContain(
      "Online payment is off: prices are shown, and nobody is asked to pay. To take deposits and sell packages online:",
    );
    expect(off).toContain(
      "In Stripe, under Developers → API keys, copy the secret key ( sk_test_… , later sk_live_… ) into the server's STRIPE_SECRET_KEY setting.",
    );
    expect(off).toContain(
      "add the endpoint https://example.com/api/payments/stripe for the events checkout.session.completed and checkout.session.expired , then copy its signing secret ( whsec_… ) into STRIPE_WEBHOOK_SECRET .",
    );
    expect(off).toContain('VAT not applicable (micro-entrepreneur: "TVA non applicable, art. 293 B du CGI")');
    expect(textOf("en", true)).toContain(
      "Stripe is connected in test mode: no real money moves. Its webhook address is https://example.com/api/payments/stripe .",
    );
  });

  it("is French for a French owner", () => {
    const off = textOf("fr", false);
    expect(off).toContain("Paiements et facturation");
    expect(off).toContain("Le paiement en ligne est désactivé\u00a0: les prix sont affichés");
    expect(off).toContain("Dans Stripe, sous Développeurs → Clés API, copiez la clé secrète ( sk_test_… , plus tard");
    expect(off).toContain("Enregistrer les informations de facturation");
    expect(textOf("fr", true)).toContain("Stripe est connecté en mode test\u00a0: aucun argent réel ne circule.");
    for (const english of [
      "Payments and billing",
      "Legal name",
      "Prices include VAT",
      "Save billing details",
      "Restart",
    ]) {
      expect(off).not.toContain(english);
    }
  });
});
