import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import { dateIn, formatTime } from "~/booking/availability";
import { BlockedTimeSchema } from "~/booking/blocked-time-form";
import {
  addBusyCalendar,
  listBusyCalendars,
  removeBusyCalendar,
  syncBusyCalendar,
} from "~/booking/busy-calendars.server";
import { timeZoneChoices } from "~/booking/calendar-view.server";
import { WeeklyHoursForm } from "~/booking/components/weekly-hours-form";
import { DateOverrideSchema } from "~/booking/date-override-form";
import { mapLink, missingPlace, placeLabel } from "~/booking/places";
import { PlacesFormSchema } from "~/booking/places-form";
import { getPlaceSettings } from "~/booking/present.server";
import {
  addBlockedTime,
  createFeedToken,
  formatRanges,
  loadSetup,
  removeBlockedTime,
  removeOverride,
  revokeFeedToken,
  saveOverride,
  savePlaces,
  saveTimeZone,
  saveWeeklyHours,
  weeklyHoursValues,
} from "~/booking/setup.server";
import { TimeZoneSchema } from "~/booking/time-zone-form";
import { typeName } from "~/booking/type-language";
import { isRowKey, postedRows, WeeklyHoursSchema, type WeeklyRows } from "~/booking/weekly-hours-form";
import { ActionButton } from "~/components/ui/action-button";
import { Field } from "~/components/ui/field";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { SMALL_FORM_BYTES } from "~/lib/body-limits";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { FieldErrors } from "~/lib/form-errors";
import { actionFailure, HttpError, readBoundedText } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { parseSubmission, submissionErrors } from "~/lib/submission";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/setup";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.calendar_setup_title(), noindex: true });

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const db = await getDb();
  const now = new Date();
  const [setup, calendars, places] = await Promise.all([
    loadSetup(db, now),
    listBusyCalendars(db, now),
    getPlaceSettings(db),
  ]);
  const tz = setup.timeZone;
  return {
    timeZone: tz,
    zones: timeZoneChoices(tz),
    weekly: weeklyHoursValues(setup.rules),
    places: { ...places, mapLink: places.studioAddress ? mapLink(places.studioAddress) : null },
    overrides: [...new Set(setup.overrides.map((o) => o.date))].map((date) => {
      const rows = setup.overrides.filter((o) => o.date === date);
      const open = rows.filter((r) => r.startMinute !== null) as { startMinute: number; endMinute: number }[];
      return { date, hours: open.length ? formatRanges(open) : m.calendar_closed(), note: rows[0]?.note ?? "" };
    }),
    blocked: setup.blocked.map((b) => ({
      id: b.id,
      label: `${dateIn(b.startsAt, tz)} ${formatTime(b.startsAt, tz)} – ${dateIn(b.endsAt, tz)} ${formatTime(b.endsAt, tz)}`,
      note: b.note,
    })),
    types: setup.types.map((t) => ({
      id: t.id,
      name: typeName(t),
      slug: t.slug,
      durationMinutes: t.durationMinutes,
      active: t.active,
      phaseReview: t.phaseReview,
      place: placeLabel(t.locationKind),
      missing: t.active ? missingPlace(t, places) : null,
    })),
    calendars,
    feedUrl: setup.feedToken ? `${getEnv().BASE_URL}/calendar-feed/${setup.feedToken}.ics` : null,
  };
}

/** The set-up's forms with fields, each read with its own schema (app/booking/*-form.ts). */
type SetupForm = "hours" | "places" | "override" | "block" | "timezone";

