import { data, Form, Link } from "react-router";
import { dateIn, formatTime } from "~/booking/availability";
import {
  addBusyCalendar,
  listBusyCalendars,
  removeBusyCalendar,
  syncBusyCalendar,
} from "~/booking/busy-calendars.server";
import { timeZoneChoices } from "~/booking/calendar-view.server";
import { WeeklyHoursForm } from "~/booking/components/weekly-hours-form";
import { mapLink, missingPlace, placeLabel } from "~/booking/places";
import { getPlaceSettings } from "~/booking/present.server";
import {
  addBlockedTime,
  createFeedToken,
  formatRanges,
  loadSetup,
  parseWeeklyHours,
  removeBlockedTime,
  removeOverride,
  revokeFeedToken,
  saveOverride,
  savePlaces,
  saveTimeZone,
  saveWeeklyHours,
  weeklyHoursValues,
} from "~/booking/setup.server";
import { Field } from "~/components/ui/field";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { actionFailure, HttpError, readBoundedText } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
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
      name: t.name,
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

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(await readBoundedText(args.request, 16 * 1024));
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
        const hours = parseWeeklyHours(form);
        const count = Object.keys(hours.errors).length;
        if (count > 0) {
          return data<SetupResult>(
            {
              ok: false,
              message: m.calendar_hours_not_saved({ count }),
              hours: { values: hours.values, errors: hours.errors },
            },
            { status: 400 },
          );
        }
        await saveWeeklyHours(db, hours.rules);
        return { ok: true, message: m.calendar_hours_saved() };
      }
      case "places": {
        const saved = await savePlaces(db, {
          studioAddress: value("studioAddress"),
          meetingLink: value("meetingLink"),
        });
        if (!saved.ok) {
          return data<SetupResult>(
            {
              ok: false,
              message: Object.values(saved.fields).join(" "),
              places: {
                errors: saved.fields,
                values: { studioAddress: value("studioAddress"), meetingLink: value("meetingLink") },
              },
            },
            { status: 400 },
          );
        }
        return { ok: true, message: m.calendar_places_saved() };
      }
      case "override":
        await saveOverride(db, value("date"), value("hours"), value("note"));
        return { ok: true, message: m.calendar_override_saved() };
      case "remove-override":
        await removeOverride(db, value("date"));
        return { ok: true, message: m.calendar_override_removed() };
      case "block":
        await addBlockedTime(db, value("from"), value("until"), value("note"));
        return { ok: true, message: m.calendar_time_blocked() };
      case "unblock": {
        await removeBlockedTime(db, idOf(value("id")));
        return { ok: true, message: m.calendar_time_unblocked() };
      }
      case "timezone":
        await saveTimeZone(db, value("timeZone"));
        return { ok: true, message: m.calendar_tz_saved() };
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

type SetupResult = {
  ok: boolean;
  message: string;
  /** A refused weekly hours form: the rows as sent, with an error per row. */
  hours?: { values: { start: string; end: string }[][]; errors: Record<string, string> };
  places?: { values: { studioAddress: string; meetingLink: string }; errors: Record<string, string> };
};

function idOf(value: string) {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new HttpError(400, m.owner_invalid_request());
  return id;
}

