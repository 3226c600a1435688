import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { accountCard } from "~/accounts/users.server";
import { completedPhases, phaseKeyAnswers } from "~/blueprint/phase-answers.server";
import { formatDateTimeLong } from "~/booking/availability";
import { cancelBooking, getBooking, markBookingOutcome, rescheduleBooking } from "~/booking/booking.server";
import { PlaceDetails } from "~/booking/components/place-details";
import { MoveBookingSchema } from "~/booking/move-booking-form";
import { sessionPlace } from "~/booking/places";
import { getPlaceSettings } from "~/booking/present.server";
import { businessInstant } from "~/booking/setup.server";
import { sessionTitle } from "~/booking/type-language";
import { Field } from "~/components/ui/field";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { keptName } from "~/lib/anonymised";
import { SMALL_FORM_BYTES } from "~/lib/body-limits";
import { type Db, getDb } from "~/lib/db.server";
import { HttpError, readBoundedText } from "~/lib/http.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { parseSubmission, submissionErrors } from "~/lib/submission";
import { roleLabel } from "~/owner/roles";
import { m } from "~/paraglide/messages";
import { PaymentsPanel } from "~/payments/components/payments-panel";
import { RefundForm } from "~/payments/components/refund-form";
import { formatEuros } from "~/payments/money";
import { creditNoteFor } from "~/payments/packages.server";
import { presentMoney, presentPaidWith } from "~/payments/present.server";
import { receiptsOfBooking } from "~/payments/receipts.server";
import { RefundFormSchema } from "~/payments/refund-form";
import {
  bookingMoney,
  newRefundRequestKey,
  RefundRefused,
  requestManualRefund,
  retryRefund,
} from "~/payments/refunds.server";
import type { Route } from "./+types/booking";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.calendar_booking_title(), noindex: true });

const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
/** The page's buttons, each its intent alone; the two forms with fields have their own schemas (move, refund). */
const ButtonSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("completed") }),
  z.object({ intent: z.literal("no_show") }),
  z.object({ intent: z.literal("confirmed") }),
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("cancel-for-client") }),
  z.object({ intent: z.literal("retry-refund"), refundId: z.coerce.number().int().positive().max(2_147_483_647) }),
]);