type SetupResult = {
  ok: boolean;
  message: string;
  /** The form that was sent, and Conform's result for it: its refused fields, or a reset after a save. */
  form?: SetupForm;
  result?: SubmissionResult<string[]>;
  /** A refused weekly hours form: the rows as sent, with an error per row. */
  hours?: { values: WeeklyRows; errors: FieldErrors };
};

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(await readBoundedText(args.request, SMALL_FORM_BYTES.bookingSetup));
  } catch (error) {
    if (error instanceof HttpError)
      return data<SetupResult>({ ok: false, message: error.detail }, { status: error.status });
    throw error;
  }
  const db = await getDb();
  const value = (key: string) => form.get(key) ?? "";
  try {
    switch (value("intent")) {
      case "hours": {
        const submission = parseSubmission(form, WeeklyHoursSchema);
        if (submission.status !== "success") {
          const result = submission.reply();
          const errors = submissionErrors(result);
          const rows = Object.keys(errors).filter(isRowKey).length;
          return data<SetupResult>(
            {
              ok: false,
              message: rows > 0 ? m.calendar_hours_not_saved({ count: rows }) : Object.values(errors).join(" "),
              form: "hours",
              result,
              hours: { values: postedRows((name) => form.getAll(name)), errors },
            },
            { status: 400 },
          );
        }
        await saveWeeklyHours(db, submission.value.rules);
        return { ok: true, message: m.calendar_hours_saved() };
      }
      case "places": {
        const submission = parseSubmission(form, PlacesFormSchema);
        if (submission.status !== "success") return refused("places", submission.reply());
        await savePlaces(db, submission.value);
        return saved("places", m.calendar_places_saved(), submission.reply());
      }
      case "override": {
        const submission = parseSubmission(form, DateOverrideSchema);
        if (submission.status !== "success") return refused("override", submission.reply());
        await saveOverride(db, submission.value);
        return saved("override", m.calendar_override_saved(), submission.reply({ resetForm: true }));
      }
      case "remove-override":
        await removeOverride(db, value("date"));
        return { ok: true, message: m.calendar_override_removed() };
      case "block": {
        const submission = parseSubmission(form, BlockedTimeSchema);
        if (submission.status !== "success") return refused("block", submission.reply());
        const { from, until, note } = submission.value;
        try {
          await addBlockedTime(db, from, until, note);
        } catch (error) {
          // The two ends as instants in the business time zone (the clocks changing between them): the server's.
          if (!(error instanceof HttpError)) throw error;
          return refused("block", submission.reply({ fieldErrors: { until: [error.detail] } }));
        }
        return saved("block", m.calendar_time_blocked(), submission.reply({ resetForm: true }));
      }
      case "unblock": {
        await removeBlockedTime(db, idOf(value("id")));
        return { ok: true, message: m.calendar_time_unblocked() };
      }
      case "timezone": {
        const submission = parseSubmission(form, TimeZoneSchema);
        if (submission.status !== "success") return refused("timezone", submission.reply());
        await saveTimeZone(db, submission.value.timeZone);
        return saved("timezone", m.calendar_tz_saved(), submission.reply());
      }
      case "feed":
        await createFeedToken(db);
        return { ok: true, message: m.calendar_feed_created() };
      case "add-calendar": {
        const added = await addBusyCalendar(db, { name: value("name"), url: value("url") }, new Date());
        if (!added.ok) return data({ ok: false, message: added.message }, { status: 400 });
        return { ok: true, message: m.calendar_calendar_added({ name: added.calendar.name, summary: added.summary }) };
      }
      case "sync-calendar": {
        const id = idOf(value("id"));
        const outcome = await syncBusyCalendar(db, id, new Date(), { force: true });
        const [calendar] = (await listBusyCalendars(db, new Date())).filter((c) => c.id === id);
        if (!calendar) return data({ ok: false, message: m.calendar_calendar_gone() }, { status: 404 });
        if (outcome === "skipped") return { ok: true, message: m.calendar_calendar_syncing({ name: calendar.name }) };
        return outcome === "failed"
          ? data({ ok: false, message: m.calendar_calendar_summary(calendar) }, { status: 400 })
          : { ok: true, message: `${m.calendar_calendar_summary(calendar)}.` };
      }
      case "remove-calendar":
        if (!(await removeBusyCalendar(db, idOf(value("id"))))) {
          return data({ ok: false, message: m.calendar_calendar_gone() }, { status: 404 });
        }
        return { ok: true, message: m.calendar_calendar_removed() };
      case "revoke-feed":
        await revokeFeedToken(db);
        return { ok: true, message: m.calendar_feed_revoked() };
      default:
        return data({ ok: false, message: m.owner_invalid_request() }, { status: 400 });
    }
  } catch (error) {
    const { status, message } = actionFailure(error, args.request, { intent: value("intent") });
    return data({ ok: false, message }, { status });
  }
}

