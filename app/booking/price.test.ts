import { describe, expect, it } from "vitest";
import { depositWords, parseEuros, paymentWords, sessionDuration, sessionPrice } from "./price.ts";

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
