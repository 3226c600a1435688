import { data, Form, Link } from "react-router";
import { z } from "zod";
import { rulesConflict } from "~/booking/policy";
import { SessionTypeSchema } from "~/booking/session-type-form";
import { getSessionType, updateSessionType } from "~/booking/setup.server";
import { typeName } from "~/booking/type-language";
import { Field } from "~/components/ui/field";
import { FrenchFieldset } from "~/components/ui/french-fieldset";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { SMALL_FORM_BYTES } from "~/lib/body-limits";
import { LOCATION_KINDS } from "~/lib/db/location-kinds";
import { getDb } from "~/lib/db.server";
import type { FieldErrors } from "~/lib/form-errors";
import { HttpError, readBoundedText } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { formRefusal, parseSubmission, refusal } from "~/lib/submission";
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
    /** The page's heading: the type's name in the owner's language (the form edits both names). */
    title: typeName(type),
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
  let payload: URLSearchParams;
  try {
    payload = new URLSearchParams(await readBoundedText(args.request, SMALL_FORM_BYTES.bookingSetup));
  } catch (error) {
    if (error instanceof HttpError) return refusal(formRefusal(error.detail), error.status);
    throw error;
  }
  const submission = parseSubmission(payload, SessionTypeSchema);
  if (submission.status !== "success") return refusal(submission.reply());
  try {
    const saved = await updateSessionType(await getDb(), id.data, submission.value);
    if (!saved) throw data(null, { status: 404 });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === "23505") {
      return refusal(submission.reply({ fieldErrors: { slug: [m.calendar_slug_taken()] } }));
    }
    throw error;
  }
  return { ok: true, message: m.calendar_type_saved(), fields: {} as FieldErrors, result: submission.reply() };
}

const money = (cents: number) => (cents / 100).toFixed(cents % 100 ? 2 : 0);

