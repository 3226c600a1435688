/**
 * A local Stripe for tests (issue 29): it answers the endpoints the app calls, in Stripe's JSON
 * shapes, and serves a hosted "pay" page that posts the signed webhook as Stripe does.
 * Used in-process by unit tests (`startStripeEmulator`), and as a process by the end-to-end suite:
 *   node tests/support/stripe-emulator.ts --port 12111 --webhook http://127.0.0.1:3000/api/payments/stripe --secret whsec_…
 *
 * Endpoints: POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id,
 * POST /v1/checkout/sessions/:id/expire, POST /v1/refunds (idempotent by the Idempotency-Key header),
 * GET /v1/charges?payment_intent=… (the paid intent's charge, with its total refunded).
 * Each refund sends `charge.refunded` (the charge with its total refunded) before it is answered, so the
 * app meets the event while its own refund is still pending, the race Stripe allows.
 * The pay page: GET /pay/:id, POST /pay/:id (pays: webhook, then 303 to success_url),
 * POST /pay/:id/cancel (303 to cancel_url, the session stays open).
 * Test controls: GET /__emulator/state (JSON), POST /__emulator/refund-failures?count=N (the next N
 * refunds answer 500; with &status=400, Stripe refuses them, which is not retried), POST /__emulator/expire-all (expires every open session, with webhooks),
 * POST /__emulator/dashboard-refund?payment_intent=…&amount=… (a refund made on Stripe's dashboard).
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import Stripe from "stripe";

export const EMULATOR_SECRET_KEY = "sk_test_emulator_0123456789";
export const EMULATOR_WEBHOOK_SECRET = "whsec_emulator_0123456789abcdef";

export interface CheckoutSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  /** The language of Stripe's page ("auto" when not given, as Stripe answers). */
  locale: string;
  metadata: Record<string, string>;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  url: string | null;
  payment_intent: string | null;
  line_items_description: string;
  created: number;
  livemode: false;
}

export interface Refund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "succeeded";
  metadata: Record<string, string>;
  created: number;
}

export interface SentEvent {
  id: string;
  type: string;
  /** The webhook's answer status (0 when it could not be reached). */
  status: number;
}

export interface StripeEmulator {
  url: string;
  port: number;
  sessions: Map<string, CheckoutSession>;
  refunds: Refund[];
  events: SentEvent[];
  /** Every `POST /v1/refunds` received, answered or not (idempotent replays included). */
  refundRequests: { idempotencyKey: string; status: number }[];
  /** Where events are posted; may be set after start (the app's port is known later). */
  webhookUrl: string | undefined;
  /** Completes a session as the pay page does (webhook included). */
  pay(sessionId: string): Promise<CheckoutSession>;
  /** Expires an open session as Stripe does at `expires_at` (webhook included). */
  expire(sessionId: string): Promise<CheckoutSession>;
  /** A refund made on Stripe's dashboard (no metadata, no idempotency key): `charge.refunded` included. */
  dashboardRefund(paymentIntent: string, amount?: number): Promise<Refund>;
  /** The next `count` refunds answer `status`: 500 (a failure, retried) or 400 (a refusal, given up at once). */
  failNextRefunds(count: number, status?: 400 | 500): void;
  close(): Promise<void>;
}

export interface EmulatorOptions {
  port?: number;
  webhookUrl?: string;
  webhookSecret?: string;
  secretKey?: string;
}