/** A form's refusal, shown in that form: Conform's result, and its messages in one sentence for other callers. */
function refused(form: SetupForm, result: SubmissionResult<string[]>, status = 400) {
  const message = Object.values(submissionErrors(result)).join(" ");
  return data<SetupResult>({ ok: false, message, form, result }, { status });
}

/** A form's save: the confirmation at the top of the page, and Conform's result (a reset, for the forms that add). */
function saved(form: SetupForm, message: string, result: SubmissionResult<string[]>): SetupResult {
  return { ok: true, message, form, result };
}

function idOf(value: string) {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new HttpError(400, m.owner_invalid_request());
  return id;
}

export default function BookingSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { timeZone, zones, weekly, places, overrides, blocked, types, calendars, feedUrl } = loaderData;
  const result: SetupResult | undefined = actionData;
  /** Conform's last result for one of the forms: each form shows its own refusal, beside its fields. */
  const lastResult = (form: SetupForm) => (result?.form === form ? result.result : undefined);
  return (
    <div className="container-page max-w-4xl py-12">
      <p>
        <Link to="/admin/booking">{m.calendar_back()}</Link>
      </p>
      <h1 className="mt-4 font-serif text-4xl font-bold text-brand-900">{m.calendar_setup_title()}</h1>
      <div aria-live="polite">
        <OutcomeMessage outcome={result?.form && !result.ok ? null : result} className="mt-4" />
      </div>

      <section aria-labelledby="types-heading" className="mt-8">
        <h2 id="types-heading" className="text-2xl font-bold text-brand-900">
          {m.calendar_types_heading()}
        </h2>
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {types.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <span>
                <strong>{t.name}</strong> · {t.durationMinutes} min · {t.place} · /book/{t.slug}
                {t.phaseReview ? m.calendar_clients_only() : ""}
                {t.active ? "" : m.calendar_hidden()}
                {t.missing && <span className="block text-sm text-red-800">{t.missing}</span>}
              </span>
              <Link to={`/admin/booking/types/${t.id}`} aria-label={m.calendar_edit_label({ name: t.name })}>
                {m.calendar_edit()}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="hours-heading" className="card mt-8">
        <h2 id="hours-heading" className="text-2xl font-bold text-brand-900">
          {m.calendar_hours_heading()}
        </h2>
        <WeeklyHoursForm
          values={result?.hours?.values ?? weekly}
          lastResult={lastResult("hours")}
          timeZoneLabel={timeZone.replaceAll("_", " ")}
        />
      </section>

      <section aria-labelledby="places-heading" className="card mt-8">
        <h2 id="places-heading" className="text-2xl font-bold text-brand-900">
          {m.calendar_places_heading()}
        </h2>
        <p className="mt-1 text-slate-700">{m.calendar_places_intro()}</p>
        <PlacesForm places={places} lastResult={lastResult("places")} />
      </section>

      <section aria-labelledby="overrides-heading" className="card mt-8">
        <h2 id="overrides-heading" className="text-2xl font-bold text-brand-900">
          {m.calendar_overrides_heading()}
        </h2>
        <p className="mt-1 text-slate-700">{m.calendar_overrides_intro()}</p>
        {overrides.length > 0 && (
          <ul className="mt-4 space-y-2">
            {overrides.map((o) => (
              <li key={o.date} className="flex flex-wrap items-center gap-3">
                <span>
                  <strong>{o.date}</strong>
                  {m.owner_colon()} {o.hours}
                  {o.note ? ` (${o.note})` : ""}
                </span>
                <ActionButton
                  intent="remove-override"
                  fields={{ date: o.date }}
                  aria-label={m.calendar_remove_override_label({ date: o.date })}
                >
                  {m.calendar_remove()}
                </ActionButton>
              </li>
            ))}
          </ul>
        )}
        <DateOverrideForm lastResult={lastResult("override")} />
      </section>

      <section aria-labelledby="blocked-heading" className="card mt-8">
        <h2 id="blocked-heading" className="text-2xl font-bold text-brand-900">
          {m.calendar_blocked_heading()}
        </h2>
        {blocked.length > 0 && (
          <ul className="mt-4 space-y-2">
            {blocked.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center gap-3">
                <span>
                  {b.label}
                  {b.note ? ` (${b.note})` : ""}
                </span>
                <ActionButton
                  intent="unblock"
                  fields={{ id: b.id }}
                  aria-label={m.calendar_unblock_label({ label: b.label })}
                >
                  {m.calendar_unblock()}
                </ActionButton>
              </li>
            ))}
          </ul>
        )}
        <BlockedTimeForm lastResult={lastResult("block")} />
      </section>

      <section aria-labelledby="busy-calendars-heading" className="card mt-8">
        <h2 id="busy-calendars-heading" className="text-2xl font-bold text-brand-900">
          {m.calendar_busy_heading()}
        </h2>
        <p className="mt-1 text-slate-700">{m.calendar_busy_intro()}</p>
        {calendars.length > 0 && (
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {calendars.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <strong>{c.name}</strong>
                  <p className={c.failing ? "text-red-800" : "text-slate-700"}>{c.summary}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <ActionButton
                    intent="sync-calendar"
                    fields={{ id: c.id }}
                    aria-label={m.calendar_sync_now_label({ name: c.name })}
                  >
                    {m.calendar_sync_now()}
                  </ActionButton>
                  <ActionButton
                    intent="remove-calendar"
                    fields={{ id: c.id }}
                    aria-label={m.calendar_remove_label({ name: c.name })}
                  >
                    {m.calendar_remove()}
                  </ActionButton>
                </div>
              </li>
            ))}
          </ul>
        )}
        {/* A new key once a calendar is added empties the form; a refused address stays there to correct. */}
        <Form key={calendars.length} method="post" className="mt-4 grid gap-3 sm:grid-cols-[1fr_2fr]">
          <input type="hidden" name="intent" value="add-calendar" />
          <Field
            id="calendar-name"
            name="name"
            label={m.calendar_name()}
            maxLength={100}
            placeholder={m.calendar_calendar_placeholder()}
          />
          <Field
            id="calendar-url"
            name="url"
            label={m.calendar_ics_label()}
            hint={m.calendar_ics_hint()}
            type="url"
            maxLength={2000}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
          />
          <div>
            <button type="submit" className="btn-primary">
              {m.calendar_add_calendar()}
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="tz-heading" className="card mt-8">
        <h2 id="tz-heading" className="text-2xl font-bold text-brand-900">
          {m.calendar_tz_heading()}
        </h2>
        <TimeZoneForm timeZone={timeZone} zones={zones} lastResult={lastResult("timezone")} />
      </section>

      <section aria-labelledby="feed-heading" className="card mt-8">
        <h2 id="feed-heading" className="text-2xl font-bold text-brand-900">
          {m.calendar_feed_heading()}
        </h2>
        <p className="mt-1 text-slate-700">{m.calendar_feed_intro()}</p>
        {feedUrl && (
          <Field
            id="feed-url"
            label={m.calendar_feed_label()}
            className="mt-3"
            inputClassName="font-mono text-sm"
            required={false}
            readOnly
            value={feedUrl}
          />
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <ActionButton intent="feed" className="btn-primary">
            {feedUrl ? m.calendar_feed_new() : m.calendar_feed_create()}
          </ActionButton>
          {feedUrl && <ActionButton intent="revoke-feed">{m.calendar_feed_revoke()}</ActionButton>}
        </div>
      </section>
    </div>
  );
}

