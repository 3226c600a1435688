import { describe, expect, it } from "vitest";
import { parseEuros, sessionDuration, sessionPrice } from "./price.ts";

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
});