export async function startStripeEmulator(options: EmulatorOptions = {}): Promise<StripeEmulator> {
  const secret = options.webhookSecret ?? EMULATOR_WEBHOOK_SECRET;
  const secretKey = options.secretKey ?? EMULATOR_SECRET_KEY;
  const sessions = new Map<string, CheckoutSession>();
  const refunds: Refund[] = [];
  const refundsByKey = new Map<string, Refund>();
  const events: SentEvent[] = [];
  const refundRequests: StripeEmulator["refundRequests"] = [];
  const paidIntents = new Map<string, { charge: string; amount: number; refunded: number }>();
  let refundFailures = 0;
  let refundFailureStatus = 500;
  let base = "";

  const emulator: StripeEmulator = {
    url: "",
    port: 0,
    sessions,
    refunds,
    events,
    refundRequests,
    webhookUrl: options.webhookUrl,
    pay,
    expire,
    async dashboardRefund(paymentIntent, amount) {
      const refund = await refundIntent(paymentIntent, amount, {});
      if ("error" in refund) throw new Error(refund.error.message);
      return refund;
    },
    failNextRefunds(count, status = 500) {
      refundFailures = count;
      refundFailureStatus = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function send(type: string, object: unknown) {
    const event = {
      id: `evt_${token()}`,
      object: "event",
      api_version: "2025-10-29.clover",
      created: now(),
      livemode: false,
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    let status = 0;
    if (emulator.webhookUrl) {
      try {
        const response = await fetch(emulator.webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": header },
          body: payload,
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = 0;
      }
    }
    events.push({ id: event.id, type, status });
  }

  async function pay(id: string) {
    const session = sessions.get(id);
    if (!session) throw new Error(`No checkout session ${id}`);
    if (session.status !== "open") return session;
    session.status = "complete";
    session.payment_status = "paid";
    session.payment_intent = `pi_${token()}`;
    paidIntents.set(session.payment_intent, { charge: `ch_${token()}`, amount: session.amount_total, refunded: 0 });
    await send("checkout.session.completed", session);
    return session;
  }

  async function expire(id: string) {
    const session = sessions.get(id);
    if (!session) throw new Error(`No checkout session ${id}`);
    if (session.status !== "open") return session;
    session.status = "expired";
    session.url = null;
    await send("checkout.session.expired", session);
    return session;
  }

  /** Refunds `amount` (all that is left when undefined) of a paid intent, then sends `charge.refunded`. */
  async function refundIntent(
    intent: string,
    amount: number | undefined,
    metadata: Record<string, string>,
  ): Promise<Refund | { status: number; error: { type: string; code?: string; message: string } }> {
    const paid = paidIntents.get(intent);
    if (!paid) {
      return {
        status: 404,
        error: { type: "invalid_request_error", code: "resource_missing", message: `No such object: '${intent}'` },
      };
    }
    const cents = amount ?? paid.amount - paid.refunded;
    if (!Number.isInteger(cents) || cents <= 0 || cents > paid.amount - paid.refunded) {
      return {
        status: 400,
        error: {
          type: "invalid_request_error",
          code: "amount_too_large",
          message: `Refund amount (${cents}) is greater than unrefunded amount on charge`,
        },
      };
    }
    paid.refunded += cents;
    const refund: Refund = {
      id: `re_${token()}`,
      object: "refund",
      amount: cents,
      currency: "eur",
      payment_intent: intent,
      status: "succeeded",
      metadata,
      created: now(),
    };
    refunds.push(refund);
    await send("charge.refunded", chargeOf(intent));
    return refund;
  }

  /** A paid intent's charge as Stripe shows it: its amount and the total refunded on it. */
  function chargeOf(intent: string) {
    const paid = paidIntents.get(intent)!;
    return {
      id: paid.charge,
      object: "charge",
      amount: paid.amount,
      amount_refunded: paid.refunded,
      currency: "eur",
      payment_intent: intent,
      refunded: paid.refunded === paid.amount,
      status: "succeeded",
      created: now(),
      livemode: false,
    };
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      json(response, 500, { error: { type: "api_error", message: String(error) } });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", base);
    const parts = url.pathname.split("/").filter(Boolean);
    const body = await readBody(request);

    if (parts[0] === "v1") {
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return json(response, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      const form = parseForm(body);
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        return json(response, 200, createSession(form));
      }
      if (parts[1] === "checkout" && parts[2] === "sessions" && parts[3]) {
        const session = sessions.get(parts[3]);
        if (!session) return missing(response, parts[3]);
        if (request.method === "GET" && parts.length === 4) return json(response, 200, session);
        if (request.method === "POST" && parts[4] === "expire") {
          if (session.status !== "open") {
            return json(response, 400, {
              error: {
                type: "invalid_request_error",
                message: "Only Checkout Sessions with a status of open can be expired.",
              },
            });
          }
          return json(response, 200, await expire(session.id));
        }
      }
      if (request.method === "GET" && url.pathname === "/v1/charges") {
        const intent = url.searchParams.get("payment_intent") ?? "";
        const data = paidIntents.has(intent) ? [chargeOf(intent)] : [];
        return json(response, 200, { object: "list", data, has_more: false, url: "/v1/charges" });
      }
      if (request.method === "POST" && url.pathname === "/v1/refunds") {
        const key = String(request.headers["idempotency-key"] ?? "");
        const logged = { idempotencyKey: key, status: 200 };
        refundRequests.push(logged);
        response.on("finish", () => {
          logged.status = response.statusCode;
        });
        const known = key ? refundsByKey.get(key) : undefined;
        if (known) return json(response, 200, known);
        if (refundFailures > 0) {
          refundFailures -= 1;
          return refundFailureStatus === 400
            ? json(response, 400, { error: { type: "invalid_request_error", message: "Emulated refusal" } })
            : json(response, 500, { error: { type: "api_error", message: "Emulated failure" } });
        }
        const refund = await refundIntent(
          String(form.payment_intent ?? ""),
          form.amount === undefined ? undefined : Number(form.amount),
          objectField(form.metadata) as Record<string, string>,
        );
        if ("error" in refund) return json(response, refund.status, { error: refund.error });
        if (key) refundsByKey.set(key, refund);
        return json(response, 200, refund);
      }
      return json(response, 404, {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
        },
      });
    }

    if (parts[0] === "pay" && parts[1]) {
      const session = sessions.get(parts[1]);
      if (!session) return html(response, 404, "<h1>No such checkout</h1>");
      if (request.method === "GET") return html(response, 200, payPage(session));
      if (request.method === "POST" && parts[2] === "cancel") return redirect(response, session.cancel_url);
      if (request.method === "POST") {
        if (session.status === "expired") return html(response, 410, "<h1>This checkout has expired</h1>");
        await pay(session.id);
        return redirect(response, session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
      }
    }

    if (parts[0] === "__emulator") {
      if (request.method === "GET" && parts[1] === "state") {
        return json(response, 200, { sessions: [...sessions.values()], refunds, refundRequests, events });
      }
      if (request.method === "POST" && parts[1] === "refund-failures") {
        refundFailures = Number(url.searchParams.get("count") ?? "1");
        refundFailureStatus = url.searchParams.get("status") === "400" ? 400 : 500;
        return json(response, 200, { refundFailures, refundFailureStatus });
      }
      if (request.method === "POST" && parts[1] === "dashboard-refund") {
        const amount = url.searchParams.get("amount");
        const refund = await refundIntent(
          url.searchParams.get("payment_intent") ?? "",
          amount === null ? undefined : Number(amount),
          {},
        );
        return "error" in refund ? json(response, refund.status, { error: refund.error }) : json(response, 200, refund);
      }
      if (request.method === "POST" && parts[1] === "expire-all") {
        for (const session of sessions.values()) await expire(session.id);
        return json(response, 200, { expired: true });
      }
    }
    return json(response, 404, { error: { message: "Not found" } });
  }

  function createSession(form: Record<string, unknown>): CheckoutSession | { error: unknown } {
    const items = arrayField(form.line_items);
    let amount = 0;
    const labels: string[] = [];
    for (const item of items) {
      const price = objectField(item.price_data);
      const product = objectField(price.product_data);
      amount += Number(price.unit_amount ?? 0) * Number(item.quantity ?? 1);
      labels.push(String(product.name ?? ""));
    }
    const id = `cs_test_${token()}`;
    const session: CheckoutSession = {
      id,
      object: "checkout.session",
      mode: String(form.mode ?? "payment"),
      status: "open",
      payment_status: "unpaid",
      amount_total: amount,
      currency: String(objectField(items[0]?.price_data).currency ?? "eur"),
      client_reference_id: typeof form.client_reference_id === "string" ? form.client_reference_id : null,
      customer_email: typeof form.customer_email === "string" ? form.customer_email : null,
      locale: typeof form.locale === "string" ? form.locale : "auto",
      metadata: objectField(form.metadata) as Record<string, string>,
      expires_at: form.expires_at ? Number(form.expires_at) : now() + 24 * 3600,
      success_url: String(form.success_url ?? ""),
      cancel_url: String(form.cancel_url ?? ""),
      url: `${base}/pay/${id}`,
      payment_intent: null,
      line_items_description: labels.join(", "),
      created: now(),
      livemode: false,
    };
    sessions.set(id, session);
    return session;
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  emulator.url = base;
  emulator.port = port;
  return emulator;
}

function payPage(session: CheckoutSession) {
  const amount = (session.amount_total / 100).toFixed(2);
  const action = session.status === "open" ? `/pay/${session.id}` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe emulator: pay</title></head><body>
<main><h1>Pay ${escapeHtml(session.line_items_description)}</h1>
<p>Amount: €${amount} (${escapeHtml(session.currency)}). Status: ${session.status}.</p>
${
  action
    ? `<form method="post" action="${action}"><button type="submit">Pay €${amount}</button></form>
<form method="post" action="${action}/cancel"><button type="submit">Back to the site</button></form>`
    : "<p>This checkout is no longer open.</p>"
}
</main></body></html>`;
}

/** Stripe's form encoding: `a[b][0][c]=v` into nested objects and arrays (arrays as index maps). */
export function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter((part) => part !== "");
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      if (typeof node[part] !== "object" || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

function objectField(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

function arrayField(value: unknown): Record<string, unknown>[] {
  return Object.values(objectField(value)).map(objectField);
}

function readBody(request: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function json(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(value));
}

function html(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  response.end(body);
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location });
  response.end();
}

function missing(response: ServerResponse, id: string) {
  json(response, 404, {
    error: { type: "invalid_request_error", code: "resource_missing", message: `No such object: '${id}'` },
  });
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function token() {
  return randomBytes(12).toString("hex");
}

function now() {
  return Math.floor(Date.now() / 1000);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { port: { type: "string" }, webhook: { type: "string" }, secret: { type: "string" } },
  });
  const emulator = await startStripeEmulator({
    port: Number(values.port ?? 12111),
    webhookUrl: values.webhook,
    webhookSecret: values.secret,
  });
  console.log(`Stripe emulator on ${emulator.url}`);
}
