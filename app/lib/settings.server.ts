/**
 * Owner-editable settings, one JSON value per key in `app_settings`, each parsed by its own Zod
 * schema with a default, so a fresh install works and a bad stored value never crashes a page.
 */
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { m } from "../paraglide/messages.js";
import { say } from "./contact-fields.ts";
import { appSettings } from "./db/schema.ts";
import type { Db } from "./db.server.ts";
import { isTimeZone } from "./intl.ts";
import {
  ENGLISH_REPLY_TEMPLATES,
  FRENCH_REPLY_TEMPLATES,
  REPLY_TEMPLATE_LIMITS,
  type ReplyTemplate,
} from "./reply-templates.ts";

// Checked in the browser too (a form's schema); re-exported for the server modules that read it here.
export { isTimeZone };

/** One language's reply templates, within the limits the Settings form reads too; `starting` when none are stored. */
function replyTemplateList(starting: readonly ReplyTemplate[]) {
  const text = (maxChars: number) => z.string().trim().min(1).max(maxChars);
  return z
    .array(z.object({ title: text(REPLY_TEMPLATE_LIMITS.titleChars), body: text(REPLY_TEMPLATE_LIMITS.bodyChars) }))
    .max(REPLY_TEMPLATE_LIMITS.templates)
    .default(() => starting.map((template) => ({ ...template })));
}

export const SETTINGS = {
  /** The business's IANA time zone: availability, reminders and quiet hours are in this zone. */
  businessTimeZone: z
    .string()
    .refine((zone) => isTimeZone(zone), say(m.owner_settings_unknown_zone))
    .default("Europe/Paris"),
  /** The secret in the owner's private calendar feed URL; null = no feed (revoked or never made). */
  bookingFeedToken: z.string().min(20).nullable().default(null),
  /** Where sessions take place (app/booking/places.ts): the studio's address and the owner's meeting link. */
  bookingPlaces: z
    .object({ studioAddress: z.string().max(300), meetingLink: z.string().max(300) })
    .default({ studioAddress: "", meetingLink: "" }),
  /** Automatic reminders to clients idle inside a phase (the owner's day, app/owner/nudges.server.ts). */
  nudges: z
    .object({
      enabled: z.boolean(),
      firstDelayDays: z.number().int().min(1).max(90),
      secondDelayDays: z.number().int().min(2).max(180),
    })
    .refine((v) => v.secondDelayDays > v.firstDelayDays, say(m.owner_settings_second_after_first))
    .default({ enabled: true, firstDelayDays: 7, secondDelayDays: 14 }),
  /**
   * Who signs the replies to inquiries, and the address a prospect's answer goes to (Reply-To). Empty:
   * the name and e-mail of the owner's account that sends the reply.
   */
  inquiryReplySender: z
    .object({
      name: z.string().trim().max(100, say(m.owner_settings_name_max)),
      email: z.union([
        z.literal(""),
        z
          .string()
          .trim()
          .max(254)
          .pipe(z.email(say(m.owner_admin_valid_email))),
      ]),
    })
    .default({ name: "", email: "" }),
  /**
   * The owner's reply templates for inquiries, one list per language (app/lib/reply-templates.ts): an inquiry
   * is offered the list of its language. Both edited in /admin/settings.
   */
  inquiryReplyTemplates: replyTemplateList(ENGLISH_REPLY_TEMPLATES),
  inquiryReplyTemplatesFr: replyTemplateList(FRENCH_REPLY_TEMPLATES),
  /**
   * The business's legal details printed on receipts (issue 29), and whether prices include VAT or
   * VAT does not apply (French micro-entrepreneurs: "TVA non applicable, art. 293 B du CGI").
   */
  billing: z
    .object({
      legalName: z.string().trim().max(200),
      address: z.string().trim().max(500),
      siret: z.string().trim().max(40),
      vat: z.enum(["included", "not_applicable"]),
    })
    .default({ legalName: "", address: "", siret: "", vat: "not_applicable" }),
  /**
   * How long personal data is kept (issue 30; the daily job in app/privacy/retention.server.ts, and the
   * privacy policy quotes these values). Inactive accounts are warned, then deleted `warningDays` later.
   */
  retention: z
    .object({
      inquiryMonths: z.number().int().min(1).max(120),
      galleryFilesMonths: z.number().int().min(1).max(120),
      inactiveAccountYears: z.number().int().min(1).max(10),
      warningDays: z.number().int().min(7).max(90),
    })
    .default({ inquiryMonths: 24, galleryFilesMonths: 12, inactiveAccountYears: 3, warningDays: 30 }),
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]>;

export async function getSetting<K extends SettingKey>(db: Pick<Db, "select">, key: K): Promise<SettingValue<K>> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return settingFrom(key, row?.value);
}

/** Several settings in one statement (each with its default when absent or bad). */
export async function getSettings<K extends SettingKey>(
  db: Pick<Db, "select">,
  keys: readonly K[],
): Promise<{ [P in K]: SettingValue<P> }> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [...keys]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(keys.map((key) => [key, settingFrom(key, stored.get(key))])) as {
    [P in K]: SettingValue<P>;
  };
}

/** A setting from its stored value (read with other data in one statement): its default when absent or bad. */
export function settingFrom<K extends SettingKey>(key: K, stored: unknown): SettingValue<K> {
  const schema = SETTINGS[key] as unknown as z.ZodType<SettingValue<K>>;
  const parsed = schema.safeParse(stored ?? undefined);
  return parsed.success ? parsed.data : (schema.parse(undefined) as SettingValue<K>);
}

/** Stores a setting; `null` (where the setting allows it) removes the row, which reads back as null. */
export async function setSetting<K extends SettingKey>(
  db: Pick<Db, "insert" | "delete">,
  key: K,
  value: SettingValue<K>,
) {
  const parsed = (SETTINGS[key] as unknown as z.ZodType<SettingValue<K>>).parse(value);
  // The column is NOT NULL jsonb: a SQL NULL cannot be stored, and a missing row already means "none".
  if (parsed === null) {
    await db.delete(appSettings).where(eq(appSettings.key, key));
    return;
  }
  await db
    .insert(appSettings)
    .values({ key, value: parsed as unknown as object })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: parsed as unknown as object, updatedAt: new Date() },
    });
}

export function getBusinessTimeZone(db: Pick<Db, "select">) {
  return getSetting(db, "businessTimeZone");
}
