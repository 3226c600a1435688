import type { SubmissionResult } from "@conform-to/react";
import { data, Form, redirect, useNavigation } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { Field } from "~/components/ui/field";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { getDb } from "~/lib/db.server";
import { clientIp } from "~/lib/http.server";
import { inLocale } from "~/lib/i18n/request-locale.server";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { PASSWORD_LENGTH } from "~/lib/password-length";
import { formRefusal, parseSubmission } from "~/lib/submission";
import { accessTo } from "~/media/access.server";
import { formatDay } from "~/media/business-days";
import { FinalsSection } from "~/media/components/finals-section";
import { Lightbox } from "~/media/components/lightbox";
import { SLOT, withSlots } from "~/media/components/with-slots";
import { failure, readSmallForm } from "~/media/forms.server";
import { galleryPhotosFor } from "~/media/galleries.server";
import { Picture } from "~/media/picture";
import { galleryForShareToken, shareLocale, unlockSharedGallery } from "~/media/share.server";
import { shareGrantsFrom } from "~/media/share-grant.server";
import { SharedPasswordFormSchema } from "~/media/shared-gallery-form";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/shared";

/**
 * Never stored by any cache. The secret token in this page's address never leaves it in a Referer
 * header: the HTTP entry answers every /shared/ request with `Referrer-Policy: no-referrer`
 * (server/pipeline/headers.ts) and the document says so again in a meta tag.
 */
const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/** The whole page (the root's `lang` included) speaks the gallery's client's language (share.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ params }, next) => inLocale(await shareLocale(await getDb(), params.token), next),
];

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, {
    title: loaderData && !loaderData.locked ? loaderData.gallery.title : m.media_shared_meta_title(),
    noindex: true,
  }),
  { name: "referrer", content: "no-referrer" },
];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(PRIVATE_HEADERS);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/** Unknown, withdrawn, regenerated, unpublished or closed: all look the same. */
function notFound() {
  return data(null, { status: 404, headers: PRIVATE_HEADERS });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await getDb();
  const gallery = await galleryForShareToken(db, params.token);
  if (!gallery) throw notFound();
  // This page always shows the guest's view, whoever is signed in: the owner previews what guests see.
  const access = accessTo(gallery, { user: null, shares: shareGrantsFrom(request) });
  if (!access) return data({ locked: true as const }, { headers: PRIVATE_HEADERS });
  const photos = await galleryPhotosFor(db, access);
  const finals = photos.filter((p) => p.kind === "final");
  return data(
    {
      locked: false as const,
      gallery: {
        id: gallery.id,
        title: gallery.title,
        expiresOn: gallery.expiresAt.toISOString().slice(0, 10),
        allowDownloads: gallery.allowDownloads,
      },
      proofs: photos.filter((p) => p.kind === "proof"),
      finals,
      zipBytes: finals.filter((p) => p.downloadable).reduce((sum, p) => sum + p.size, 0),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const db = await getDb();
  const gallery = await galleryForShareToken(db, params.token);
  if (!gallery) throw notFound();
  // The password typed never goes back to the page.
  const refuse = (status: number, result: SubmissionResult<string[]>, extra: Record<string, string> = {}) =>
    data({ result }, { status, headers: { ...PRIVATE_HEADERS, ...extra } });
  let fields: Record<string, string>;
  try {
    fields = await readSmallForm(request);
  } catch (error) {
    const { status, message } = failure(error);
    return refuse(status, formRefusal(message));
  }
  const submission = parseSubmission(new URLSearchParams(Object.entries(fields)), SharedPasswordFormSchema);
  const hideFields = ["password"];
  if (submission.status !== "success") return refuse(400, submission.reply({ hideFields }));
  const outcome = await unlockSharedGallery(db, gallery, submission.value.password, clientIp(request));
  switch (outcome.status) {
    case "unlocked":
      return redirect(`/shared/${params.token}`, {
        status: 303,
        headers: { ...PRIVATE_HEADERS, "Set-Cookie": outcome.cookie },
      });
    case "wrong":
      return refuse(
        400,
        submission.reply({ fieldErrors: { password: [m.media_shared_password_wrong()] }, hideFields }),
      );
    case "rate-limited":
      return refuse(
        429,
        submission.reply({
          formErrors: [m.media_shared_too_many({ minutes: Math.ceil(outcome.retryAfterSeconds / 60) })],
          hideFields,
        }),
        { "Retry-After": String(outcome.retryAfterSeconds) },
      );
  }
}

/** The password asked before anything of the gallery is shown (ADR 024: checked in the browser and by the action). */
function PasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const { formProps, fields, summary } = useSchemaForm({
    id: "shared-password",
    schema: SharedPasswordFormSchema,
    lastResult,
  });
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-md">
        <p className="eyebrow">{m.media_shared_eyebrow_locked()}</p>
        <h1 className="mt-3 font-display text-title font-medium text-ink">{m.media_shared_heading()}</h1>
        <p className="mt-4 text-ink-soft">{m.media_shared_intro()}</p>
        <Form method="post" {...formProps} className="mt-8 space-y-5 rounded-card border border-line bg-surface p-6">
          <SchemaFormSummary {...summary} />
          <Field
            {...fieldProps(fields.password)}
            label={m.media_shared_password()}
            type="password"
            autoComplete="off"
            maxLength={PASSWORD_LENGTH.max}
          />
          <button type="submit" className="btn-primary w-full" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? m.media_shared_opening() : m.media_shared_open()}
          </button>
        </Form>
      </div>
    </div>
  );
}

