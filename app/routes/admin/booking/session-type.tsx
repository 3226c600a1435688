import { data, Form, Link } from "react-router";
import { z } from "zod";
import { fieldErrors } from "~/booking/booking.server";
import { rulesConflict } from "~/booking/policy";
import { getSessionType, SessionTypeSchema, updateSessionType } from "~/booking/setup.server";
import { LOCATION_KINDS } from "~/lib/db/schema";
import { getDb } from "~/lib/db.server";
import { HttpError, readBoundedText } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { paymentsEnabled } from "~/payments/stripe.server";
import type { Route } from "./+types/session-type";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Session type", noindex: true });

const LOCATION_LABELS = {
  studio: "The studio",
  on_location: "The client's address (asked when booking)",
  video: "Video call",
  phone: "Phone call (you call the client)",
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
      ? `With ${Math.round(type.minNoticeMinutes / 60)} hours' minimum notice and changes online up to ${type.clientChangeNoticeHours} hours before, a session booked less than ${type.clientChangeNoticeHours} hours ahead can't be moved online: its confirmation tells the client to contact you.`
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
          message: "Another session type already uses this address.",
          fields: { slug: "Taken" } as Record<string, string>,
        },
        { status: 400 },
      );
    }
    throw error;
  }
  return { ok: true, message: "Session type saved.", fields: {} as Record<string, string> };
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
        <Link to="/admin/booking/setup">← Availability &amp; session types</Link>
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
            Name
          </label>
          <input className="field-input" id="name" name="name" defaultValue={type.name} maxLength={100} required />
        </div>
        <div>
          <label className="field-label" htmlFor="slug">
            Address (/book/…)
          </label>
          <input className="field-input" id="slug" name="slug" defaultValue={type.slug} maxLength={60} required />
        </div>
        <div className="sm:col-span-2">
          <label className="field-label" htmlFor="description">
            Description
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
          label="Duration (minutes)"
          value={type.durationMinutes}
          error={errors.durationMinutes}
        />
        <div>
          <label className="field-label" htmlFor="price">
            Price (EUR)
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
            Leave empty to show no price.
          </p>
          {errors.price && <p className="field-error">{errors.price}</p>}
          <label className="mt-2 flex items-center gap-2">
            <input type="checkbox" name="priceFrom" defaultChecked={type.priceFrom} className="size-4" />
            Starting price (shown as “From €…”)
          </label>
        </div>
        <div>
          <label className="field-label" htmlFor="deposit">
            Deposit (EUR)
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
            {paymentsOn
              ? "Paid online when booking; 0 asks for nothing, the price itself means paid in full. Refunded in full when the client cancels in time or you cancel."
              : "Online payment is off until Stripe is connected (see the README): bookings ask for nothing."}
          </p>
          {errors.deposit && (
            <p id="deposit-error" className="field-error">
              {errors.deposit}
            </p>
          )}
        </div>
        <div>
          <label className="field-label" htmlFor="priceLabel">
            Note where no price is set
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
            Optional, for example “Quoted after a short call”.
          </p>
        </div>
        <div>
          <label className="field-label" htmlFor="locationKind">
            Kind of place
          </label>
          <select className="field-input" id="locationKind" name="locationKind" defaultValue={type.locationKind}>
            {LOCATION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LOCATION_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="field-label" htmlFor="location">
            Its own address or meeting link <span className="font-normal text-slate-600">(optional)</span>
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
            Empty: the studio's address or your meeting link from{" "}
            <Link to="/admin/booking/setup#places-heading">Places</Link>. Leave it empty for the client's address or a
            phone call.
          </p>
          {errors.location && (
            <p id="location-error" className="field-error">
              {errors.location}
            </p>
          )}
        </div>
        <NumberField
          id="bufferBeforeMinutes"
          label="Buffer before (minutes)"
          value={type.bufferBeforeMinutes}
          error={errors.bufferBeforeMinutes}
        />
        <NumberField
          id="bufferAfterMinutes"
          label="Buffer after (minutes)"
          value={type.bufferAfterMinutes}
          error={errors.bufferAfterMinutes}
        />
        <NumberField
          id="travelMinutes"
          label="Travel time each way (minutes)"
          value={type.travelMinutes}
          hint="Only for a session on location: held before and after it, like a buffer."
          error={errors.travelMinutes}
        />
        <NumberField
          id="minNoticeHours"
          label="Minimum notice (hours)"
          value={type.minNoticeHours}
          hint="Urgent sessions within 72 hours: arrange them by message."
          error={errors.minNoticeHours}
        />
        <NumberField
          id="horizonDays"
          label="Booking horizon (days)"
          value={type.horizonDays}
          error={errors.horizonDays}
        />
        <NumberField
          id="dailyCap"
          label="At most per day"
          value={type.dailyCap ?? ""}
          hint="Empty for no limit."
          error={errors.dailyCap}
        />
        <NumberField
          id="clientChangeNoticeHours"
          label="Cancel or move online up to (hours before)"
          value={type.clientChangeNoticeHours}
          hint="Keep it at most the minimum notice, so every booking can be changed online for a while."
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
            Bookable (shown on /book)
          </label>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary">
            Save session type
          </button>
        </div>
      </Form>
    </div>
  );
}
