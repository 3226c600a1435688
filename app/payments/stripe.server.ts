/**
 * The one Stripe client (issue 29). Configured by STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET;
 * STRIPE_API_BASE points the SDK at a local emulator in tests (tests/support/stripe-emulator.ts).
 * Without both keys `stripeConfig()` is null: prices are shown and nothing asks for payment.
 * The SDK is loaded when a payment first needs it, not when the server starts.
 */
import type Stripe from "stripe";
import { getEnv } from "../lib/env.server.ts";

export interface StripeConfig {
  client: Stripe;
  webhookSecret: string;
}

let cached: { key: string; config: StripeConfig } | null = null;

export async function stripeConfig(): Promise<StripeConfig | null> {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  const key = `${env.STRIPE_SECRET_KEY}\n${env.STRIPE_WEBHOOK_SECRET}\n${env.STRIPE_API_BASE ?? ""}`;
  if (cached?.key === key) return cached.config;
  const { default: StripeClient } = await import("stripe");
  const client = new StripeClient(env.STRIPE_SECRET_KEY, {
    ...apiAddress(env.STRIPE_API_BASE),
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: "Holistic Omega" },
  });
  cached = { key, config: { client, webhookSecret: env.STRIPE_WEBHOOK_SECRET } };
  return cached.config;
}

/** Whether online payment is on (both keys set). */
export function paymentsEnabled() {
  const env = getEnv();
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}

/** Where Stripe's hosted checkout pages are (the emulator's own address in tests); null when payments are off. */
export function checkoutOrigin() {
  if (!paymentsEnabled()) return null;
  const base = getEnv().STRIPE_API_BASE;
  return base ? new URL(base).origin : "https://checkout.stripe.com";
}

function apiAddress(base: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** What the owner's settings say about Stripe: connected (test or live), or how to connect it. */
export function stripeStatus() {
  const env = getEnv();
  return {
    connected: paymentsEnabled(),
    mode: env.STRIPE_SECRET_KEY?.startsWith("sk_live_") ? ("live" as const) : ("test" as const),
    webhookUrl: `${env.BASE_URL}/api/payments/stripe`,
  };
}
