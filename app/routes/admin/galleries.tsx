import { useEffect, useRef, useState } from "react";
import { Form, Link, redirect } from "react-router";
import { bookingChoicesFor } from "~/booking/read-models.server";
import { Field } from "~/components/ui/field";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { getDb } from "~/lib/db.server";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { formRefusal, parseSubmission, payloadOf } from "~/lib/submission";
import { formatDay } from "~/media/business-days";
import { GalleryFields, galleryDefaults } from "~/media/components/gallery-fields";
import { failure, readSmallForm, studioRefusal } from "~/media/forms.server";
import {
  createGallery,
  defaultExpiryDate,
  GalleryFieldError,
  listGalleriesForOwner,
  listGalleryClients,
} from "~/media/galleries.server";
import { NewGallerySchema } from "~/media/gallery-form";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/galleries";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.studio_galleries_title(), noindex: true });

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const db = await getDb();
  const [galleryList, clients] = await Promise.all([listGalleriesForOwner(db), listGalleryClients(db)]);
  return {
    galleries: galleryList.map((g) => ({ ...g, expiresOn: g.expiresAt.toISOString().slice(0, 10) })),
    clients,
    bookings: await bookingChoicesFor(
      db,
      clients.map((c) => c.id),
    ),
    defaultExpiry: defaultExpiryDate(),
  };
}

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  let submission: ReturnType<typeof parseSubmission<typeof NewGallerySchema>>;
  try {
    submission = parseSubmission(payloadOf(await readSmallForm(args.request)), NewGallerySchema);
  } catch (error) {
    const { status, message } = failure(error);
    return studioRefusal(formRefusal(message), status, message);
  }
  if (submission.status !== "success") return studioRefusal(submission.reply());
  try {
    const id = await createGallery(await getDb(), submission.value);
    return redirect(`/admin/galleries/${id}`, 303);
  } catch (error) {
    if (error instanceof GalleryFieldError) {
      return studioRefusal(submission.reply({ fieldErrors: { [error.field]: [error.detail] } }));
    }
    const { status, message } = failure(error);
    return studioRefusal(submission.reply({ formErrors: [message] }), status, message);
  }
}

function statusOf(g: Route.ComponentProps["loaderData"]["galleries"][number]) {
  if (g.finalsDeliveredAt) return m.studio_galleries_status_delivered();
  if (g.selectionSubmittedAt) return m.studio_galleries_status_selected();
  if (g.status === "published") return m.studio_galleries_status_waiting();
  return m.studio_galleries_status_draft();
}

export default function AdminGalleries({ loaderData, actionData }: Route.ComponentProps) {
  const { galleries, clients, bookings, defaultExpiry } = loaderData;
  const locale = useLocale();
  const { formProps, fields, summary } = useSchemaForm({
    id: "new-gallery-form",
    schema: NewGallerySchema,
    lastResult: actionData?.result,
    defaultValue: {
      clientId: "",
      ...galleryDefaults({
        title: "",
        selectionLimit: 15,
        expiresOn: defaultExpiry,
        allowDownloads: true,
        finalsKeepMetadata: false,
        watermarkText: "",
        sessionDate: "",
        bookingId: "",
      }),
    },
  });
  const [clientId, setClientId] = useState("");
  const clientSelect = useRef<HTMLSelectElement>(null);
  // A client chosen before the page's script ran still narrows the bookings to theirs.
  useEffect(() => setClientId(clientSelect.current?.value ?? ""), []);
  return (
    <div className="container-page py-10">
      <h1 className="font-serif text-3xl font-bold text-brand-900">{m.studio_galleries_title()}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{m.studio_galleries_lead()}</p>
      <section aria-labelledby="galleries-list" className="mt-8">
        <h2 id="galleries-list" className="font-serif text-xl font-bold text-brand-900">
          {m.studio_galleries_heading()}
        </h2>
        {galleries.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700">
            {m.studio_galleries_none()}
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {galleries.map((g) => (
              <li key={g.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <div>
                  <Link to={`/admin/galleries/${g.id}`} className="font-medium text-brand-800 underline">
                    {g.title}
                  </Link>
                  <p className="text-sm text-slate-700">
                    {m.studio_galleries_row({ client: g.clientName, count: g.photos })}{" "}
                    <time dateTime={g.expiresOn}>{formatDay(g.expiresOn, locale)}</time>
                  </p>
                </div>
                <span className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">{statusOf(g)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="new-gallery"
        className="mt-10 max-w-2xl rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="new-gallery" className="font-serif text-xl font-bold text-brand-900">
          {m.studio_galleries_new()}
        </h2>
        <Form method="post" {...formProps} className="mt-4 space-y-4">
          <SchemaFormSummary {...summary} />
          <Field
            {...fieldProps(fields.clientId)}
            as="select"
            label={m.studio_galleries_client()}
            ref={clientSelect}
            onChange={(event) => setClientId(event.currentTarget.value)}
          >
            <option value="">{m.studio_choose()}</option>
            {clients.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.email})
              </option>
            ))}
          </Field>
          <GalleryFields
            fields={fields}
            bookings={bookings}
            clients={clients.map((c) => ({ id: c.id, name: `${c.name} (${c.email})` }))}
            clientId={clientId || undefined}
          />
          <button type="submit" className="btn-primary">
            {m.studio_galleries_create()}
          </button>
        </Form>
      </section>
    </div>
  );
}
