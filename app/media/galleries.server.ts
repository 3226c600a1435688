/** Client galleries: the owner's side (create, upload, publish, deliver) and the client's (favourites, selection). */
import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { isBookingOfClient } from "~/booking/read-models.server";
import { neutraliseFormula } from "~/lib/csv";
import { emailOutbox, galleries, galleryComments, galleryPhotos, mediaAssets, users } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { ownerAddress, ownerLocale } from "~/lib/email/owner.server";
import { getEnv } from "~/lib/env.server";
import { HttpError } from "~/lib/http.server";
import type { Locale } from "~/lib/i18n/locale";
import { inLocale } from "~/lib/i18n/request-locale.server";
import { reprocessAsset } from "~/media/pipeline/jobs.server";
import { m } from "~/paraglide/messages";
import { type Gallery, type GalleryAccess, type GalleryPhoto, mayAccessPhoto } from "./access.server.ts";
import { expectedFinalDates, expectedProofDates, formatDay } from "./business-days.ts";
import type { GallerySettingsSchema, NewGallerySchema } from "./gallery-form.ts";
import { pictureData } from "./picture.server.ts";
import { limitReachedMessage } from "./selection-copy.ts";

export const DEFAULT_EXPIRY_DAYS = 90;
export const REMINDER_DAYS_BEFORE_EXPIRY = 7;
const DAY_MS = 86_400_000;

export function newGalleryId() {
  return randomBytes(15).toString("base64url");
}

/** A refusal that belongs next to one field of the gallery forms. */
export class GalleryFieldError extends HttpError {
  readonly field: string;
  constructor(field: string, detail: string) {
    super(400, detail);
    this.field = field;
  }
}

/**
 * A gallery follows one of its client's own bookings or none. A reference stored before bookings were
 * chosen from a list stays as it is until changed.
 */
async function checkBookingChoice(db: Db, clientId: string, bookingId: string, current: string | null = null) {
  if (!bookingId || bookingId === current) return;
  if (!(await isBookingOfClient(db, bookingId, clientId))) {
    throw new GalleryFieldError("bookingId", m.studio_field_booking_other_client());
  }
}

export function defaultExpiryDate(now = new Date()) {
  return new Date(now.getTime() + DEFAULT_EXPIRY_DAYS * DAY_MS).toISOString().slice(0, 10);
}

function expiryFrom(expiresOn: string) {
  return new Date(`${expiresOn}T23:59:59Z`);
}

/** People the owner can make a gallery for (clients first). */
export async function listGalleryClients(db: Db) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.role, ["client", "user"]))
    .orderBy(asc(users.name));
}

export async function createGallery(db: Db, input: z.infer<typeof NewGallerySchema>) {
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.clientId));
  if (!client) throw new HttpError(400, m.studio_field_client_unknown());
  await checkBookingChoice(db, input.clientId, input.bookingId);
  const expiresAt = expiryFrom(input.expiresOn);
  if (expiresAt.getTime() <= Date.now()) throw new HttpError(400, m.studio_field_expiry_past());
  const id = newGalleryId();
  await db.insert(galleries).values({
    id,
    clientId: input.clientId,
    title: input.title,
    selectionLimit: input.selectionLimit,
    expiresAt,
    allowDownloads: input.allowDownloads,
    finalsKeepMetadata: input.finalsKeepMetadata,
    watermarkText: input.watermarkText || null,
    sessionDate: input.sessionDate || null,
    bookingId: input.bookingId || null,
  });
  return id;
}

export async function listGalleriesForOwner(db: Db) {
  const photoCounts = db
    .select({ galleryId: galleryPhotos.galleryId, photos: count().as("photos") })
    .from(galleryPhotos)
    .groupBy(galleryPhotos.galleryId)
    .as("photo_counts");
  return db
    .select({
      id: galleries.id,
      title: galleries.title,
      status: galleries.status,
      expiresAt: galleries.expiresAt,
      selectionSubmittedAt: galleries.selectionSubmittedAt,
      finalsDeliveredAt: galleries.finalsDeliveredAt,
      clientName: users.name,
      clientEmail: users.email,
      photos: sql<number>`coalesce(${photoCounts.photos}, 0)`.mapWith(Number),
    })
    .from(galleries)
    .innerJoin(users, eq(users.id, galleries.clientId))
    .leftJoin(photoCounts, eq(photoCounts.galleryId, galleries.id))
    .orderBy(desc(galleries.createdAt));
}

