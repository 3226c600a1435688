import type { SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { data, Form, Link, redirect } from "react-router";
import { formatDateTimeLong } from "~/booking/availability";
import { bookingRefusal, bookSession, depositDue, sessionTypeForRequest } from "~/booking/booking.server";
import { bookingFormSchema } from "~/booking/booking-form";
import { calendarHref } from "~/booking/components/booking-calendar";
import { LateChangeNotice } from "~/booking/components/late-change-notice";
import { SessionFacts } from "~/booking/components/session-facts";
import { sessionPlace } from "~/booking/places";
import { policyRule, policyWords } from "~/booking/policy";
import { bookingContact } from "~/booking/present.server";
import { depositWords, sessionPrice } from "~/booking/price";
import { bookingToken } from "~/booking/tokens.server";
import { typeIn } from "~/booking/type-language";
import { Field } from "~/components/ui/field";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { SMALL_FORM_BYTES } from "~/lib/body-limits";
import { getDb } from "~/lib/db.server";
import { assertSameOrigin, clientIp, HttpError, readBoundedText } from "~/lib/http.server";
import { localizedHref } from "~/lib/i18n/locale";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { getUser } from "~/lib/session.server";
import { getSettings, isTimeZone } from "~/lib/settings.server";
import { formRefusal, parseSubmission } from "~/lib/submission";
import { m } from "~/paraglide/messages";
import { balancesFor, creditsLeftWords, usableCredit } from "~/payments/packages.server";
import { vatNoteFor, withVatNote } from "~/payments/vat.server";
import type { Route } from "./+types/details";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.booking_details_meta_title(), noindex: true });