type ActionData = {
  ok: boolean;
  message: string;
  /** A refusal of one of the page's forms: which one, and Conform's result for it (shown beside its fields). */
  form?: "move" | "refund";
  result?: SubmissionResult<string[]>;
};

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const id = IdSchema.safeParse(args.params.id);
  if (!id.success) throw data(null, { status: 404 });
  const db = await getDb();
  const found = await getBooking(db, id.data);
  if (!found) throw data(null, { status: 404 });
  const { booking, type } = found;
  const timeZone = await getBusinessTimeZone(db);
  const account = booking.userId ? await accountCard(db, booking.userId) : undefined;
  const phasesDone = account ? [...(await completedPhases(db, account.id))].sort() : [];
  const answers = account && booking.phase ? await phaseKeyAnswers(db, account.id, booking.phase) : [];
  const money = await bookingMoney(db, booking.id);
  const [credit, receipts] = await Promise.all([creditNoteFor(db, booking.id), receiptsOfBooking(db, booking.id)]);
  return {
    money: presentMoney(money, timeZone),
    paidWith: presentPaidWith({ credit, money, receipts }, timeZone),
    refundKey: newRefundRequestKey(),
    booking: {
      id: booking.id,
      title: sessionTitle(type, booking.phase),
      when: formatDateTimeLong(booking.startsAt, timeZone),
      theirWhen: booking.timeZone !== timeZone ? formatDateTimeLong(booking.startsAt, booking.timeZone) : null,
      durationMinutes: type.durationMinutes,
      place: sessionPlace(type, await getPlaceSettings(db), booking),
      name: keptName(booking),
      email: booking.email,
      phone: booking.phone,
      message: booking.message,
      status: booking.status,
      phase: booking.phase,
      past: booking.startsAt.getTime() < Date.now(),
    },
    account: account && { ...account, roleLabel: roleLabel(account.role) },
    phasesDone,
    answers,
    timeZone,
  };
}

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  const id = IdSchema.safeParse(args.params.id);
  if (!id.success) throw data(null, { status: 404 });
  let payload: URLSearchParams;
  try {
    payload = new URLSearchParams(await readBoundedText(args.request, SMALL_FORM_BYTES.ownerBooking));
  } catch (error) {
    if (error instanceof HttpError)
      return data<ActionData>({ ok: false, message: error.detail }, { status: error.status });
    throw error;
  }
  const db = await getDb();
  const now = new Date();
  if (payload.get("intent") === "move") return moveBooking(db, id.data, payload, now);
  if (payload.get("intent") === "refund") return refundByHand(db, id.data, payload, now);
  const parsed = ButtonSchema.safeParse(Object.fromEntries(payload));
  if (!parsed.success) return data<ActionData>({ ok: false, message: m.owner_invalid_request() }, { status: 400 });
  const form = parsed.data;
  if (form.intent === "cancel" || form.intent === "cancel-for-client") {
    const outcome = await cancelBooking(
      db,
      id.data,
      "owner",
      now,
      undefined,
      form.intent === "cancel" ? "owner" : "client",
    );
    if (outcome.status !== "done") return data<ActionData>({ ok: false, message: outcome.detail }, { status: 409 });
    return {
      ok: true,
      message: `${m.calendar_cancelled()}${outcome.refund?.words ? ` ${outcome.refund.words}` : ""}`,
    };
  }
  if (form.intent === "retry-refund") {
    const { refunds } = await bookingMoney(db, id.data);
    const retried = refunds.some((r) => r.id === form.refundId) && (await retryRefund(db, form.refundId, now));
    if (!retried) return data<ActionData>({ ok: false, message: m.calendar_refund_not_waiting() }, { status: 409 });
    return { ok: true, message: m.calendar_refund_retried() };
  }
  const changed = await markBookingOutcome(db, id.data, form.intent);
  if (!changed) return data<ActionData>({ ok: false, message: m.calendar_cannot_change() }, { status: 409 });
  const labels = {
    completed: m.calendar_marked_completed,
    no_show: m.calendar_marked_no_show,
    confirmed: m.calendar_marked_upcoming,
  };
  return { ok: true, message: labels[form.intent]() };
}

/** A refusal of one of the page's forms: Conform's result for it, and its messages in one sentence for other callers. */
function refused(form: "move" | "refund", result: SubmissionResult<string[]>, status = 400) {
  const message = Object.values(submissionErrors(result)).join(" ");
  return data<ActionData>({ ok: false, message, form, result }, { status });
}

/** The owner moves the booking; a time that is not free is refused on the field. */
async function moveBooking(db: Db, id: number, payload: URLSearchParams, now: Date) {
  const submission = parseSubmission(payload, MoveBookingSchema);
  if (submission.status !== "success") return refused("move", submission.reply());
  let start: Date;
  try {
    start = businessInstant(submission.value.start, await getBusinessTimeZone(db));
  } catch (error) {
    if (error instanceof HttpError)
      return refused("move", submission.reply({ fieldErrors: { start: [error.detail] } }));
    throw error;
  }
  const outcome = await rescheduleBooking(db, id, start, "owner", now);
  if (outcome.status === "taken") {
    return refused("move", submission.reply({ fieldErrors: { start: [m.calendar_move_taken()] } }), 409);
  }
  if (outcome.status !== "done") return refused("move", submission.reply({ formErrors: [outcome.detail] }), 409);
  return { ok: true, message: m.calendar_moved() };
}

