import type { FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/field";
import { fieldProps } from "~/components/ui/schema-form";
import { m } from "~/paraglide/messages";
import type { GalleryFieldName } from "../gallery-form.ts";

/** The settings of a gallery as the forms start from them (stored, or the new gallery's defaults). */
export interface GalleryFieldValues {
  title: string;
  selectionLimit: number;
  expiresOn: string;
  allowDownloads: boolean;
  finalsKeepMetadata: boolean;
  watermarkText: string;
  sessionDate: string;
  bookingId: string;
}

/** `GalleryFieldValues` as a form's starting values (a ticked box is "on"). */
export function galleryDefaults(values: GalleryFieldValues) {
  return {
    title: values.title,
    selectionLimit: String(values.selectionLimit),
    expiresOn: values.expiresOn,
    allowDownloads: values.allowDownloads ? "on" : undefined,
    finalsKeepMetadata: values.finalsKeepMetadata ? "on" : undefined,
    watermarkText: values.watermarkText,
    sessionDate: values.sessionDate,
    bookingId: values.bookingId,
  };
}

/** A booking the gallery may follow, in words; `clientId` lets the new-gallery form group them by client. */
export interface BookingChoice {
  id: string;
  clientId: string;
  label: string;
}

/**
 * The fields shared by the "new gallery" and "gallery settings" forms, over the schema both actions read
 * (media/gallery-form.ts); each error sits under its field.
 */
export function GalleryFields({
  fields,
  bookings,
  clients,
  clientId,
}: {
  fields: Record<GalleryFieldName, FieldMetadata<unknown>>;
  bookings: BookingChoice[];
  /** On the new-gallery form: the clients, to group their bookings (the server checks the pair). */
  clients?: { id: string; name: string }[];
  /** The chosen client, when known: only their bookings are offered. */
  clientId?: string;
}) {
  return (
    <>
      <Field {...fieldProps(fields.title)} label={m.studio_field_title()} maxLength={120} />
      <Field
        {...fieldProps(fields.selectionLimit)}
        label={m.studio_field_selection_limit()}
        type="number"
        min={1}
        max={500}
      />
      <Field
        {...fieldProps(fields.expiresOn)}
        label={m.studio_field_expires_on()}
        hint={m.studio_field_expires_hint()}
        type="date"
      />
      <Field
        {...fieldProps(fields.sessionDate)}
        label={m.studio_field_session_date()}
        hint={m.studio_field_session_hint()}
        type="date"
        required={false}
      />
      <Field
        {...fieldProps(fields.bookingId)}
        as="select"
        label={m.studio_field_booking()}
        hint={clientId ? undefined : m.studio_field_booking_hint()}
        required={false}
      >
        <BookingOptions
          bookings={bookings}
          clients={clients}
          clientId={clientId}
          value={String(fields.bookingId.initialValue ?? "")}
        />
      </Field>
      <Field
        {...fieldProps(fields.watermarkText)}
        label={m.studio_field_watermark()}
        hint={m.studio_field_watermark_hint()}
        maxLength={60}
        required={false}
      />
      <div className="flex items-center gap-2">
        <input
          id={fields.allowDownloads.name}
          name={fields.allowDownloads.name}
          type="checkbox"
          value="on"
          defaultChecked={fields.allowDownloads.initialValue === "on"}
          className="h-4 w-4"
        />
        <label htmlFor={fields.allowDownloads.name} className="text-sm font-medium text-slate-800">
          {m.studio_field_allow_downloads()}
        </label>
      </div>
      <div className="flex items-start gap-2">
        <input
          id={fields.finalsKeepMetadata.name}
          name={fields.finalsKeepMetadata.name}
          type="checkbox"
          value="on"
          defaultChecked={fields.finalsKeepMetadata.initialValue === "on"}
          aria-describedby={`${fields.finalsKeepMetadata.name}-hint`}
          className="mt-1 h-4 w-4"
        />
        <div>
          <label htmlFor={fields.finalsKeepMetadata.name} className="text-sm font-medium text-slate-800">
            {m.studio_field_keep_metadata()}
          </label>
          <p id={`${fields.finalsKeepMetadata.name}-hint`} className="text-sm text-slate-700">
            {m.studio_field_keep_metadata_hint()}
          </p>
        </div>
      </div>
    </>
  );
}

function BookingOptions({
  bookings,
  clients,
  clientId,
  value,
}: {
  bookings: BookingChoice[];
  clients?: { id: string; name: string }[];
  clientId?: string;
  value: string;
}) {
  const own = clientId ? bookings.filter((b) => b.clientId === clientId) : bookings;
  // A reference typed before bookings were chosen from a list stays selectable until it is changed.
  const legacy = value && !own.some((b) => b.id === value) ? value : null;
  const groups = clientId
    ? null
    : (clients ?? [])
        .map((c) => ({ client: c, choices: bookings.filter((b) => b.clientId === c.id) }))
        .filter((g) => g.choices.length > 0);
  return (
    <>
      <option value="">{m.studio_field_booking_none()}</option>
      {legacy && <option value={legacy}>{m.studio_field_booking_legacy({ reference: legacy })}</option>}
      {groups
        ? groups.map((g) => (
            <optgroup key={g.client.id} label={g.client.name}>
              {g.choices.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.label}
                </option>
              ))}
            </optgroup>
          ))
        : own.map((b) => (
            <option key={b.id} value={b.id}>
              {b.label}
            </option>
          ))}
    </>
  );
}