/** The studio's address and the meeting link; the stored ones are the form's starting values. */
function PlacesForm({
  places,
  lastResult,
}: {
  places: { studioAddress: string; meetingLink: string; mapLink: string | null };
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { formProps, fields, summary } = useSchemaForm({
    id: "places",
    schema: PlacesFormSchema,
    lastResult,
    defaultValue: { studioAddress: places.studioAddress, meetingLink: places.meetingLink },
  });
  return (
    <Form method="post" {...formProps} className="mt-4 space-y-4">
      <SchemaFormSummary {...summary} />
      <input type="hidden" name="intent" value="places" />
      <Field
        {...fieldProps(fields.studioAddress)}
        as="textarea"
        label={m.calendar_studio_address_label()}
        hint={m.calendar_studio_address_hint()}
        required={false}
        maxLength={300}
        inputClassName="min-h-24"
      />
      {places.mapLink && (
        <p>
          <a href={places.mapLink} target="_blank" rel="noreferrer">
            {m.calendar_map_check()}
            <span className="sr-only">{m.booking_new_tab()}</span>
          </a>
        </p>
      )}
      <Field
        {...fieldProps(fields.meetingLink)}
        label={m.calendar_meeting_label()}
        hint={m.calendar_meeting_hint()}
        type="url"
        inputMode="url"
        required={false}
        maxLength={300}
        spellCheck={false}
      />
      <button type="submit" className="btn-primary">
        {m.calendar_save_places()}
      </button>
    </Form>
  );
}

/** A date's own hours (none closes it); emptied once saved, as the date joins the list above. */
function DateOverrideForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { formProps, fields, summary } = useSchemaForm({ id: "override", schema: DateOverrideSchema, lastResult });
  return (
    <Form method="post" {...formProps} className="mt-4 grid gap-3 sm:grid-cols-3">
      <div className="empty:hidden sm:col-span-3">
        <SchemaFormSummary {...summary} fieldIds={{ note: "override-note" }} />
      </div>
      <input type="hidden" name="intent" value="override" />
      <Field {...fieldProps(fields.date)} label={m.calendar_date()} type="date" />
      <Field
        {...fieldProps(fields.hours)}
        label={m.calendar_hours()}
        placeholder={m.calendar_closed()}
        required={false}
        maxLength={200}
      />
      <Field
        {...fieldProps(fields.note)}
        id="override-note"
        label={m.calendar_note()}
        required={false}
        maxLength={200}
      />
      <div>
        <button type="submit" className="btn-primary">
          {m.calendar_save_date()}
        </button>
      </div>
    </Form>
  );
}