export default function SessionTypeEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { type, title, policyWarning, paymentsOn } = loaderData;
  const { formProps, fields, summary } = useSchemaForm({
    id: "session-type",
    schema: SessionTypeSchema,
    lastResult: actionData?.result,
    defaultValue: {
      name: type.name,
      slug: type.slug,
      description: type.description,
      durationMinutes: String(type.durationMinutes),
      price: type.priceCents === null ? "" : money(type.priceCents),
      priceFrom: type.priceFrom ? "on" : undefined,
      deposit: money(type.depositCents),
      priceLabel: type.priceLabel,
      nameFr: type.nameFr,
      priceLabelFr: type.priceLabelFr,
      descriptionFr: type.descriptionFr,
      locationKind: type.locationKind,
      location: type.location,
      bufferBeforeMinutes: String(type.bufferBeforeMinutes),
      bufferAfterMinutes: String(type.bufferAfterMinutes),
      travelMinutes: String(type.travelMinutes),
      minNoticeHours: String(type.minNoticeHours),
      horizonDays: String(type.horizonDays),
      dailyCap: type.dailyCap === null ? "" : String(type.dailyCap),
      clientChangeNoticeHours: String(type.clientChangeNoticeHours),
      active: type.active ? "on" : undefined,
    },
  });
  const number = { inputMode: "numeric" } as const;
  return (
    <div className="container-page max-w-3xl py-12">
      <p>
        <Link to="/admin/booking/setup">{m.calendar_setup_back()}</Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-900">{title}</h1>
      <div aria-live="polite">
        {actionData?.ok && (
          <p role="status" className="mt-4 alert-success">
            {actionData.message}
          </p>
        )}
      </div>
      <Form method="post" {...formProps} className="card mt-6 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2 empty:hidden">
          {/* Each message names its field ("Name is required."), so the summary lists them as they are. */}
          <SchemaFormSummary {...summary} />
        </div>
        <Field {...fieldProps(fields.name)} label={m.calendar_name()} maxLength={100} />
        <Field {...fieldProps(fields.slug)} label={m.calendar_slug_label()} maxLength={60} />
        <Field
          {...fieldProps(fields.description)}
          as="textarea"
          className="sm:col-span-2"
          label={m.calendar_description()}
          required={false}
          maxLength={1000}
        />
        <Field {...fieldProps(fields.durationMinutes)} {...number} label={m.calendar_duration_label()} />
        <div>
          <Field
            {...fieldProps(fields.price)}
            label={m.calendar_price_label()}
            hint={m.calendar_price_hint()}
            inputMode="decimal"
            required={false}
          />
          <label className="mt-2 flex items-center gap-2">
            <input
              type="checkbox"
              name={fields.priceFrom.name}
              defaultChecked={fields.priceFrom.initialValue === "on"}
              className="size-4"
            />
            {m.calendar_price_from()}
          </label>
        </div>
        <Field
          {...fieldProps(fields.deposit)}
          label={m.calendar_deposit_label()}
          hint={paymentsOn ? m.calendar_deposit_hint_on() : m.calendar_deposit_hint_off()}
          inputMode="decimal"
          required={false}
        />
        <Field
          {...fieldProps(fields.priceLabel)}
          label={m.calendar_price_note_label()}
          hint={m.calendar_price_note_hint()}
          required={false}
          maxLength={100}
        />
        <FrenchFieldset hintId="french-hint" hint={m.calendar_french_hint()} twoColumns>
          <Field
            {...fieldProps(fields.nameFr)}
            label={m.calendar_name_fr()}
            lang="fr"
            required={false}
            maxLength={100}
          />
          <Field
            {...fieldProps(fields.priceLabelFr)}
            label={m.calendar_price_note_fr()}
            lang="fr"
            required={false}
            maxLength={100}
          />
          <Field
            {...fieldProps(fields.descriptionFr)}
            as="textarea"
            className="sm:col-span-2"
            label={m.calendar_description_fr()}
            lang="fr"
            required={false}
            maxLength={1000}
          />
        </FrenchFieldset>
        {/* A select always has a choice: `required` would ask for an empty first option (Nu HTML checker). */}
        <Field {...fieldProps(fields.locationKind)} as="select" required={false} label={m.calendar_place_kind()}>
          {LOCATION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {LOCATION_LABELS[kind]()}
            </option>
          ))}
        </Field>
        <Field
          {...fieldProps(fields.location)}
          label={
            <>
              {m.calendar_own_location()} <span className="font-normal text-slate-600">{m.calendar_optional()}</span>
            </>
          }
          hint={
            <>
              {m.calendar_location_hint_before()}{" "}
              <Link to="/admin/booking/setup#places-heading">{m.calendar_places_heading()}</Link>
              {m.calendar_location_hint_after()}
            </>
          }
          required={false}
          maxLength={300}
        />
        <Field {...fieldProps(fields.bufferBeforeMinutes)} {...number} label={m.calendar_buffer_before_label()} />
        <Field {...fieldProps(fields.bufferAfterMinutes)} {...number} label={m.calendar_buffer_after_label()} />
        <Field
          {...fieldProps(fields.travelMinutes)}
          {...number}
          label={m.calendar_travel_label()}
          hint={m.calendar_travel_hint()}
        />
        <Field
          {...fieldProps(fields.minNoticeHours)}
          {...number}
          label={m.calendar_notice_label()}
          hint={m.calendar_notice_hint()}
        />
        <Field {...fieldProps(fields.horizonDays)} {...number} label={m.calendar_horizon_label()} />
        <Field
          {...fieldProps(fields.dailyCap)}
          {...number}
          label={m.calendar_cap_label()}
          hint={m.calendar_cap_hint()}
          required={false}
        />
        <Field
          {...fieldProps(fields.clientChangeNoticeHours)}
          {...number}
          label={m.calendar_change_label()}
          hint={m.calendar_change_hint()}
        />
        {policyWarning && (
          <p className="alert-danger sm:col-span-2" role="note">
            {policyWarning}
          </p>
        )}
        <div className="flex items-center gap-2 sm:col-span-2">
          <input
            type="checkbox"
            id={fields.active.name}
            name={fields.active.name}
            value="on"
            defaultChecked={fields.active.initialValue === "on"}
            className="size-5"
          />
          <label htmlFor={fields.active.name} className="font-semibold">
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