export default function SharedGallery({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  if (loaderData.locked) return <PasswordForm lastResult={actionData?.result} />;
  const { gallery, proofs, finals, zipBytes } = loaderData;
  const ready = proofs.flatMap((p) => (p.picture ? [{ key: p.id, picture: p.picture, caption: p.fileName }] : []));
  return (
    <div className="container-page py-10">
      <p className="eyebrow">{m.media_shared_heading()}</p>
      <h1 className="mt-3 font-display text-title font-medium text-ink">{gallery.title}</h1>
      <p className="mt-3 text-ink-soft">
        {withSlots(
          (gallery.allowDownloads && finals.length > 0
            ? m.media_shared_look_download_until
            : m.media_shared_look_until)({
            date: SLOT[0],
          }),
          [
            <time key="until" dateTime={gallery.expiresOn}>
              {formatDay(gallery.expiresOn, locale)}
            </time>,
          ],
        )}
      </p>

      <FinalsSection
        galleryId={gallery.id}
        heading={m.media_shared_finals_heading()}
        finals={finals}
        allowDownloads={gallery.allowDownloads}
        zipBytes={zipBytes}
      />

      {ready.length > 0 ? (
        <section aria-labelledby="proofs" className="mt-10">
          <h2 id="proofs" className="font-display text-heading font-medium text-ink">
            {m.media_gallery_proofs_heading()}
          </h2>
          <Lightbox
            listClassName="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
            label={m.media_shared_viewer()}
            items={ready}
            renderThumb={(item, index, open) => (
              <li key={item.key} data-file-name={item.caption}>
                <figure>
                  <a href={item.picture.src} onClick={open} className="block rounded-lg">
                    <Picture
                      photo={item.picture}
                      sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                      priority={index === 0 && finals.length === 0}
                      className="rounded-lg"
                    />
                  </a>
                  <figcaption className="mt-1.5 truncate text-sm text-ink-soft">{item.caption}</figcaption>
                </figure>
              </li>
            )}
          />
        </section>
      ) : finals.length === 0 ? (
        <div className="mt-10">
          <EmptyState title={m.media_shared_empty_title()}>{m.media_shared_empty()}</EmptyState>
        </div>
      ) : null}
    </div>
  );
}