/** Galleries published to the client whose selection has not come in yet (for the owner's Today). */
export async function galleriesAwaitingSelection(db: Db) {
  return db
    .select({ id: galleries.id, title: galleries.title, clientName: users.name, publishedAt: galleries.publishedAt })
    .from(galleries)
    .innerJoin(users, eq(users.id, galleries.clientId))
    .where(
      and(
        eq(galleries.status, "published"),
        isNull(galleries.selectionSubmittedAt),
        sql`${galleries.expiresAt} > now()`,
      ),
    )
    .orderBy(asc(galleries.publishedAt));
}

/** Galleries whose selection came in but whose finals are not delivered (for the owner's Today). */
export async function galleriesAwaitingFinals(db: Db) {
  return db
    .select({
      id: galleries.id,
      title: galleries.title,
      clientName: users.name,
      selectionSubmittedAt: galleries.selectionSubmittedAt,
    })
    .from(galleries)
    .innerJoin(users, eq(users.id, galleries.clientId))
    .where(and(isNotNull(galleries.selectionSubmittedAt), isNull(galleries.finalsDeliveredAt)))
    .orderBy(asc(galleries.selectionSubmittedAt));
}

/** The photos of a gallery this access may view, with their pictures, favourites and comments. */
export async function galleryPhotosFor(db: Db, access: GalleryAccess) {
  // Only the columns the page uses: a gallery of 200 photos read every column in 13.6 ms on the embedded
  // database and these in 10.2 (docs/performance.md, "Narrower reads").
  const rows = await db
    .select({
      photo: {
        id: galleryPhotos.id,
        galleryId: galleryPhotos.galleryId,
        kind: galleryPhotos.kind,
        fileName: galleryPhotos.fileName,
        hidden: galleryPhotos.hidden,
        favourite: galleryPhotos.favourite,
        selected: galleryPhotos.selected,
      },
      asset: {
        id: mediaAssets.id,
        status: mediaAssets.status,
        size: mediaAssets.size,
        width: mediaAssets.width,
        height: mediaAssets.height,
        thumbhash: mediaAssets.thumbhash,
        contentHash: mediaAssets.contentHash,
        derivatives: mediaAssets.derivatives,
      },
    })
    .from(galleryPhotos)
    .innerJoin(mediaAssets, eq(mediaAssets.id, galleryPhotos.assetId))
    .where(eq(galleryPhotos.galleryId, access.gallery.id))
    .orderBy(asc(galleryPhotos.kind), asc(galleryPhotos.position), asc(galleryPhotos.fileName));
  const visible = rows.filter(({ photo }) => mayAccessPhoto(access, photo, "view"));
  // A share-link guest sees the photos, not the conversation between the client and the owner.
  const discussion = access.role !== "guest";
  const comments =
    discussion && visible.length
      ? await db
          .select({
            photoId: galleryComments.photoId,
            body: galleryComments.body,
            createdAt: galleryComments.createdAt,
            author: users.name,
          })
          .from(galleryComments)
          .leftJoin(users, eq(users.id, galleryComments.authorId))
          .where(
            inArray(
              galleryComments.photoId,
              visible.map(({ photo }) => photo.id),
            ),
          )
          .orderBy(asc(galleryComments.createdAt))
      : [];
  return visible.map(({ photo, asset }) => ({
    id: photo.id,
    kind: photo.kind,
    fileName: photo.fileName,
    hidden: photo.hidden,
    favourite: discussion && photo.favourite,
    selected: discussion && photo.selected,
    status: asset.status,
    size: asset.size,
    downloadable: mayAccessPhoto(access, photo, "download"),
    picture:
      pictureData(
        asset,
        (photo.kind === "final" ? m.media_photo_alt_final : m.media_photo_alt_proof)({ name: photo.fileName }),
      ) ?? null,
    comments: comments
      .filter((c) => c.photoId === photo.id)
      .map((c) => ({ body: c.body, author: c.author ?? m.media_comment_someone(), at: c.createdAt.toISOString() })),
  }));
}