/** A stretch of time no one can book; emptied once saved, as it joins the list above. */
function BlockedTimeForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { formProps, fields, summary } = useSchemaForm({ id: "block", schema: BlockedTimeSchema, lastResult });
  return (
    <Form method="post" {...formProps} className="mt-4 grid gap-3 sm:grid-cols-3">
      <div className="empty:hidden sm:col-span-3">
        <SchemaFormSummary {...summary} fieldIds={{ note: "block-note" }} />
      </div>
      <input type="hidden" name="intent" value="block" />
      <Field {...fieldProps(fields.from)} label={m.calendar_block_from()} type="datetime-local" />
      <Field {...fieldProps(fields.until)} label={m.calendar_block_until()} type="datetime-local" />
      <Field {...fieldProps(fields.note)} id="block-note" label={m.calendar_note()} required={false} maxLength={200} />
      <div>
        <button type="submit" className="btn-primary">
          {m.calendar_block_time()}
        </button>
      </div>
    </Form>
  );
}

/** The business time zone, from the list of zones. */
function TimeZoneForm({
  timeZone,
  zones,
  lastResult,
}: {
  timeZone: string;
  zones: string[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { formProps, fields, summary } = useSchemaForm({
    id: "timezone",
    schema: TimeZoneSchema,
    lastResult,
    defaultValue: { timeZone },
  });
  return (
    <Form method="post" {...formProps} className="mt-4 space-y-3">
      <SchemaFormSummary {...summary} />
      <input type="hidden" name="intent" value="timezone" />
      <div className="flex flex-wrap items-end gap-3">
        {/* A select always has a choice: `required` would ask for an empty first option (Nu HTML checker). */}
        <Field {...fieldProps(fields.timeZone)} as="select" required={false} label={m.calendar_tz_label()}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </Field>
        <button type="submit" className="btn-primary">
          {m.calendar_tz_save()}
        </button>
      </div>
    </Form>
  );
}
