/** The package refund's form (issue 25): what the browser and the action both accept and refuse. */
import { describe, expect, it } from "vitest";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import { parseSubmission } from "../lib/submission.ts";
import { RefundPackageSchema } from "./refund-form.ts";

const KEY = "8c0d2f3e-4b5a-4c6d-9e7f-0a1b2c3d4e5f";
const parse = (amount: string, fields: Record<string, string> = {}) =>
  parseSubmission(new URLSearchParams({ purchaseId: "7", key: KEY, amount, ...fields }), RefundPackageSchema);

describe("the package refund form", () => {
  it("reads an amount in euros as cents", () => {
    expect(parse("120,50")).toMatchObject({ status: "success", value: { purchaseId: 7, amount: 12050, key: KEY } });
    expect(parse("€ 480")).toMatchObject({ status: "success", value: { amount: 48000 } });
  });

  it("refuses no amount, nothing, or an unreadable one, on the amount field", () => {
    for (const amount of ["", "0", "0.00", "abc", "-5"]) {
      expect(parse(amount).reply().error, amount).toEqual({
        amount: ["Enter the amount to refund in euros, e.g. 480 or 120.50."],
      });
    }
    expect(inLocale("fr", () => parse("abc").reply().error)).toEqual({
      amount: ["Indiquez le montant à rembourser en euros, par exemple 480 ou 120,50."],
    });
  });

  it("refuses a forged purchase or request key", () => {
    expect(parse("10", { purchaseId: "x", key: "not-a-key" }).reply().error).toEqual({
      purchaseId: ["Invalid request."],
      key: ["Invalid request."],
    });
  });
});