/** A new name when the gallery already has a photo of that kind with this name ("a.jpg" → "a (2).jpg"). */
async function uniqueFileName(db: Db, galleryId: string, kind: GalleryPhoto["kind"], fileName: string) {
  const taken = new Set(
    (
      await db
        .select({ fileName: galleryPhotos.fileName })
        .from(galleryPhotos)
        .where(and(eq(galleryPhotos.galleryId, galleryId), eq(galleryPhotos.kind, kind)))
    ).map((r) => r.fileName),
  );
  if (!taken.has(fileName)) return fileName;
  const dot = fileName.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ""];
  for (let n = 2; ; n++) if (!taken.has(`${stem} (${n})${ext}`)) return `${stem} (${n})${ext}`;
}

export async function addGalleryPhoto(
  db: Db,
  galleryId: string,
  kind: GalleryPhoto["kind"],
  assetId: string,
  fileName: string,
) {
  await db.insert(galleryPhotos).values({
    id: newGalleryId(),
    galleryId,
    assetId,
    kind,
    fileName: await uniqueFileName(db, galleryId, kind, fileName),
    position: sql`(select coalesce(max(position), 0) + 1 from gallery_photos where gallery_id = ${galleryId})`,
  });
}

export async function requireOwnerGallery(db: Db, galleryId: string): Promise<Gallery> {
  const [gallery] = /^[A-Za-z0-9_-]{10,64}$/.test(galleryId)
    ? await db.select().from(galleries).where(eq(galleries.id, galleryId))
    : [];
  if (!gallery) throw new HttpError(404, m.studio_gallery_missing());
  return gallery;
}

/** A plain e-mail of a few paragraphs and one link; `locale` writes the link's line ("Label : url" in French). */
function mail(
  to: string,
  subject: string,
  lines: string[],
  link: { label: string; url: string },
  locale: Locale = "en",
) {
  const site = getEnv().SITE_NAME;
  const escapeHtml = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    to,
    subject,
    text: `${lines.join("\n\n")}\n\n${m.media_email_link_line(link, { locale })}\n\n— ${site}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${lines
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join(
        "",
      )}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p><p>— ${escapeHtml(site)}</p></body></html>`,
  };
}

function expiryReminderKey(gallery: Pick<Gallery, "id" | "expiresAt">) {
  return `gallery-expiry:${gallery.id}:${gallery.expiresAt.toISOString()}`;
}

/** Who a gallery's e-mails go to, and the language they are written in (the client's account language). */
interface GalleryRecipient {
  email: string;
  locale: Locale;
}

/** The reminder is written now, in the client's language, whoever's request (the owner's) schedules it. */
async function scheduleExpiryReminder(db: Pick<Db, "execute">, gallery: Gallery, client: GalleryRecipient) {
  const url = `${getEnv().BASE_URL}/galleries/${gallery.id}`;
  const sendAfter = new Date(gallery.expiresAt.getTime() - REMINDER_DAYS_BEFORE_EXPIRY * DAY_MS);
  const message = inLocale(client.locale, () =>
    mail(
      client.email,
      m.media_email_expiry_subject({ title: gallery.title }),
      [
        m.media_email_expiry_body({ title: gallery.title, date: formatDay(gallery.expiresAt, client.locale) }),
        gallery.selectionSubmittedAt ? m.media_email_expiry_download() : m.media_email_expiry_choose(),
      ],
      { label: m.media_email_open_gallery(), url },
      client.locale,
    ),
  );
  await enqueueEmail(db, {
    ...message,
    dedupeKey: expiryReminderKey(gallery),
    sendAfter: sendAfter.getTime() > Date.now() ? sendAfter : new Date(),
  });
}

