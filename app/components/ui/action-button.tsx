/**
 * A one-button form: posts its `intent` (and any hidden `fields`) to the page's action, with or without
 * JavaScript. For the many "Remove", "Unblock", "Sync now" buttons beside a row; a form with fields the
 * person fills in uses `useSchemaForm` instead.
 */
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Form } from "react-router";

export function ActionButton({
  intent,
  fields = {},
  className = "btn-secondary",
  formClassName,
  children,
  ...button
}: {
  intent: string;
  /** Hidden fields sent with the intent, such as the row's id. */
  fields?: Record<string, string | number>;
  formClassName?: string;
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "children">) {
  return (
    <Form method="post" className={formClassName}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} {...button}>
        {children}
      </button>
    </Form>
  );
}
