/**
 * Issue 25: the booking details form's schema, as the browser and the action read the posted fields
 * (app/lib/submission.ts): what the session type's place asks is checked with the other fields, each refusal on
 * its field and naming it.
 */
import { describe, expect, it } from "vitest";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import { parseSubmission } from "../lib/submission.ts";
import { bookingFormSchema } from "./booking-form.ts";

const posted = (fields: Record<string, string>) =>
  new URLSearchParams({
    start: "2031-03-04T09:00:00.000Z",
    timeZone: "Europe/Paris",
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "",
    message: "",
    website: "",
    ...fields,
  });

const errorsOf = (kind: "studio" | "on_location" | "video" | "phone", fields: Record<string, string>) =>
  parseSubmission(posted(fields), bookingFormSchema({ locationKind: kind })).reply().error;

describe("the booking details form", () => {
  it("reads a valid form as posted: an empty phone is none, the start a date, no address asked at the studio", () => {
    const submission = parseSubmission(
      posted({ clientAddress: "anything" }),
      bookingFormSchema({ locationKind: "studio" }),
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      start: new Date("2031-03-04T09:00:00.000Z"),
      name: "Ada Lovelace",
      phone: null,
      message: "",
      phase: null,
    });
  });

  it("asks the address for a session at the client's place, with the other fields' errors at once", () => {
    expect(errorsOf("on_location", { name: " ", email: "ada@" })).toEqual({
      name: ["Name is required."],
      email: ["Email must be a valid e-mail address."],
      clientAddress: ["Your address is required: tell us where the session takes place."],
    });
    expect(errorsOf("on_location", { clientAddress: "1 a\n2 b\n3 c\n4 d\n5 e\n6 f" })).toEqual({
      clientAddress: ["Your address must have at most five lines."],
    });
    expect(errorsOf("on_location", { clientAddress: "4 Avenue Foch\n69006 Lyon" })).toBeUndefined();
  });

  it("asks the phone number for a call, and checks it as typed otherwise", () => {
    expect(errorsOf("phone", {})).toEqual({ phone: ["Phone is required: we call you on this number."] });
    expect(errorsOf("phone", { phone: "+33 6 11 22 33 44" })).toBeUndefined();
    expect(errorsOf("video", { phone: "call me" })).toEqual({
      phone: ["Phone may only contain digits, spaces and + ( ) . -"],
    });
  });

  it("refuses in the language of the request", () => {
    expect(inLocale("fr", () => errorsOf("phone", { name: "" }))).toEqual({
      name: ["Le nom est obligatoire."],
      phone: ["Le téléphone est obligatoire\u00a0: nous vous appelons à ce numéro."],
    });
  });
});