export async function updateGallerySettings(db: Db, galleryId: string, input: z.infer<typeof GallerySettingsSchema>) {
  const gallery = await requireOwnerGallery(db, galleryId);
  await checkBookingChoice(db, gallery.clientId, input.bookingId, gallery.bookingId);
  const expiresAt = expiryFrom(input.expiresOn);
  const watermark = input.watermarkText || null;
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(galleries)
      .set({
        title: input.title,
        selectionLimit: input.selectionLimit,
        expiresAt,
        allowDownloads: input.allowDownloads,
        finalsKeepMetadata: input.finalsKeepMetadata,
        watermarkText: watermark,
        sessionDate: input.sessionDate || null,
        bookingId: input.bookingId || null,
      })
      .where(eq(galleries.id, galleryId))
      .returning();
    if (expiresAt.getTime() !== gallery.expiresAt.getTime() && updated?.status === "published") {
      // The reminder for the old date must not go out; queue one for the new date.
      await tx
        .delete(emailOutbox)
        .where(and(eq(emailOutbox.dedupeKey, expiryReminderKey(gallery)), eq(emailOutbox.status, "pending")));
      const [client] = await tx
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, gallery.clientId));
      if (client && updated) await scheduleExpiryReminder(tx, updated, client);
    }
    if (watermark !== gallery.watermarkText) {
      const proofs = await tx
        .select({ assetId: galleryPhotos.assetId })
        .from(galleryPhotos)
        .where(and(eq(galleryPhotos.galleryId, galleryId), eq(galleryPhotos.kind, "proof")));
      for (const proof of proofs) await reprocessAsset(tx, proof.assetId, watermark);
    }
  });
}

/** Publishes the gallery to its client: e-mails "Your proof gallery is ready" and schedules the expiry reminder. */
export async function publishGallery(db: Db, galleryId: string) {
  const gallery = await requireOwnerGallery(db, galleryId);
  const [{ proofs } = { proofs: 0 }] = await db
    .select({ proofs: count() })
    .from(galleryPhotos)
    .where(
      and(eq(galleryPhotos.galleryId, galleryId), eq(galleryPhotos.kind, "proof"), eq(galleryPhotos.hidden, false)),
    );
  if (proofs === 0) throw new HttpError(400, m.studio_gallery_no_proof());
  const [client] = await db.select().from(users).where(eq(users.id, gallery.clientId));
  if (!client) throw new HttpError(400, m.studio_gallery_client_gone());
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(galleries)
      .set({ status: "published", publishedAt: gallery.publishedAt ?? new Date() })
      .where(eq(galleries.id, galleryId))
      .returning();
    await enqueueEmail(tx, {
      ...inLocale(client.locale, () =>
        mail(
          client.email,
          m.media_email_ready_subject(),
          [
            m.media_email_hello({ name: client.name }),
            m.media_email_ready_body({ title: gallery.title, limit: gallery.selectionLimit }),
          ],
          { label: m.media_email_open_gallery(), url: `${getEnv().BASE_URL}/galleries/${gallery.id}` },
          client.locale,
        ),
      ),
      dedupeKey: `gallery-ready:${gallery.id}`,
    });
    if (updated) await scheduleExpiryReminder(tx, updated, client);
  });
}

export async function unpublishGallery(db: Db, galleryId: string) {
  await requireOwnerGallery(db, galleryId);
  await db.update(galleries).set({ status: "draft" }).where(eq(galleries.id, galleryId));
}

export async function deliverFinals(db: Db, galleryId: string) {
  const gallery = await requireOwnerGallery(db, galleryId);
  const [{ finals } = { finals: 0 }] = await db
    .select({ finals: count() })
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.galleryId, galleryId), eq(galleryPhotos.kind, "final")));
  if (finals === 0) throw new HttpError(400, m.studio_gallery_no_finals());
  if (gallery.status !== "published") throw new HttpError(400, m.studio_gallery_publish_first());
  const [client] = await db.select().from(users).where(eq(users.id, gallery.clientId));
  await db.transaction(async (tx) => {
    await tx
      .update(galleries)
      .set({ finalsDeliveredAt: gallery.finalsDeliveredAt ?? new Date() })
      .where(eq(galleries.id, galleryId));
    if (client) {
      await enqueueEmail(tx, {
        ...inLocale(client.locale, () =>
          mail(
            client.email,
            m.media_email_finals_subject(),
            [m.media_email_hello({ name: client.name }), m.media_email_finals_body({ title: gallery.title })],
            { label: m.media_email_download_photos(), url: `${getEnv().BASE_URL}/galleries/${gallery.id}` },
            client.locale,
          ),
        ),
        dedupeKey: `gallery-finals:${gallery.id}`,
      });
    }
  });
}

