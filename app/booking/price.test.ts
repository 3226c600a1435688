import { describe, expect, it } from "vitest";
import { depositWords, eurosField, parseEuros, paymentWords, sessionDuration, sessionPrice } from "./price.ts";

describe("session prices", () => {
  it("shows a price, a starting price, the owner's note or nothing", () => {
    expect(sessionPrice({ priceCents: 15000, priceFrom: false, priceLabel: "" })).toBe("€150");
    expect(sessionPrice({ priceCents: 14950, priceFrom: true, priceLabel: "ignored" })).toBe("From €149.50");
    expect(sessionPrice({ priceCents: null, priceFrom: false, priceLabel: " Quoted after a call " })).toBe(
      "Quoted after a call",
    );
    expect(sessionPrice({ priceCents: null, priceFrom: true, priceLabel: "" })).toBe("");
  });

  it("reads the owner's typed price", () => {
    expect(parseEuros("150")).toBe(15000);
    expect(parseEuros("€ 149,50")).toBe(14950);
    expect(parseEuros("")).toBeNull();
    expect(parseEuros("-5")).toBeUndefined();
    expect(parseEuros("12.345")).toBeUndefined();
    expect(parseEuros("about 100")).toBeUndefined();
  });

  it("reads a form's euro amount field as parseEuros does, naming the field when it refuses", () => {
    const amount = eurosField(() => "Amount must be empty or an amount in euros.");
    expect(amount.parse("481")).toBe(48100);
    expect(amount.parse("481.5")).toBe(48150);
    expect(amount.parse("481,50")).toBe(48150);
    expect(amount.parse(" € 481 ")).toBe(48100);
    expect(amount.parse("0")).toBe(0);
    expect(amount.parse("")).toBeNull();
    expect(amount.parse(undefined)).toBeNull();
    for (const refused of ["-5", "12.345", "about 100", "1234567", "4,81,00", "481 euros"]) {
      const result = amount.safeParse(refused);
      expect(result.success, refused).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        "Amount must be empty or an amount in euros.",
      ]);
    }
  });

  it("reads a euro field's message when the field fails, in the language of that moment", () => {
    let language = "en";
    const amount = eurosField(() => (language === "en" ? "Price is wrong." : "Le prix est faux."));
    expect(amount.safeParse("x").error?.issues[0]?.message).toBe("Price is wrong.");
    language = "fr";
    expect(amount.safeParse("x").error?.issues[0]?.message).toBe("Le prix est faux.");
  });

  it("names durations in words", () => {
    expect(sessionDuration(30)).toBe("30 minutes");
    expect(sessionDuration(60)).toBe("1 hour");
    expect(sessionDuration(90)).toBe("1 hour 30 minutes");
    expect(sessionDuration(120)).toBe("2 hours");
  });

  it("says what is paid online and what remains, before and after paying", () => {
    const priced = { priceCents: 15000, priceFrom: false };
    expect(depositWords(priced, 5000)).toBe(
      "A deposit of €50 is paid online to book this session. The remaining €100 is paid at the session.",
    );
    expect(depositWords(priced, 15000)).toBe("The full price, €150, is paid online to book this session.");
    expect(depositWords({ priceCents: 15000, priceFrom: true }, 5000)).toBe(
      "A deposit of €50 is paid online to book this session. The rest of the price is paid at the session.",
    );
    expect(paymentWords(priced, 5000)).toBe("Paid online: €50 deposit. Still to pay at the session: €100.");
    expect(paymentWords(priced, 15000)).toBe("Paid online: €150, the full price. Nothing more to pay.");
    expect(paymentWords({ priceCents: 15000, priceFrom: true }, 4950)).toBe(
      "Paid online: €49.50 deposit. The rest of the price (from €150) is paid at the session.",
    );
    expect(paymentWords({ priceCents: null, priceFrom: false }, 5000)).toBe("Paid online: €50 deposit.");
  });
});
