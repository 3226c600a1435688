/**
 * The client's gallery page and each photo's own page: what they show and what their forms do.
 * Both routes ask this module, so a favourite or a comment sent from the viewer, from a photo's
 * page without JavaScript or from the grid follows the same rules (in galleries.server.ts).
 */

import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { getDb } from "~/lib/db.server";
import { requireUser } from "~/lib/session.server";
import { parseSubmission, payloadOf } from "~/lib/submission";
import { m } from "~/paraglide/messages";
import { galleryAccess } from "./access.server.ts";
import { expectedFinalDates } from "./business-days.ts";
import { CommentSchema } from "./comment-form.ts";
import { failure, readSmallForm } from "./forms.server.ts";
import { addComment, galleryPhotosFor, setFavourite, submitSelection } from "./galleries.server.ts";

const PhotoId = z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, { error: () => m.media_error_choose_photo() });
const ActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("favourite"), photoId: PhotoId }),
    z.object({ intent: z.literal("unfavourite"), photoId: PhotoId }),
    CommentSchema.extend({ intent: z.literal("comment"), photoId: PhotoId }),
    z.object({ intent: z.literal("submit") }),
  ],
  { error: () => m.media_error_unknown_action() },
);

interface GalleryArgs {
  request: Request;
  params: { id?: string };
  context: Readonly<RouterContextProvider>;
}

async function requireAccess(args: GalleryArgs) {
  const user = await requireUser(args);
  const db = await getDb();
  const access = await galleryAccess(db, args.params.id ?? "", user);
  if (!access) throw data(null, { status: 404 });
  return { db, user, access };
}

/**
 * Which state the gallery is in; each replaces the one before: choosing favourites, selection
 * sent (finals expected between two dates), finals delivered.
 */
export type GalleryStage =
  | { name: "choosing" }
  | { name: "selection-sent"; finalsFrom: string; finalsTo: string }
  | { name: "finals-delivered" };

export async function clientGalleryView(args: GalleryArgs) {
  const { db, access } = await requireAccess(args);
  const { gallery } = access;
  const photos = await galleryPhotosFor(db, access);
  const finals = photos.filter((p) => p.kind === "final");
  let stage: GalleryStage = { name: "choosing" };
  if (gallery.finalsDeliveredAt) stage = { name: "finals-delivered" };
  else if (gallery.selectionSubmittedAt) {
    const expected = expectedFinalDates(gallery.selectionSubmittedAt.toISOString().slice(0, 10));
    stage = { name: "selection-sent", finalsFrom: expected.from, finalsTo: expected.to };
  }
  return {
    gallery: {
      id: gallery.id,
      title: gallery.title,
      selectionLimit: gallery.selectionLimit,
      expiresOn: gallery.expiresAt.toISOString().slice(0, 10),
      selectionSubmitted: Boolean(gallery.selectionSubmittedAt),
      allowDownloads: gallery.allowDownloads,
      stage,
    },
    proofs: photos.filter((p) => p.kind === "proof"),
    finals,
    zipBytes: finals.filter((p) => p.downloadable).reduce((sum, p) => sum + p.size, 0),
  };
}

export type ClientGalleryView = Awaited<ReturnType<typeof clientGalleryView>>;

export interface GalleryActionResult {
  ok: boolean;
  message: string;
  intent: string | null;
  photoId: string | null;
  /** A comment form's answer (its field's error). */
  result?: SubmissionResult<string[]>;
}

/** Favourite, unfavourite, comment or submit; a refusal comes back with its reason and changes nothing. */
export async function clientGalleryAction(args: GalleryArgs) {
  const { db, user, access } = await requireAccess(args);
  const answer = (ok: boolean, message: string, intent: string | null = null, photoId: string | null = null) =>
    ({ ok, message, intent, photoId }) satisfies GalleryActionResult;
  let fields: Record<string, string> = {};
  try {
    fields = await readSmallForm(args.request);
    // The comment form's own schema (the browser checks the same), then the photo it belongs to.
    const submission = fields.intent === "comment" ? parseSubmission(payloadOf(fields), CommentSchema) : null;
    if (submission) {
      if (submission.status !== "success") {
        const result = submission.reply();
        const message = Object.values(result.error ?? {}).flat()[0] ?? m.media_error_invalid_form();
        return data({ ...answer(false, message, "comment", fields.photoId ?? null), result }, { status: 400 });
      }
    }
    const parsed = ActionSchema.safeParse(fields);
    if (!parsed.success) {
      return data(
        answer(
          false,
          parsed.error.issues[0]?.message ?? m.media_error_invalid_form(),
          fields.intent ?? null,
          fields.photoId ?? null,
        ),
        { status: 400 },
      );
    }
    const input = parsed.data;
    switch (input.intent) {
      case "favourite":
      case "unfavourite":
        await setFavourite(db, access, input.photoId, input.intent === "favourite");
        return answer(
          true,
          input.intent === "favourite" ? m.media_answer_favourited() : m.media_answer_unfavourited(),
          input.intent,
          input.photoId,
        );
      case "comment": {
        await addComment(db, access, input.photoId, user.id, input.body);
        // The form starts empty again.
        const result = submission?.reply({ resetForm: true });
        return { ...answer(true, m.media_answer_comment_sent(), input.intent, input.photoId), result };
      }
      case "submit":
        await submitSelection(db, access);
        return answer(true, m.media_answer_selection_sent(), input.intent);
    }
  } catch (error) {
    const { status, message } = failure(error);
    return data(answer(false, message, fields.intent ?? null, fields.photoId ?? null), { status });
  }
}
