import { data, Form, Link } from "react-router";
import { z } from "zod";
import { fieldErrors } from "~/booking/booking.server";
import { rulesConflict } from "~/booking/policy";
import { getSessionType, SessionTypeSchema, updateSessionType } from "~/booking/setup.server";
import { Field } from "~/components/ui/field";
import { LOCATION_KINDS } from "~/lib/db/schema";
import { getDb } from "~/lib/db.server";
import { HttpError, readBoundedText } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { m } from "~/paraglide/messages";
import { paymentsEnabled } from "~/payments/stripe.server";
import type { Route } from "./+types/session-type";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.calendar_session_type(), noindex: true });

const LOCATION_LABELS = {
  studio: m.calendar_place_studio,
  on_location: m.calendar_place_on_location,
  video: m.calendar_place_video,
  phone: m.calendar_place_phone,
} as const;

const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const id = IdSchema.safeParse(args.params.id);
  if (!id.success) throw data(null, { status: 404 });
  const type = await getSessionType(await getDb(), id.data);
  if (!type) throw data(null, { status: 404 });
  return {
    type: {
      ...type,
      minNoticeHours: Math.round(type.minNoticeMinutes / 60),
      createdAt: undefined,
      updatedAt: undefined,
    },
    paymentsOn: paymentsEnabled(),
    /** Some free times would be booked already too late to change online: said next to the two fields. */
    policyWarning: rulesConflict(type)
      ? m.calendar_policy_warning({
          notice: Math.round(type.minNoticeMinutes / 60),
          change: type.clientChangeNoticeHours,
        })
      : null,
  };
}

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  const id = IdSchema.safeParse(args.params.id);
  if (!id.success) throw data(null, { status: 404 });
  let fields: Record<string, string>;
  try {
    fields = Object.fromEntries(new URLSearchParams(await readBoundedText(args.request, 16 * 1024)));
  } catch (error) {
    if (error instanceof HttpError)
      return data({ ok: false, message: error.detail, fields: {} as Record<string, string> }, { status: error.status });
    throw error;
  }
  const parsed = SessionTypeSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return data({ ok: false, message: Object.values(errors).join(" "), fields: errors }, { status: 400 });
  }
  try {
    const saved = await updateSessionType(await getDb(), id.data, parsed.data);
    if (!saved) throw data(null, { status: 404 });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === "23505") {
      return data(
        {
          ok: false,
          message: m.calendar_slug_taken(),
          fields: { slug: m.calendar_slug_taken_short() } as Record<string, string>,
        },
        { status: 400 },
      );
    }
    throw error;
  }
  return { ok: true, message: m.calendar_type_saved(), fields: {} as Record<string, string> };
}