/** A refund by hand of one of this booking's payments, within what is left on it. */
async function refundByHand(db: Db, id: number, payload: URLSearchParams, now: Date) {
  const submission = parseSubmission(payload, RefundFormSchema);
  if (submission.status !== "success") return refused("refund", submission.reply());
  const { paymentId, amount, key } = submission.value;
  const [payment] = (await bookingMoney(db, id)).payments.filter((p) => p.id === paymentId);
  if (!payment) return refused("refund", submission.reply({ formErrors: [m.calendar_refund_not_this()] }), 404);
  try {
    const refund = await requestManualRefund(db, { paymentId, amountCents: amount, requestKey: key }, now);
    return {
      ok: true,
      message: m.calendar_refund_sent({ amount: formatEuros(refund.amountCents, serverLocale()), name: payment.name }),
    };
  } catch (error) {
    // What is left to refund, and whether the payment can be, only the server knows.
    if (error instanceof RefundRefused) {
      return refused("refund", submission.reply({ fieldErrors: { amount: [error.message] } }), 409);
    }
    throw error;
  }
}

const STATUS = {
  pending: m.calendar_status_pending,
  pending_payment: m.calendar_status_pending_payment,
  confirmed: m.calendar_status_confirmed,
  cancelled: m.calendar_status_cancelled,
  completed: m.calendar_status_completed,
  no_show: m.calendar_status_no_show,
};

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, account, phasesDone, answers, timeZone, money, refundKey, paidWith } = loaderData;
  const outcome: ActionData | undefined = actionData;
  return (
    <div className="container-page max-w-3xl py-12">
      <p>
        <Link to="/admin/booking">{m.calendar_all_bookings()}</Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-900">
        {m.calendar_title_name({ title: booking.title, name: booking.name })}
      </h1>
      {/* A form's refusal shows in that form, beside its fields. */}
      <OutcomeMessage outcome={outcome?.form ? null : outcome} className="mt-4" />
      <dl className="card mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{m.calendar_when()}</dt>
        <dd>
          {booking.when}
          {booking.theirWhen && (
            <span className="block text-sm text-slate-600">{m.calendar_for_them({ when: booking.theirWhen })}</span>
          )}
        </dd>
        <dt className="font-semibold">{m.calendar_duration()}</dt>
        <dd>{m.calendar_minutes({ minutes: booking.durationMinutes })}</dd>
        <dt className="font-semibold">{m.calendar_where()}</dt>
        <dd>
          <PlaceDetails place={booking.place} />
        </dd>
        <dt className="font-semibold">{m.calendar_status()}</dt>
        <dd>{STATUS[booking.status]()}</dd>
        <dt className="font-semibold">{m.calendar_payment()}</dt>
        <dd data-testid="paid-with">
          {paidWith.map((line) => (
            <span key={line.text} className="block">
              {line.text}
              {line.receipt && (
                <>
                  {" "}
                  (<a href={line.receipt.href}>{m.calendar_receipt_number({ number: line.receipt.number })}</a>)
                </>
              )}
            </span>
          ))}
        </dd>
        <dt className="font-semibold">{m.owner_email()}</dt>
        <dd>
          <a href={`mailto:${booking.email}`}>{booking.email}</a>
        </dd>
        <dt className="font-semibold">{m.owner_phone()}</dt>
        <dd>
          {booking.phone ? (
            <a href={`tel:${booking.phone.replace(/[^+\d]/g, "")}`}>{booking.phone}</a>
          ) : (
            m.owner_not_given()
          )}
        </dd>
        <dt className="font-semibold">{m.calendar_account()}</dt>
        <dd>
          {account ? (
            <>
              {account.name || account.email} ({account.roleLabel})
              {account.role === "client" && (
                <span className="block text-sm text-slate-700">
                  {m.calendar_blueprint_done({ count: phasesDone.length })}
                  {phasesDone.length > 0
                    ? ` (${phasesDone.map((phase) => m.calendar_phase_number({ phase })).join(", ")})`
                    : ""}
                </span>
              )}
            </>
          ) : (
            m.calendar_no_account()
          )}
        </dd>
      </dl>
      {money.payments.length > 0 && (
        <PaymentsPanel
          money={money}
          owner
          refundForm={
            <RefundForm
              money={money}
              refundKey={refundKey}
              lastResult={outcome?.form === "refund" ? outcome.result : undefined}
            />
          }
        />
      )}
      <h2 className="mt-8 text-xl font-bold text-brand-900">{m.calendar_message()}</h2>
      <p className="mt-2 whitespace-pre-wrap text-slate-800">{booking.message || m.calendar_no_message()}</p>
      {booking.phase && (
        <section aria-labelledby="answers-heading" className="mt-8">
          <h2 id="answers-heading" className="text-xl font-bold text-brand-900">
            {m.calendar_key_answers({ phase: booking.phase })}
          </h2>
          {answers.length === 0 ? (
            <p className="mt-2 text-slate-700">{m.calendar_no_answers()}</p>
          ) : (
            <dl className="mt-2 space-y-3">
              {answers.map((a) => (
                <div key={a.label}>
                  <dt className="font-semibold">{a.label}</dt>
                  <dd className="whitespace-pre-wrap text-slate-800">{a.answer}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      )}
      {(booking.status === "pending" || booking.status === "pending_payment") && (
        <p className="mt-10 card">
          {booking.status === "pending" ? m.calendar_held_pending() : m.calendar_held_payment()}
        </p>
      )}
      {booking.status !== "cancelled" && booking.status !== "pending" && booking.status !== "pending_payment" && (
        <section aria-labelledby="actions-heading" className="mt-10">
          <h2 id="actions-heading" className="text-xl font-bold text-brand-900">
            {m.calendar_actions()}
          </h2>
          <div className="mt-4 flex flex-wrap gap-3">
            {booking.status !== "completed" && (
              <Form method="post">
                <button className="btn-secondary" type="submit" name="intent" value="completed">
                  {m.calendar_mark_completed()}
                </button>
              </Form>
            )}
            {booking.status !== "no_show" && booking.past && (
              <Form method="post">
                <button className="btn-secondary" type="submit" name="intent" value="no_show">
                  {m.calendar_mark_no_show()}
                </button>
              </Form>
            )}
            {booking.status !== "confirmed" && (
              <Form method="post">
                <button className="btn-secondary" type="submit" name="intent" value="confirmed">
                  {m.calendar_mark_upcoming()}
                </button>
              </Form>
            )}
            {booking.status === "confirmed" && (
              <Form method="post">
                <button className="btn-secondary" type="submit" name="intent" value="cancel">
                  {money.paidCents > 0 ? m.calendar_cancel_refund() : m.calendar_cancel()}
                </button>
              </Form>
            )}
            {booking.status === "confirmed" && money.paidCents > 0 && (
              <Form method="post">
                <button className="btn-secondary" type="submit" name="intent" value="cancel-for-client">
                  {m.calendar_cancel_for_client()}
                </button>
              </Form>
            )}
          </div>
          {booking.status === "confirmed" && (
            <MoveForm zone={timeZone} lastResult={outcome?.form === "move" ? outcome.result : undefined} />
          )}
        </section>
      )}
    </div>
  );
}

/** The owner moves the booking to a new start, in the business time zone. */
function MoveForm({ zone, lastResult }: { zone: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { formProps, fields, summary } = useSchemaForm({ id: "move", schema: MoveBookingSchema, lastResult });
  return (
    <Form method="post" {...formProps} className="card mt-6 space-y-3">
      <SchemaFormSummary {...summary} />
      <input type="hidden" name="intent" value="move" />
      <div className="flex flex-wrap items-end gap-3">
        <Field
          {...fieldProps(fields.start)}
          label={m.calendar_new_start({ zone: zone.replaceAll("_", " ") })}
          type="datetime-local"
        />
        <button className="btn-primary" type="submit">
          {m.calendar_move()}
        </button>
      </div>
    </Form>
  );
}
