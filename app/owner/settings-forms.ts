/**
 * The owner's settings forms on /admin/settings (reminders, the reply sender and the reply templates): one schema
 * each, read in the browser as the owner types and by the action as the authority (app/lib/submission.ts). Plain
 * module, safe in the browser bundle. What is stored is still checked by the setting's own schema
 * (app/lib/settings.server.ts).
 */
import { z } from "zod";
import { wholeNumber } from "~/lib/form-fields";
import { m } from "~/paraglide/messages";

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

/** How many reply templates the form offers (the setting keeps at most 10). */
export const TEMPLATE_SLOTS = 5;
const SLOTS = Array.from({ length: TEMPLATE_SLOTS }, (_, slot) => slot);
export const templateTitle = (slot: number) => `title-${slot}`;
export const templateBody = (slot: number) => `body-${slot}`;

const slotText = z.string().optional();

/**
 * The reply templates, one title and text per slot: a slot left empty is dropped, a slot half filled says which
 * half is missing. The value is the templates in order, trimmed.
 */
export const TemplatesFormSchema = z
  .object(
    Object.fromEntries(
      SLOTS.flatMap((slot) => [templateTitle(slot), templateBody(slot)]).map((name) => [name, slotText]),
    ),
  )
  .transform((form, ctx) => {
    const templates: { title: string; body: string }[] = [];
    for (const slot of SLOTS) {
      const title = (form[templateTitle(slot)] ?? "").trim();
      const body = (form[templateBody(slot)] ?? "").trim();
      if (!title && !body) continue;
      const number = slot + 1;
      const refuse = (name: string, message: string) => ctx.addIssue({ code: "custom", path: [name], message });
      if (!title) refuse(templateTitle(slot), m.studio_settings_templates_title_missing({ number }));
      else if (title.length > 80) refuse(templateTitle(slot), m.studio_settings_templates_title_long({ number }));
      if (!body) refuse(templateBody(slot), m.studio_settings_templates_text_missing({ number }));
      else if (body.length > 5000) refuse(templateBody(slot), m.studio_settings_templates_text_long({ number }));
      templates.push({ title, body });
    }
    return { templates };
  });
