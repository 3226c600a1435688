import { m } from "~/paraglide/messages";

/** The settings of a gallery, shared by the "new gallery" and "gallery settings" forms. */
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

/** A booking the gallery may follow, in words; `clientId` lets the new-gallery form group them by client. */
export interface BookingChoice {
  id: string;
  clientId: string;
  label: string;
}

function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`gallery-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`gallery-${name}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`gallery-${name}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const input = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2";

export function GalleryFields({
  values,
  errors,
  bookings,
  clients,
  clientId,
}: {
  values: GalleryFieldValues;
  errors: Record<string, string>;
  bookings: BookingChoice[];
  /** On the new-gallery form: the clients, to group their bookings (the server checks the pair). */
  clients?: { id: string; name: string }[];
  /** The chosen client, when known: only their bookings are offered. */
  clientId?: string;
}) {
  const described = (name: string, hint = false) =>
    [hint ? `gallery-${name}-hint` : "", errors[name] ? `gallery-${name}-error` : ""].filter(Boolean).join(" ") ||
    undefined;
  return (
    <>
      <Field name="title" label={m.studio_field_title()} error={errors.title}>
        <input
          id="gallery-title"
          name="title"
          required
          maxLength={120}
          defaultValue={values.title}
          className={input}
          aria-describedby={described("title")}
          aria-invalid={errors.title ? true : undefined}
        />
      </Field>
      <Field name="selectionLimit" label={m.studio_field_selection_limit()} error={errors.selectionLimit}>
        <input
          id="gallery-selectionLimit"
          name="selectionLimit"
          type="number"
          min={1}
          max={500}
          required
          defaultValue={values.selectionLimit}
          className={input}
          aria-describedby={described("selectionLimit")}
        />
      </Field>
      <Field
        name="expiresOn"
        label={m.studio_field_expires_on()}
        hint={m.studio_field_expires_hint()}
        error={errors.expiresOn}
      >
        <input
          id="gallery-expiresOn"
          name="expiresOn"
          type="date"
          required
          defaultValue={values.expiresOn}
          className={input}
          aria-describedby={described("expiresOn", true)}
        />
      </Field>
      <Field
        name="sessionDate"
        label={m.studio_field_session_date()}
        hint={m.studio_field_session_hint()}
        error={errors.sessionDate}
      >
        <input
          id="gallery-sessionDate"
          name="sessionDate"
          type="date"
          defaultValue={values.sessionDate}
          className={input}
          aria-describedby={described("sessionDate", true)}
        />
      </Field>
      <Field
        name="bookingId"
        label={m.studio_field_booking()}
        hint={clientId ? undefined : m.studio_field_booking_hint()}
        error={errors.bookingId}
      >
        <BookingSelect
          bookings={bookings}
          clients={clients}
          clientId={clientId}
          value={values.bookingId}
          invalid={Boolean(errors.bookingId)}
          describedBy={described("bookingId", !clientId)}
        />
      </Field>
      <Field
        name="watermarkText"
        label={m.studio_field_watermark()}
        hint={m.studio_field_watermark_hint()}
        error={errors.watermarkText}
      >
        <input
          id="gallery-watermarkText"
          name="watermarkText"
          maxLength={60}
          defaultValue={values.watermarkText}
          className={input}
          aria-describedby={described("watermarkText", true)}
        />
      </Field>
      <div className="flex items-center gap-2">
        <input
          id="gallery-allowDownloads"
          name="allowDownloads"
          type="checkbox"
          defaultChecked={values.allowDownloads}
          className="h-4 w-4"
        />
        <label htmlFor="gallery-allowDownloads" className="text-sm font-medium text-slate-800">
          {m.studio_field_allow_downloads()}
        </label>
      </div>
      <div className="flex items-start gap-2">
        <input
          id="gallery-finalsKeepMetadata"
          name="finalsKeepMetadata"
          type="checkbox"
          defaultChecked={values.finalsKeepMetadata}
          aria-describedby="gallery-finalsKeepMetadata-hint"
          className="mt-1 h-4 w-4"
        />
        <div>
          <label htmlFor="gallery-finalsKeepMetadata" className="text-sm font-medium text-slate-800">
            {m.studio_field_keep_metadata()}
          </label>
          <p id="gallery-finalsKeepMetadata-hint" className="text-sm text-slate-700">
            {m.studio_field_keep_metadata_hint()}
          </p>
        </div>
      </div>
    </>
  );
}

function BookingSelect({
  bookings,
  clients,
  clientId,
  value,
  invalid,
  describedBy,
}: {
  bookings: BookingChoice[];
  clients?: { id: string; name: string }[];
  clientId?: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
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
    <select
      id="gallery-bookingId"
      name="bookingId"
      defaultValue={value}
      className={input}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
    >
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
    </select>
  );
}