function readChoice(url: URL) {
  const start = url.searchParams.get("start") ?? "";
  const tz = url.searchParams.get("tz") ?? "";
  const phase = url.searchParams.get("phase");
  const date = new Date(start);
  return {
    start: Number.isNaN(date.getTime()) || start.length > 40 ? null : date,
    tz: tz.length <= 64 && isTimeZone(tz) ? tz : null,
    phase: phase && /^[1-4]$/.test(phase) ? phase : null,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const db = await getDb();
  const stored = await sessionTypeForRequest(db, args.params.slug, args.context);
  if (!stored?.active) throw data(null, { status: 404 });
  const type = typeIn(stored, serverLocale());
  const choice = readChoice(new URL(args.request.url));
  const settings = await getSettings(db, ["businessTimeZone", "billing", "bookingPlaces"]);
  const timeZone = choice.tz ?? settings.businessTimeZone;
  const user = await getUser(args);
  const calendarUrl = calendarHref(localizedHref(`/book/${type.slug}`, serverLocale()), {
    phase: choice.phase,
    tz: timeZone,
  });
  if (!choice.start) throw redirect(calendarUrl);
  const vatNote = vatNoteFor(settings.billing);
  return {
    type: {
      slug: type.slug,
      name: type.name,
      description: type.description,
      durationMinutes: type.durationMinutes,
      place: sessionPlace(type, settings.bookingPlaces),
      priceLabel: withVatNote(sessionPrice(type), type, vatNote),
      changes: policyRule(type),
      locationKind: type.locationKind,
    },
    /** What changing it will be like, were it booked now. */
    policy: policyWords(choice.start, type, new Date(), timeZone),
    contact: bookingContact(),
    start: choice.start.toISOString(),
    when: formatDateTimeLong(choice.start, timeZone),
    timeZone,
    phase: choice.phase,
    refusal: await bookingRefusal(db, type, user, choice.phase ? Number(choice.phase) : null),
    /** Paid online to book (Stripe Checkout), in words; null when nothing is. */
    deposit: depositDue(type) ? depositWords(type, depositDue(type)) : null,
    calendarUrl,
    prefill: user ? { name: user.name, email: user.email } : null,
    /** A package credit that pays for this session (booked with the account's own address). */
    credit: user ? creditOffer(usableCredit(await balancesFor(db, user.id, new Date()), type.id)) : null,
  };
}

function creditOffer(credit: ReturnType<typeof usableCredit>) {
  return credit ? { packageName: credit.name, left: creditsLeftWords(credit) } : null;
}

type ActionData = {
  /** Conform's answer to the form: the refused fields, and what was typed (kept without JavaScript). */
  result?: SubmissionResult<string[]>;
  /** A refusal only the server can make (the time just taken, too many bookings), said above the form. */
  error?: string;
  received?: boolean;
  alternatives?: { start: string; label: string }[];
};

export async function action(args: Route.ActionArgs) {
  const db = await getDb();
  const type = await sessionTypeForRequest(db, args.params.slug, args.context);
  if (!type?.active) throw data(null, { status: 404 });
  let form: URLSearchParams;
  try {
    assertSameOrigin(args.request);
    form = new URLSearchParams(await readBoundedText(args.request, SMALL_FORM_BYTES.bookingDetails));
  } catch (error) {
    if (error instanceof HttpError) {
      return data<ActionData>({ result: formRefusal(error.detail) }, { status: error.status });
    }
    throw error;
  }
  const submission = parseSubmission(form, bookingFormSchema(type));
  if (submission.status !== "success") return data<ActionData>({ result: submission.reply() }, { status: 400 });
  const user = await getUser(args);
  const outcome = await bookSession(type, Object.fromEntries(form), {
    db,
    clientIp: clientIp(args.request),
    user: user ? { id: user.id, role: user.role, email: user.email } : null,
    now: new Date(),
  });
  const result = submission.reply();
  switch (outcome.status) {
    case "booked":
      throw redirect(
        localizedHref(
          `/book/booked/${bookingToken("view", outcome.booking.id, outcome.booking.version)}`,
          serverLocale(),
        ),
      );
    case "checkout":
      // Stripe's hosted page; it comes back to the booked page (paid) or /book/unpaid/… (not).
      throw redirect(outcome.url);
    case "ignored":
      return data<ActionData>({ received: true });
    case "invalid": {
      // The same schema as above: only a change between the two reads could land here.
      const fieldErrors = Object.fromEntries(
        Object.entries(outcome.fields).map(([name, message]) => [name, [message]]),
      );
      return data<ActionData>({ result: submission.reply({ fieldErrors }) }, { status: 400 });
    }
    case "refused":
      return data<ActionData>({ error: outcome.detail, result }, { status: 409 });
    case "rate-limited":
      return data<ActionData>({ error: outcome.detail, result }, { status: 429 });
    case "taken": {
      const { timeZone } = submission.value;
      return data<ActionData>(
        {
          error: m.booking_details_taken({ detail: outcome.detail }),
          result,
          alternatives: outcome.alternatives.map((a) => ({
            start: a.toISOString(),
            label: formatDateTimeLong(a, timeZone),
          })),
        },
        { status: 409 },
      );
    }
  }
}

export default function BookingDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { type, when, start, timeZone, phase, refusal, calendarUrl, prefill, policy, contact, credit } = loaderData;
  // A package credit pays instead of a deposit (bookSession decides the same way).
  const deposit = credit ? null : loaderData.deposit;
  const { locationKind } = type;
  const schema = useMemo(() => bookingFormSchema({ locationKind }), [locationKind]);
  const { formProps, fields, summary } = useSchemaForm({
    id: "booking-details",
    schema,
    lastResult: actionData?.result,
    defaultValue: { name: prefill?.name, email: prefill?.email },
  });
  const localized = useLocalizedHref();
  const detailsHref = (s: string) =>
    calendarHref(localized(`/book/${type.slug}/details`), { phase, start: s, tz: timeZone });
  const optional = <span className="font-normal text-slate-600">{m.booking_details_optional()}</span>;
  return (
    <div className="container-page max-w-3xl py-12">
      <p>
        <Link to={calendarUrl}>{m.booking_details_other_time()}</Link>
      </p>
      <h1 className="mt-4 font-serif text-4xl font-bold text-brand-900">
        {type.name}
        {phase ? m.booking_calendar_phase_suffix({ phase }) : ""}
      </h1>
      <p className="mt-2 text-xl font-semibold text-slate-800">{when}</p>
      <SessionFacts type={type} />
      {credit && !refusal && (
        <p className="alert-success mt-6" data-testid="credit-offer">
          {m.booking_details_credit({ package: credit.packageName, left: credit.left })}
        </p>
      )}
      {policy.changeable ? (
        <p className="mt-6 card">{policy.beforeBooking}</p>
      ) : (
        <LateChangeNotice policy={policy.beforeBooking} contact={contact} tone="note" />
      )}
      <div aria-live="polite" className="mt-6">
        {actionData?.received && (
          <p role="status" className="alert-success">
            {m.booking_details_received()}
          </p>
        )}
        {actionData?.error && (
          <div role="alert" className="alert-danger">
            <p>{actionData.error}</p>
            {actionData.alternatives && actionData.alternatives.length > 0 && (
              <ul className="mt-2 list-disc pl-6">
                {actionData.alternatives.map((a) => (
                  <li key={a.start}>
                    <Link to={detailsHref(a.start)}>{a.label}</Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {refusal ? (
        <p role="alert" className="alert-danger mt-6">
          {refusal}
        </p>
      ) : (
        <Form method="post" {...formProps} className="card mt-6 space-y-4" aria-label={m.booking_details_form()}>
          {/* Each message names its field ("Name is required."), so the summary lists them as they are. */}
          <SchemaFormSummary {...summary} />
          <input type="hidden" name="start" value={start} />
          <input type="hidden" name="timeZone" value={timeZone} />
          {phase && <input type="hidden" name="phase" value={phase} />}
          <Field {...fieldProps(fields.name)} label={m.booking_details_name()} autoComplete="name" maxLength={100} />
          <Field
            {...fieldProps(fields.email)}
            label={m.booking_details_email()}
            type="email"
            autoComplete="email"
            maxLength={254}
          />
          <Field
            {...fieldProps(fields.phone)}
            label={
              <>
                {m.booking_details_phone()}{" "}
                {type.locationKind === "phone" ? (
                  <span className="font-normal text-slate-600">{m.booking_details_phone_call()}</span>
                ) : (
                  optional
                )}
              </>
            }
            type="tel"
            autoComplete="tel"
            required={type.locationKind === "phone"}
            maxLength={40}
          />
          {type.locationKind === "on_location" && (
            <Field
              {...fieldProps(fields.clientAddress)}
              as="textarea"
              label={
                <>
                  {m.booking_details_address()}{" "}
                  <span className="font-normal text-slate-600">{m.booking_details_address_where()}</span>
                </>
              }
              hint={m.booking_details_address_hint()}
              autoComplete="street-address"
              maxLength={300}
              inputClassName="min-h-24"
            />
          )}
          <Field
            {...fieldProps(fields.message)}
            as="textarea"
            label={
              <>
                {m.booking_details_message()} {optional}
              </>
            }
            required={false}
            maxLength={2000}
          />
          <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
            <label htmlFor="website">{m.booking_details_honeypot()}</label>
            <input id="website" name="website" tabIndex={-1} autoComplete="off" />
          </div>
          {deposit && <p className="text-slate-700">{m.booking_details_pay_on_stripe({ deposit })}</p>}
          <button type="submit" className="btn-primary">
            {deposit ? m.booking_details_continue_payment() : m.booking_details_confirm()}
          </button>
        </Form>
      )}
    </div>
  );
}
