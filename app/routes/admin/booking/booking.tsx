import { data, Form, Link } from "react-router";
import { z } from "zod";
import { completedPhases, phaseKeyAnswers } from "~/blueprint/phase-answers.server";
import { formatDateTimeLong } from "~/booking/availability";
import { cancelBooking, getBooking, markBookingOutcome, rescheduleBooking } from "~/booking/booking.server";
import { PlaceDetails } from "~/booking/components/place-details";
import { sessionPlace } from "~/booking/places";
import { getPlaceSettings } from "~/booking/present.server";
import { parseEuros } from "~/booking/price";
import { businessInstant } from "~/booking/setup.server";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { getDb } from "~/lib/db.server";
import { actionFailure, HttpError, readBoundedText } from "~/lib/http.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { accountCard } from "~/lib/users.server";
import { m } from "~/paraglide/messages";
import { PaymentsPanel } from "~/payments/components/payments-panel";
import { formatEuros } from "~/payments/money";
import { creditNoteFor } from "~/payments/packages.server";
import { presentMoney, presentPaidWith } from "~/payments/present.server";
import { receiptsOfBooking } from "~/payments/receipts.server";
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
const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("completed") }),
  z.object({ intent: z.literal("no_show") }),
  z.object({ intent: z.literal("confirmed") }),
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("cancel-for-client") }),
  z.object({
    intent: z.literal("refund"),
    paymentId: z.coerce.number().int().positive().max(2_147_483_647),
    amount: z.string().max(20),
    key: z.uuid(),
  }),
  z.object({ intent: z.literal("retry-refund"), refundId: z.coerce.number().int().positive().max(2_147_483_647) }),
  z.object({ intent: z.literal("move"), start: z.string().max(20) }),
]);

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
      title: booking.phase ? m.booking_title_phase({ name: type.name, phase: booking.phase }) : type.name,
      when: formatDateTimeLong(booking.startsAt, timeZone),
      theirWhen: booking.timeZone !== timeZone ? formatDateTimeLong(booking.startsAt, booking.timeZone) : null,
      durationMinutes: type.durationMinutes,
      place: sessionPlace(type, await getPlaceSettings(db), booking),
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      message: booking.message,
      status: booking.status,
      phase: booking.phase,
      past: booking.startsAt.getTime() < Date.now(),
    },
    account,
    phasesDone,
    answers,
    timeZone,
  };
}

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  const id = IdSchema.safeParse(args.params.id);
  if (!id.success) throw data(null, { status: 404 });
  let fields: Record<string, string>;
  try {
    fields = Object.fromEntries(new URLSearchParams(await readBoundedText(args.request, 4096)));
  } catch (error) {
    if (error instanceof HttpError) return data({ ok: false, message: error.detail }, { status: error.status });
    throw error;
  }
  const parsed = ActionSchema.safeParse(fields);
  if (!parsed.success) return data({ ok: false, message: m.owner_invalid_request() }, { status: 400 });
  const db = await getDb();
  const now = new Date();
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
    if (outcome.status !== "done") return data({ ok: false, message: outcome.detail }, { status: 409 });
    return {
      ok: true,
      message: `${m.calendar_cancelled()}${outcome.refund?.words ? ` ${outcome.refund.words}` : ""}`,
    };
  }
  if (form.intent === "refund") {
    const amountCents = parseEuros(form.amount);
    if (!amountCents) return data({ ok: false, message: m.calendar_refund_amount() }, { status: 400 });
    const [payment] = (await bookingMoney(db, id.data)).payments.filter((p) => p.id === form.paymentId);
    if (!payment) return data({ ok: false, message: m.calendar_refund_not_this() }, { status: 404 });
    try {
      const refund = await requestManualRefund(db, { paymentId: payment.id, amountCents, requestKey: form.key }, now);
      return {
        ok: true,
        message: m.calendar_refund_sent({
          amount: formatEuros(refund.amountCents, serverLocale()),
          name: payment.name,
        }),
      };
    } catch (error) {
      if (error instanceof RefundRefused) return data({ ok: false, message: error.message }, { status: 409 });
      throw error;
    }
  }
  if (form.intent === "retry-refund") {
    const { refunds } = await bookingMoney(db, id.data);
    const retried = refunds.some((r) => r.id === form.refundId) && (await retryRefund(db, form.refundId, now));
    if (!retried) return data({ ok: false, message: m.calendar_refund_not_waiting() }, { status: 409 });
    return { ok: true, message: m.calendar_refund_retried() };
  }
  if (form.intent === "move") {
    let start: Date;
    try {
      start = businessInstant(form.start, await getBusinessTimeZone(db));
    } catch (error) {
      const { status, message } = actionFailure(error, args.request);
      return data({ ok: false, message }, { status });
    }
    const outcome = await rescheduleBooking(db, id.data, start, "owner", now);
    if (outcome.status === "taken") return data({ ok: false, message: m.calendar_move_taken() }, { status: 409 });
    if (outcome.status !== "done") return data({ ok: false, message: outcome.detail }, { status: 409 });
    return { ok: true, message: m.calendar_moved() };
  }
  const changed = await markBookingOutcome(db, id.data, form.intent);
  if (!changed) return data({ ok: false, message: m.calendar_cannot_change() }, { status: 409 });
  const labels = {
    completed: m.calendar_marked_completed,
    no_show: m.calendar_marked_no_show,
    confirmed: m.calendar_marked_upcoming,
  };
  return { ok: true, message: labels[form.intent]() };
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
  return (
    <div className="container-page max-w-3xl py-12">
      <p>
        <Link to="/admin/booking">{m.calendar_all_bookings()}</Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-900">
        {m.calendar_title_name({ title: booking.title, name: booking.name })}
      </h1>
      <OutcomeMessage outcome={actionData} className="mt-4" />
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
              {account.name || account.email} ({account.role})
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
      {money.payments.length > 0 && <PaymentsPanel money={money} refundKey={refundKey} owner />}
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
            <Form method="post" className="card mt-6 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="move" />
              <div>
                <label className="field-label" htmlFor="move-start">
                  {m.calendar_new_start({ zone: timeZone.replaceAll("_", " ") })}
                </label>
                <input className="field-input" type="datetime-local" id="move-start" name="start" required />
              </div>
              <button className="btn-primary" type="submit">
                {m.calendar_move()}
              </button>
            </Form>
          )}
        </section>
      )}
    </div>
  );
}