export default function BookingSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { timeZone, zones, weekly, places, overrides, blocked, types, calendars, feedUrl } = loaderData;
  const result = actionData as SetupResult | undefined;
  return (
    <div className="container-page max-w-4xl py-12">
      <p>
        <Link to="/admin/booking">{m.calendar_back()}</Link>
      </p>
      <h1 className="mt-4 font-serif text-4xl font-bold text-brand-900">{m.calendar_setup_title()}</h1>
      <div aria-live="polite">
        <OutcomeMessage outcome={actionData} className="mt-4" />
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
          errors={result?.hours?.errors ?? {}}
          timeZoneLabel={timeZone.replaceAll("_", " ")}
        />
      </section>

      <section aria-labelledby="places-heading" className="card mt-8">
        <h2 id="places-heading" className="text-2xl font-bold text-brand-900">
          {m.calendar_places_heading()}
        </h2>
        <p className="mt-1 text-slate-700">{m.calendar_places_intro()}</p>
        <Form method="post" className="mt-4 space-y-4" key={JSON.stringify(places)}>
          <input type="hidden" name="intent" value="places" />
          <Field
            as="textarea"
            id="studioAddress"
            label={m.calendar_studio_address_label()}
            hint={m.calendar_studio_address_hint()}
            required={false}
            maxLength={300}
            inputClassName="min-h-24"
            defaultValue={result?.places?.values.studioAddress ?? places.studioAddress}
            error={result?.places?.errors.studioAddress}
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
            id="meetingLink"
            label={m.calendar_meeting_label()}
            hint={m.calendar_meeting_hint()}
            type="url"
            inputMode="url"
            required={false}
            maxLength={300}
            spellCheck={false}
            defaultValue={result?.places?.values.meetingLink ?? places.meetingLink}
            error={result?.places?.errors.meetingLink}
          />
          <button type="submit" className="btn-primary">
            {m.calendar_save_places()}
          </button>
        </Form>
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
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-override" />
                  <input type="hidden" name="date" value={o.date} />
                  <button
                    type="submit"
                    className="btn-secondary"
                    aria-label={m.calendar_remove_override_label({ date: o.date })}
                  >
                    {m.calendar_remove()}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-3">
          <input type="hidden" name="intent" value="override" />
          <div>
            <label className="field-label" htmlFor="override-date">
              {m.calendar_date()}
            </label>
            <input className="field-input" type="date" id="override-date" name="date" required />
          </div>
          <div>
            <label className="field-label" htmlFor="override-hours">
              {m.calendar_hours()}
            </label>
            <input
              className="field-input"
              id="override-hours"
              name="hours"
              placeholder={m.calendar_closed()}
              maxLength={200}
            />
          </div>
          <div>
            <label className="field-label" htmlFor="override-note">
              {m.calendar_note()}
            </label>
            <input className="field-input" id="override-note" name="note" maxLength={200} />
          </div>
          <div>
            <button type="submit" className="btn-primary">
              {m.calendar_save_date()}
            </button>
          </div>
        </Form>
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
                <Form method="post">
                  <input type="hidden" name="intent" value="unblock" />
                  <input type="hidden" name="id" value={b.id} />
                  <button
                    type="submit"
                    className="btn-secondary"
                    aria-label={m.calendar_unblock_label({ label: b.label })}
                  >
                    {m.calendar_unblock()}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-3">
          <input type="hidden" name="intent" value="block" />
          <div>
            <label className="field-label" htmlFor="block-from">
              {m.calendar_block_from()}
            </label>
            <input className="field-input" type="datetime-local" id="block-from" name="from" required />
          </div>
          <div>
            <label className="field-label" htmlFor="block-until">
              {m.calendar_block_until()}
            </label>
            <input className="field-input" type="datetime-local" id="block-until" name="until" required />
          </div>
          <div>
            <label className="field-label" htmlFor="block-note">
              {m.calendar_note()}
            </label>
            <input className="field-input" id="block-note" name="note" maxLength={200} />
          </div>
          <div>
            <button type="submit" className="btn-primary">
              {m.calendar_block_time()}
            </button>
          </div>
        </Form>
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
                  <Form method="post">
                    <input type="hidden" name="intent" value="sync-calendar" />
                    <input type="hidden" name="id" value={c.id} />
                    <button
                      type="submit"
                      className="btn-secondary"
                      aria-label={m.calendar_sync_now_label({ name: c.name })}
                    >
                      {m.calendar_sync_now()}
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-calendar" />
                    <input type="hidden" name="id" value={c.id} />
                    <button
                      type="submit"
                      className="btn-secondary"
                      aria-label={m.calendar_remove_label({ name: c.name })}
                    >
                      {m.calendar_remove()}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
        {/* A new key once a calendar is added empties the form; a refused address stays there to correct. */}
        <Form key={calendars.length} method="post" className="mt-4 grid gap-3 sm:grid-cols-[1fr_2fr]">
          <input type="hidden" name="intent" value="add-calendar" />
          <div>
            <label className="field-label" htmlFor="calendar-name">
              {m.calendar_name()}
            </label>
            <input
              className="field-input"
              id="calendar-name"
              name="name"
              required
              maxLength={100}
              placeholder={m.calendar_calendar_placeholder()}
            />
          </div>
          <div>
            <label className="field-label" htmlFor="calendar-url">
              {m.calendar_ics_label()}
            </label>
            <input
              className="field-input"
              type="url"
              id="calendar-url"
              name="url"
              required
              maxLength={2000}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
              aria-describedby="calendar-url-hint"
            />
            <p id="calendar-url-hint" className="mt-1 text-sm text-slate-700">
              {m.calendar_ics_hint()}
            </p>
          </div>
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
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="timezone" />
          <div>
            <label className="field-label" htmlFor="business-tz">
              {m.calendar_tz_label()}
            </label>
            <select className="field-input" id="business-tz" name="timeZone" defaultValue={timeZone}>
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll("_", " ")}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-primary">
            {m.calendar_tz_save()}
          </button>
        </Form>
      </section>

      <section aria-labelledby="feed-heading" className="card mt-8">
        <h2 id="feed-heading" className="text-2xl font-bold text-brand-900">
          {m.calendar_feed_heading()}
        </h2>
        <p className="mt-1 text-slate-700">{m.calendar_feed_intro()}</p>
        {feedUrl && (
          <p className="mt-3">
            <label className="field-label" htmlFor="feed-url">
              {m.calendar_feed_label()}
            </label>
            <input className="field-input font-mono text-sm" id="feed-url" readOnly value={feedUrl} />
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="feed" />
            <button type="submit" className="btn-primary">
              {feedUrl ? m.calendar_feed_new() : m.calendar_feed_create()}
            </button>
          </Form>
          {feedUrl && (
            <Form method="post">
              <input type="hidden" name="intent" value="revoke-feed" />
              <button type="submit" className="btn-secondary">
                {m.calendar_feed_revoke()}
              </button>
            </Form>
          )}
        </div>
      </section>
    </div>
  );
}
