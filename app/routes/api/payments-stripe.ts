import { MAX_WEBHOOK_BYTES } from "~/lib/body-limits";
import { getDb } from "~/lib/db.server";
import { HttpError, jsonError, readBoundedText } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { receiveStripeEvent } from "~/payments/webhook.server";
import type { Route } from "./+types/payments-stripe";

/**
 * POST /api/payments/stripe: Stripe's signed events (app/payments/webhook.server.ts). The body is read as
 * it came, for the signature. 2xx once handled (or a replay); 400 for a bad signature (Stripe shows it
 * in its dashboard and does not count it as delivered); 500 when handling failed, so Stripe sends it again.
 */
export async function action({ request }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") throw new HttpError(405, "Use POST.", { Allow: "POST" });
    const body = await readBoundedText(request, MAX_WEBHOOK_BYTES);
    const outcome = await receiveStripeEvent(await getDb(), body, request.headers.get("stripe-signature"));
    if (outcome.status !== 200) return Response.json({ detail: outcome.detail }, { status: outcome.status });
    return Response.json({ received: true, handled: outcome.handled });
  } catch (error) {
    if (error instanceof HttpError) return jsonError(error);
    logger.error({ err: error }, "Stripe webhook failed");
    return Response.json({ detail: "The event could not be handled; send it again." }, { status: 500 });
  }
}

export function loader() {
  return jsonError(new HttpError(405, "Use POST.", { Allow: "POST" }));
}
