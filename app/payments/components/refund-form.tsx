import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Field } from "~/components/ui/field";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { m } from "~/paraglide/messages";
import type { BookingMoneyView } from "../present.server.ts";
import { RefundFormSchema } from "../refund-form.ts";

/**
 * The owner's refund by hand, under a booking's payments (PaymentsPanel's `refundForm`): the last payment, up to
 * what is left on it. Its own module, so the client's pages that show the panel do not load the form's schema.
 */
export function RefundForm({
  money,
  refundKey,
  lastResult,
}: {
  money: BookingMoneyView;
  /** A new key per page shown: a double submit refunds once. */
  refundKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { formProps, fields, summary } = useSchemaForm({
    id: "refund",
    schema: RefundFormSchema,
    lastResult,
    defaultValue: { amount: (money.refundableCents / 100).toFixed(2) },
  });
  const payment = money.payments.at(-1);
  if (money.refundableCents <= 0 || !payment) return null;
  return (
    <Form method="post" {...formProps} className="mt-4 space-y-3">
      <SchemaFormSummary {...summary} />
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="key" value={refundKey} />
      <input type="hidden" name="paymentId" value={payment.id} />
      <div className="flex flex-wrap items-end gap-3">
        <Field
          {...fieldProps(fields.amount)}
          label={m.payments_panel_refund_label({ amount: money.refundable })}
          inputMode="decimal"
          maxLength={20}
        />
        <button className="btn-secondary" type="submit">
          {m.payments_panel_refund()}
        </button>
      </div>
    </Form>
  );
}