export async function setPhotoHidden(db: Db, galleryId: string, photoId: string, hidden: boolean) {
  const [row] = await db
    .update(galleryPhotos)
    .set({ hidden })
    .where(and(eq(galleryPhotos.id, photoId), eq(galleryPhotos.galleryId, galleryId)))
    .returning({ id: galleryPhotos.id });
  if (!row) throw new HttpError(404, m.media_error_photo_missing());
}

/** Favourites, comments and the selection belong to the gallery's client (and the owner); guests only look. */
function requireNotGuest(access: GalleryAccess) {
  if (access.role === "guest") throw new HttpError(403, m.media_error_read_only());
}

/** Finds a photo the access may view, or throws 404 (another gallery's id looks like nothing). */
async function viewablePhoto(db: Db, access: GalleryAccess, photoId: string) {
  requireNotGuest(access);
  const [photo] = /^[A-Za-z0-9_-]{10,64}$/.test(photoId)
    ? await db.select().from(galleryPhotos).where(eq(galleryPhotos.id, photoId))
    : [];
  if (!photo || !mayAccessPhoto(access, photo, "view")) throw new HttpError(404, m.media_error_photo_missing());
  return photo;
}

/**
 * Marks or unmarks a proof as a favourite. The gallery's limit holds here, whatever the page showed:
 * a new favourite beyond it is refused (the gallery row is locked, so two tabs cannot both take the
 * last place). Marking a photo that is already a favourite changes nothing.
 */
export async function setFavourite(db: Db, access: GalleryAccess, photoId: string, favourite: boolean) {
  const photo = await viewablePhoto(db, access, photoId);
  if (photo.kind !== "proof") throw new HttpError(400, m.media_error_favourites_among_proofs());
  if (access.gallery.selectionSubmittedAt && access.role === "client") {
    throw new HttpError(409, m.media_error_selection_locked());
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from galleries where id = ${access.gallery.id} for update`);
    if (favourite) {
      const [current] = await tx
        .select({ favourite: galleryPhotos.favourite })
        .from(galleryPhotos)
        .where(eq(galleryPhotos.id, photo.id));
      if (current?.favourite) return;
      const [{ chosen } = { chosen: 0 }] = await tx
        .select({ chosen: count() })
        .from(galleryPhotos)
        .where(
          and(
            eq(galleryPhotos.galleryId, access.gallery.id),
            eq(galleryPhotos.kind, "proof"),
            eq(galleryPhotos.favourite, true),
            eq(galleryPhotos.hidden, false),
          ),
        );
      if (chosen >= access.gallery.selectionLimit) {
        throw new HttpError(409, limitReachedMessage(access.gallery.selectionLimit));
      }
    }
    await tx.update(galleryPhotos).set({ favourite }).where(eq(galleryPhotos.id, photo.id));
  });
}

/** A second identical comment on the same photo within this time is the same comment sent twice. */
const DUPLICATE_COMMENT_MS = 10 * 60_000;

/**
 * Adds a comment to a photo. Sending the same words on the same photo again within a few minutes
 * (a double click, a resubmitted form, a retried request) keeps the one comment: the photo row is
 * locked so two simultaneous copies cannot both pass the check. Returns whether a comment was added.
 */
export async function addComment(db: Db, access: GalleryAccess, photoId: string, authorId: string, body: string) {
  const photo = await viewablePhoto(db, access, photoId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from gallery_photos where id = ${photo.id} for update`);
    const [same] = await tx
      .select({ id: galleryComments.id })
      .from(galleryComments)
      .where(
        and(
          eq(galleryComments.photoId, photo.id),
          eq(galleryComments.authorId, authorId),
          eq(galleryComments.body, body),
          gt(galleryComments.createdAt, new Date(Date.now() - DUPLICATE_COMMENT_MS)),
        ),
      )
      .limit(1);
    if (same) return false;
    await tx.insert(galleryComments).values({ photoId: photo.id, authorId, body });
    return true;
  });
}

/**
 * Submits the client's favourites as their selection: at least one, at most the gallery's limit
 * (enforced here, whatever the page allowed), once. The owner is notified.
 */