function NumberField({
  id,
  label,
  value,
  hint,
  error,
}: {
  id: string;
  label: string;
  value: number | string;
  hint?: string;
  error?: string;
}) {
  return (
    <div>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        className="field-input"
        id={id}
        name={id}
        inputMode="numeric"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}

export default function SessionTypeEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { type, policyWarning, paymentsOn } = loaderData;
  const errors: Record<string, string | undefined> = actionData?.fields ?? {};
  return (
    <div className="container-page max-w-3xl py-12">
      <p>
        <Link to="/admin/booking/setup">{m.calendar_setup_back()}</Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-900">{type.name}</h1>
      <div aria-live="polite">
        {actionData && (
          <p
            role={actionData.ok ? "status" : "alert"}
            className={`mt-4 ${actionData.ok ? "alert-success" : "alert-danger"}`}
          >
            {actionData.message}
          </p>
        )}
      </div>
      <Form method="post" className="card mt-6 grid gap-4 sm:grid-cols-2">
        <div>
          <label className="field-label" htmlFor="name">
            {m.calendar_name()}
          </label>
          <input className="field-input" id="name" name="name" defaultValue={type.name} maxLength={100} required />
        </div>
        <div>
          <label className="field-label" htmlFor="slug">
            {m.calendar_slug_label()}
          </label>
          <input className="field-input" id="slug" name="slug" defaultValue={type.slug} maxLength={60} required />
        </div>
        <div className="sm:col-span-2">
          <label className="field-label" htmlFor="description">
            {m.calendar_description()}
          </label>
          <textarea
            className="field-input"
            id="description"
            name="description"
            defaultValue={type.description}
            maxLength={1000}
          />
        </div>
        <NumberField
          id="durationMinutes"
          label={m.calendar_duration_label()}
          value={type.durationMinutes}
          error={errors.durationMinutes}
        />
        <div>
          <label className="field-label" htmlFor="price">
            {m.calendar_price_label()}
          </label>
          <input
            className="field-input"
            id="price"
            name="price"
            inputMode="decimal"
            defaultValue={
              type.priceCents === null ? "" : (type.priceCents / 100).toFixed(type.priceCents % 100 ? 2 : 0)
            }
            aria-invalid={errors.price ? true : undefined}
            aria-describedby="price-hint"
          />
          <p id="price-hint" className="mt-1 text-sm text-slate-600">
            {m.calendar_price_hint()}
          </p>
          {errors.price && <p className="field-error">{errors.price}</p>}
          <label className="mt-2 flex items-center gap-2">
            <input type="checkbox" name="priceFrom" defaultChecked={type.priceFrom} className="size-4" />
            {m.calendar_price_from()}
          </label>
        </div>
        <div>
          <label className="field-label" htmlFor="deposit">
            {m.calendar_deposit_label()}
          </label>
          <input
            className="field-input"
            id="deposit"
            name="deposit"
            inputMode="decimal"
            defaultValue={
              type.depositCents === 0 ? "0" : (type.depositCents / 100).toFixed(type.depositCents % 100 ? 2 : 0)
            }
            aria-invalid={errors.deposit ? true : undefined}
            aria-describedby={errors.deposit ? "deposit-hint deposit-error" : "deposit-hint"}
          />
          <p id="deposit-hint" className="mt-1 text-sm text-slate-600">
            {paymentsOn ? m.calendar_deposit_hint_on() : m.calendar_deposit_hint_off()}
          </p>
          {errors.deposit && (
            <p id="deposit-error" className="field-error">
              {errors.deposit}
            </p>
          )}
        </div>
        <div>
          <label className="field-label" htmlFor="priceLabel">
            {m.calendar_price_note_label()}
          </label>
          <input
            className="field-input"
            id="priceLabel"
            name="priceLabel"
            defaultValue={type.priceLabel}
            maxLength={100}
            aria-describedby="priceLabel-hint"
          />
          <p id="priceLabel-hint" className="mt-1 text-sm text-slate-600">
            {m.calendar_price_note_hint()}
          </p>
        </div>
        <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2" aria-describedby="french-hint">
          <legend className="font-semibold text-ink">{m.calendar_french_heading()}</legend>
          <p id="french-hint" className="text-sm text-slate-600 sm:col-span-2">
            {m.calendar_french_hint()}
          </p>
          <Field
            id="nameFr"
            label={m.calendar_name_fr()}
            lang="fr"
            required={false}
            maxLength={100}
            defaultValue={type.nameFr}
            error={errors.nameFr}
          />
          <Field
            id="priceLabelFr"
            label={m.calendar_price_note_fr()}
            lang="fr"
            required={false}
            maxLength={100}
            defaultValue={type.priceLabelFr}
            error={errors.priceLabelFr}
          />
          <Field
            id="descriptionFr"
            as="textarea"
            className="sm:col-span-2"
            label={m.calendar_description_fr()}
            lang="fr"
            required={false}
            maxLength={1000}
            defaultValue={type.descriptionFr}
            error={errors.descriptionFr}
          />
        </fieldset>
        <div>
          <label className="field-label" htmlFor="locationKind">
            {m.calendar_place_kind()}
          </label>
          <select className="field-input" id="locationKind" name="locationKind" defaultValue={type.locationKind}>
            {LOCATION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LOCATION_LABELS[kind]()}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="field-label" htmlFor="location">
            {m.calendar_own_location()} <span className="font-normal text-slate-600">{m.calendar_optional()}</span>
          </label>
          <input
            className="field-input"
            id="location"
            name="location"
            defaultValue={type.location}
            maxLength={300}
            aria-invalid={errors.location ? true : undefined}
            aria-describedby={errors.location ? "location-hint location-error" : "location-hint"}
          />
          <p id="location-hint" className="mt-1 text-sm text-slate-600">
            {m.calendar_location_hint_before()}{" "}
            <Link to="/admin/booking/setup#places-heading">{m.calendar_places_heading()}</Link>
            {m.calendar_location_hint_after()}
          </p>
          {errors.location && (
            <p id="location-error" className="field-error">
              {errors.location}
            </p>
          )}
        </div>
        <NumberField
          id="bufferBeforeMinutes"
          label={m.calendar_buffer_before_label()}
          value={type.bufferBeforeMinutes}
          error={errors.bufferBeforeMinutes}
        />
        <NumberField
          id="bufferAfterMinutes"
          label={m.calendar_buffer_after_label()}
          value={type.bufferAfterMinutes}
          error={errors.bufferAfterMinutes}
        />
        <NumberField
          id="travelMinutes"
          label={m.calendar_travel_label()}
          value={type.travelMinutes}
          hint={m.calendar_travel_hint()}
          error={errors.travelMinutes}
        />
        <NumberField
          id="minNoticeHours"
          label={m.calendar_notice_label()}
          value={type.minNoticeHours}
          hint={m.calendar_notice_hint()}
          error={errors.minNoticeHours}
        />
        <NumberField
          id="horizonDays"
          label={m.calendar_horizon_label()}
          value={type.horizonDays}
          error={errors.horizonDays}
        />
        <NumberField
          id="dailyCap"
          label={m.calendar_cap_label()}
          value={type.dailyCap ?? ""}
          hint={m.calendar_cap_hint()}
          error={errors.dailyCap}
        />
        <NumberField
          id="clientChangeNoticeHours"
          label={m.calendar_change_label()}
          value={type.clientChangeNoticeHours}
          hint={m.calendar_change_hint()}
          error={errors.clientChangeNoticeHours}
        />
        {policyWarning && (
          <p className="alert-danger sm:col-span-2" role="note">
            {policyWarning}
          </p>
        )}
        <div className="flex items-center gap-2 sm:col-span-2">
          <input type="checkbox" id="active" name="active" value="on" defaultChecked={type.active} className="size-5" />
          <label htmlFor="active" className="font-semibold">
            {m.calendar_bookable()}
          </label>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary">
            {m.calendar_save_type()}
          </button>
        </div>
      </Form>
    </div>
  );
}
