/**
 * A visitor's name, e-mail address and telephone as every public form takes them (a booking's details,
 * the contact form): one set of limits and refusals. Refusals are functions that Zod calls when a field
 * fails, so they are read in the request's language (a French page answers in French).
 */
import { z } from "zod";
import { m } from "../paraglide/messages.js";

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 40 } as const;

/** Zod's `error` option from a message read when the field fails. */
export const say = (message: () => string) => ({ error: message });

export const nameField = () =>
  z
    .string(say(m.payments_form_name_required))
    .trim()
    .min(1, say(m.payments_form_name_required))
    .max(
      CONTACT_LIMITS.name,
      say(() => m.payments_form_name_max({ max: CONTACT_LIMITS.name })),
    );

export const emailField = () =>
  z
    .string(say(m.payments_form_email_required))
    .trim()
    .min(1, say(m.payments_form_email_required))
    .max(
      CONTACT_LIMITS.email,
      say(() => m.payments_form_email_max({ max: CONTACT_LIMITS.email })),
    )
    .pipe(z.email(say(m.payments_form_email_invalid)));

/** Digits, spaces and + ( ) . - only; may be empty (each form says what empty becomes). */
export const phoneField = () =>
  z
    .string(say(m.payments_form_phone_text))
    .trim()
    .max(
      CONTACT_LIMITS.phone,
      say(() => m.payments_form_phone_max({ max: CONTACT_LIMITS.phone })),
    )
    .regex(/^[+()\d\s.-]*$/, say(m.payments_form_phone_chars));