export async function submitSelection(db: Db, access: GalleryAccess) {
  requireNotGuest(access);
  const { gallery } = access;
  if (gallery.selectionSubmittedAt) throw new HttpError(409, m.media_error_selection_submitted());
  await db.transaction(async (tx) => {
    // Lock the gallery row so two submissions (two tabs) cannot both pass the checks.
    await tx.execute(sql`select id from galleries where id = ${gallery.id} for update`);
    const [current] = await tx.select().from(galleries).where(eq(galleries.id, gallery.id));
    if (current?.selectionSubmittedAt) throw new HttpError(409, m.media_error_selection_submitted());
    const favourites = await tx
      .select({ id: galleryPhotos.id })
      .from(galleryPhotos)
      .where(
        and(
          eq(galleryPhotos.galleryId, gallery.id),
          eq(galleryPhotos.kind, "proof"),
          eq(galleryPhotos.favourite, true),
          eq(galleryPhotos.hidden, false),
        ),
      );
    if (favourites.length === 0) throw new HttpError(400, m.media_error_no_favourite());
    if (favourites.length > gallery.selectionLimit) {
      throw new HttpError(
        400,
        m.media_error_too_many({
          limit: gallery.selectionLimit,
          count: favourites.length,
          extra: favourites.length - gallery.selectionLimit,
        }),
      );
    }
    await tx.update(galleryPhotos).set({ selected: false }).where(eq(galleryPhotos.galleryId, gallery.id));
    await tx
      .update(galleryPhotos)
      .set({ selected: true })
      .where(
        inArray(
          galleryPhotos.id,
          favourites.map((f) => f.id),
        ),
      );
    await tx.update(galleries).set({ selectionSubmittedAt: new Date() }).where(eq(galleries.id, gallery.id));
    const [client] = await tx.select({ name: users.name }).from(users).where(eq(users.id, gallery.clientId));
    // To the owner, in the owner's account language.
    const to = ownerAddress();
    const locale = await ownerLocale(tx, to);
    const o = { locale };
    await enqueueEmail(tx, {
      ...mail(
        to,
        m.email_selection_subject({ title: gallery.title }, o),
        [
          m.email_selection_body(
            {
              client: client?.name ?? m.email_selection_someone({}, o),
              count: favourites.length,
              title: gallery.title,
            },
            o,
          ),
        ],
        { label: m.email_selection_button({}, o), url: `${getEnv().BASE_URL}/admin/galleries/${gallery.id}` },
        locale,
      ),
      dedupeKey: `gallery-selection:${gallery.id}`,
    });
  });
}

/** The selected file names, for Lightroom: one per line, or CSV with a header. */
export async function selectionExport(db: Db, galleryId: string, format: "txt" | "csv") {
  const rows = await db
    .select({ fileName: galleryPhotos.fileName })
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.galleryId, galleryId), eq(galleryPhotos.selected, true)))
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.fileName));
  const names = rows.map((r) => r.fileName);
  if (format === "txt") return `${names.join("\n")}\n`;
  // Every name quoted, as editing software's own selection lists are.
  const quote = (v: string) => `"${neutraliseFormula(v).replaceAll('"', '""')}"`;
  return `\uFEFFfile_name\r\n${names.map(quote).join("\r\n")}\r\n`;
}

/** The client's galleries for their dashboard, with the expected proof and final dates. */
export async function listClientGalleries(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(galleries)
    .where(and(eq(galleries.clientId, userId), sql`${galleries.expiresAt} > now()`))
    .orderBy(desc(galleries.createdAt));
  return rows.map((g) => ({
    id: g.id,
    title: g.title,
    published: g.status === "published",
    selectionLimit: g.selectionLimit,
    expiresOn: g.expiresAt.toISOString().slice(0, 10),
    selectionSubmitted: Boolean(g.selectionSubmittedAt),
    finalsDelivered: Boolean(g.finalsDeliveredAt),
    expectedProofs: g.sessionDate ? expectedProofDates(g.sessionDate) : null,
    expectedFinals: g.selectionSubmittedAt
      ? expectedFinalDates(g.selectionSubmittedAt.toISOString().slice(0, 10))
      : null,
  }));
}

export type ClientGallerySummary = Awaited<ReturnType<typeof listClientGalleries>>[number];
