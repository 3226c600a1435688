/**
 * Every request-body limit, written once, per route. Read by:
 * - the HTTP entry's early gate (server/pipeline/refusals.ts), which refuses a declared body over its
 *   route's limit before a byte is read (it imports this file directly, so it holds plain constants only);
 * - the root middleware (body-guard.server.ts): which routes take which body, and by whom;
 * - the readers that stream a body (forms.server.ts, app/media/upload.server.ts): they count bytes as
 *   they arrive, chunked bodies included, and stop writing at these figures;
 * - the photo uploader's instant check in the browser (PHOTO_UPLOAD_LIMITS).
 * A route without a row takes a small URL-encoded form (JSON on the JSON routes) and no file.
 */
import type { Role } from "./db/schema.ts";

const KB = 1024;
const MB = 1024 * KB;

/** A URL-encoded form post, unless its route says otherwise. */
export const MAX_FORM_BYTES = 64 * KB;
/** JSON, where JSON is the contract (`/api/contact`, `/api/auth/*`; Stripe's webhook takes MAX_WEBHOOK_BYTES). */
export const MAX_JSON_BYTES = 32 * KB;
/** Room for a multipart body's boundaries and part headers around its fields and files. */
const MULTIPART_FRAMING_BYTES = 16 * KB;
/** One photo: a camera file (24–60 MP) fits; the pipeline also caps its pixels (MAX_IMAGE_PIXELS). */
export const MAX_IMAGE_BYTES = 60 * MB;
/** Files one plain (no-JavaScript) form post may carry. */
export const MAX_FILES_PER_POST = 30;

export interface UploadLimits {
  /** Who may send a multipart body here (checked from the session before a byte is read). */
  roles: readonly Role[];
  /** One file, in bytes. */
  fileBytes: number;
  /** Files in one request. */
  files: number;
  /** The text fields of one request, together. */
  fieldBytes: number;
  /** The whole multipart body; a stream that goes past it is cut off and its files deleted. */
  requestBytes: number;
}

export interface RouteBodyLimits {
  /** What the route is, for people reading the table and the docs. */
  name: string;
  /** The page path (as request-path.ts's `pagePath` gives it). The first matching row wins. */
  pattern: RegExp;
  /** A URL-encoded form post. */
  formBytes: number;
  /** Present only where files may be uploaded. */
  upload?: UploadLimits;
}

/** The largest multipart body that carries `fieldBytes` of fields and `files` files of `fileBytes`. */
export function multipartRequestBytes(fieldBytes: number, fileBytes: number, files = 1) {
  return fieldBytes + files * fileBytes + MULTIPART_FRAMING_BYTES;
}

/**
 * The owner's photo uploads (portfolio, gallery proofs and finals). The page's script sends one
 * photo per request; the form without JavaScript sends every chosen photo in one, so a request may
 * carry up to ten photos at the largest size (thirty at the usual 10–30 MB of a camera JPEG).
 */
export const PHOTO_UPLOAD_LIMITS: UploadLimits = {
  roles: ["admin"],
  fileBytes: MAX_IMAGE_BYTES,
  files: MAX_FILES_PER_POST,
  fieldBytes: 10 * KB,
  requestBytes: 10 * MAX_IMAGE_BYTES,
};

/** The Blueprint's mood-board step: its answers and one image or PDF. */
export const MOOD_BOARD_UPLOAD_LIMITS: UploadLimits = {
  roles: ["client", "admin"],
  fileBytes: 10 * MB,
  files: 1,
  fieldBytes: MAX_FORM_BYTES,
  requestBytes: multipartRequestBytes(MAX_FORM_BYTES, 10 * MB),
};

/** Forms larger than the default (the route's action reads its form with the same figure). */
export const LARGE_FORM_BYTES = {
  blueprintReportNotes: 96 * KB,
  ownerSettings: 128 * KB,
  ownerReport: 192 * KB,
} as const;

/**
 * Forms that take less than the default, read by their own actions with this cap. The gates keep the
 * default for them, so a longer post reaches the action, which answers with the page's own message.
 */
export const SMALL_FORM_BYTES = {
  /** A booking's details (`/book/<type>/details`). */
  bookingDetails: 16 * KB,
  /** An inquiry (`/book`, and `/api/contact` as JSON). */
  inquiry: 16 * KB,
  /** The owner's package forms (`/admin/packages`, `/admin/packages/<id>`). */
  packageForm: 16 * KB,
  /** The owner's booking set-up and a session type's page (`/admin/booking/setup`, `/admin/booking/types/<id>`). */
  bookingSetup: 16 * KB,
  /** The owner's actions on a booking (`/admin/booking`): an id, an intent, a short note. */
  ownerBooking: 4 * KB,
  /** Moving a booking from its e-mailed link (`/book/reschedule/<token>`): a date and a time. */
  reschedule: 4 * KB,
  /** The reminders' opt-out button (`/nudges/opt-out`): its signed token. */
  nudgeOptOut: 2 * KB,
} as const;

/** The routes whose bodies differ from the default. Add a row for every new upload form or larger form. */
export const ROUTE_BODY_LIMITS: readonly RouteBodyLimits[] = [
  {
    name: "Blueprint phase report notes",
    pattern: /^\/hob\/phase[1-4]\/report$/,
    formBytes: LARGE_FORM_BYTES.blueprintReportNotes,
  },
  {
    name: "Blueprint step (answers; the mood-board step's file)",
    pattern: /^\/hob\/phase[1-4]\/[\w-]{1,100}$/,
    formBytes: MAX_FORM_BYTES,
    upload: MOOD_BOARD_UPLOAD_LIMITS,
  },
  {
    name: "Owner's photo upload",
    pattern: /^\/admin\/media\/upload$/,
    formBytes: MAX_FORM_BYTES,
    upload: PHOTO_UPLOAD_LIMITS,
  },
  { name: "Owner's settings", pattern: /^\/admin\/settings$/, formBytes: LARGE_FORM_BYTES.ownerSettings },
  { name: "Owner's report editor", pattern: /^\/admin\/reports\/[^/]+$/, formBytes: LARGE_FORM_BYTES.ownerReport },
];

/** Stripe's signed events (issue 29): a checkout session's event is a few KB; room to spare. */
export const MAX_WEBHOOK_BYTES = 256 * KB;

const WEBHOOK_ROUTE = /^\/api\/payments\/stripe$/;
const JSON_ROUTES = [/^\/api\/contact$/, /^\/api\/auth\//, WEBHOOK_ROUTE];

const DEFAULT_LIMITS: RouteBodyLimits = { name: "Any other form", pattern: /^/, formBytes: MAX_FORM_BYTES };

export function bodyLimitsFor(pagePath: string): RouteBodyLimits {
  return ROUTE_BODY_LIMITS.find((row) => row.pattern.test(pagePath)) ?? DEFAULT_LIMITS;
}

export function isJsonRoute(pagePath: string) {
  return JSON_ROUTES.some((pattern) => pattern.test(pagePath));
}

/**
 * The largest body a request to `pagePath` with this media type may declare. Multipart where the
 * route takes no file gets the form's figure: the root middleware refuses it anyway (415).
 */
export function declaredBodyLimit(pagePath: string, mediaType: string): number {
  const limits = bodyLimitsFor(pagePath);
  if (mediaType === "multipart/form-data" && limits.upload) return limits.upload.requestBytes;
  if (WEBHOOK_ROUTE.test(pagePath)) return MAX_WEBHOOK_BYTES;
  if (isJsonRoute(pagePath)) return MAX_JSON_BYTES;
  return limits.formBytes;
}
