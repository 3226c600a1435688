/**
 * The owner's settings forms on /admin/settings (reminders, the reply sender and the reply templates in each
 * language): one schema each, read in the browser as the owner types and by the action as the authority
 * (app/lib/submission.ts). Plain module, safe in the browser bundle. What is stored is still checked by the
 * setting's own schema (app/lib/settings.server.ts).
 */
import { z } from "zod";
import { wholeNumber } from "~/lib/form-fields";
import { BASE_LOCALE, LOCALES, type Locale } from "~/lib/i18n/locale";
import { REPLY_TEMPLATE_LIMITS, type ReplyTemplate } from "~/lib/reply-templates";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

export const NudgesFormSchema = z
  .object({
    enabled: z.literal("on").optional(),
    firstDelayDays: wholeNumber(1, 90, m.studio_settings_nudges_first_range),
    secondDelayDays: wholeNumber(2, 180, m.studio_settings_nudges_second_range),
  })
  .superRefine((form, ctx) => {
    if (form.secondDelayDays <= form.firstDelayDays) {
      ctx.addIssue({ code: "custom", path: ["secondDelayDays"], message: m.owner_settings_second_after_first() });
    }
  });

/** Who signs the replies to inquiries and where answers go; empty = the owner's account. */
export const SenderFormSchema = z.object({
  name: z
    .string()
    .trim()
    .max(100, { error: () => m.owner_settings_name_max() })
    .default(""),
  email: z
    .string()
    .trim()
    .refine((email) => email === "" || (email.length <= 254 && z.email().safeParse(email).success), {
      error: () => m.owner_admin_valid_email(),
    })
    .default(""),
});

/** How many reply templates the form offers in each language (a list may keep up to REPLY_TEMPLATE_LIMITS.templates). */
export const TEMPLATE_SLOTS = 5;
const SLOTS = Array.from({ length: TEMPLATE_SLOTS }, (_, slot) => slot);

/** A slot's fields: the English list's as they always were ("title-0"), the French list's prefixed ("fr-title-0"). */
const slotField = (part: "title" | "body", locale: Locale, slot: number) =>
  `${locale === BASE_LOCALE ? "" : `${locale}-`}${part}-${slot}`;
export const templateTitle = (locale: Locale, slot: number) => slotField("title", locale, slot);
export const templateBody = (locale: Locale, slot: number) => slotField("body", locale, slot);

/** What a half-filled or too long slot is told, naming the list it is in. */
const SLOT_MESSAGES: Record<
  Locale,
  Record<"titleMissing" | "bodyMissing", (inputs: { number: number }) => string> &
    Record<"titleLong" | "bodyLong", (inputs: { number: number; max: string }) => string>
> = {
  en: {
    titleMissing: m.studio_settings_templates_title_missing,
    bodyMissing: m.studio_settings_templates_text_missing,
    titleLong: m.studio_settings_templates_title_long,
    bodyLong: m.studio_settings_templates_text_long,
  },
  fr: {
    titleMissing: m.studio_settings_templates_fr_title_missing,
    bodyMissing: m.studio_settings_templates_fr_text_missing,
    titleLong: m.studio_settings_templates_fr_title_long,
    bodyLong: m.studio_settings_templates_fr_text_long,
  },
};

const slotText = z.string().optional();

/** A number of characters as the page's language writes it: "5,000", "5 000". */
const chars = (count: number) => count.toLocaleString(getLocale());

/** The sentence for a list refused as a whole (by the setting's own check, after the form's). */
export const templatesInvalid = () =>
  m.studio_settings_templates_invalid({
    title: chars(REPLY_TEMPLATE_LIMITS.titleChars),
    text: chars(REPLY_TEMPLATE_LIMITS.bodyChars),
  });

/**
 * The reply templates in each language, one title and text per slot: a slot left empty is dropped, a slot half
 * filled says which half is missing (and in which list). The value is each language's templates in order, trimmed.
 */
export const TemplatesFormSchema = z
  .object(
    Object.fromEntries(
      LOCALES.flatMap((locale) =>
        SLOTS.flatMap((slot) => [templateTitle(locale, slot), templateBody(locale, slot)]),
      ).map((name) => [name, slotText]),
    ),
  )
  .transform((form, ctx) => {
    const refuse = (name: string, message: string) => ctx.addIssue({ code: "custom", path: [name], message });
    const { titleChars, bodyChars } = REPLY_TEMPLATE_LIMITS;
    const listIn = (locale: Locale) => {
      const say = SLOT_MESSAGES[locale];
      const templates: ReplyTemplate[] = [];
      for (const slot of SLOTS) {
        const [titleName, bodyName] = [templateTitle(locale, slot), templateBody(locale, slot)];
        const title = (form[titleName] ?? "").trim();
        const body = (form[bodyName] ?? "").trim();
        if (!title && !body) continue;
        const number = slot + 1;
        if (!title) refuse(titleName, say.titleMissing({ number }));
        else if (title.length > titleChars) refuse(titleName, say.titleLong({ number, max: chars(titleChars) }));
        if (!body) refuse(bodyName, say.bodyMissing({ number }));
        else if (body.length > bodyChars) refuse(bodyName, say.bodyLong({ number, max: chars(bodyChars) }));
        templates.push({ title, body });
      }
      return templates;
    };
    // A list none of whose fields came (a page opened before the French list existed) is left as stored.
    const posted = (locale: Locale) =>
      SLOTS.some(
        (slot) => form[templateTitle(locale, slot)] !== undefined || form[templateBody(locale, slot)] !== undefined,
      );
    const templates: Partial<Record<Locale, ReplyTemplate[]>> = {};
    for (const locale of LOCALES) if (posted(locale)) templates[locale] = listIn(locale);
    return { templates };
  });
