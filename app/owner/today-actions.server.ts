/** The buttons on Today (and the client's page): nudge a client now, retry a failed e-mail. */
import { data } from "react-router";
import { z } from "zod";
import { getDb } from "~/lib/db.server";
import { retryEmail } from "~/lib/email/outbox.server";
import type { SessionUser } from "~/lib/session.server";
import { m } from "~/paraglide/messages";
import { ownerConfig } from "./config.server.ts";
import { NudgeRefused, nudgeByHand } from "./nudges.server.ts";

const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const TodayIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("nudge"), id: Id }),
  z.object({ intent: z.literal("retry-email"), id: Id }),
]);

export type TodayActionResult = { ok: boolean; message: string };

export async function runTodayAction(actor: SessionUser, fields: Record<string, unknown>) {
  const parsed = TodayIntentSchema.safeParse(fields);
  if (!parsed.success)
    return data<TodayActionResult>({ ok: false, message: m.owner_unknown_request() }, { status: 400 });
  const db = await getDb();
  if (parsed.data.intent === "retry-email") {
    const retried = await retryEmail(db, parsed.data.id);
    return retried
      ? data<TodayActionResult>({ ok: true, message: m.owner_today_email_retried() })
      : data<TodayActionResult>({ ok: false, message: m.owner_today_email_not_waiting() }, { status: 404 });
  }
  try {
    const outcome = await nudgeByHand(db, ownerConfig(), actor, parsed.data.id);
    return data<TodayActionResult>({ ok: true, message: outcome.message });
  } catch (error) {
    if (error instanceof NudgeRefused)
      return data<TodayActionResult>({ ok: false, message: error.message }, { status: 409 });
    throw error;
  }
}
