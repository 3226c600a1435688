import { SMALL_FORM_BYTES } from "~/lib/body-limits";
import { assertSameOrigin, HttpError, jsonError, readJsonBody } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { inquiryContextFor, submitInquiry } from "~/owner/contact-inquiries.server";
import type { Route } from "./+types/contact";

/**
 * POST /api/contact with JSON {name, email, phone?, message} → 200 {"ok":true}, or a 4xx/5xx
 * {"detail": "..."}. The inquiry is stored before the answer is sent.
 */
export async function action({ request }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") throw new HttpError(405, "Use POST.", { Allow: "POST" });
    assertSameOrigin(request);
    const body = await readJsonBody(request, SMALL_FORM_BYTES.inquiry);
    const outcome = await submitInquiry(body, await inquiryContextFor(request));
    switch (outcome.status) {
      case "stored":
      case "ignored":
        return Response.json({ ok: true });
      case "invalid":
        throw new HttpError(400, outcome.detail);
      case "rate-limited":
        throw new HttpError(429, outcome.detail, { "Retry-After": String(outcome.retryAfterSeconds) });
    }
  } catch (error) {
    if (error instanceof HttpError) return jsonError(error);
    logger.error({ err: error }, "contact inquiry failed");
    return Response.json({ detail: "Failed to send message." }, { status: 500 });
  }
}

export function loader() {
  return jsonError(new HttpError(405, "Use POST.", { Allow: "POST" }));
}
