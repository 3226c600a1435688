/**
 * Issue 25: the owner's booking page reads its move form with Conform over the schema the page also runs
 * (booking/move-booking-form.ts). A refused start answers 400 with Conform's result on the field, in the
 * request's language, and moves nothing; a valid one moves the booking.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../../tests/support/accounts.ts";
import { insertBooking } from "../../../../tests/support/payments.ts";
import { args, postForm, run } from "../../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../../tests/support/test-database.ts";
import { getSessionTypeBySlug } from "../../../booking/booking.server.ts";
import { bookings } from "../../../lib/db/schema.ts";
import { inLocale } from "../../../lib/i18n/request-locale.server.ts";
import { action } from "./booking.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
});
afterAll(() => database.destroy());

type Answer = { ok: boolean; message: string; form?: string; result?: { status?: string; error?: object } };

async function move(id: number, start: string) {
  const answer = (await run(() =>
    action(args(postForm(`/admin/booking/${id}`, { intent: "move", start }, admin.cookie), { id: `${id}` })),
  )) as Answer | { data: Answer; init: ResponseInit | null };
  return "data" in answer ? { status: answer.init?.status ?? 200, ...answer.data } : { status: 200, ...answer };
}

describe("the owner's move form", () => {
  it("refuses a start that is missing or not a real date and time on its field, and moves nothing", async () => {
    const type = (await getSessionTypeBySlug(database.db, "express"))!;
    const booking = await insertBooking(database.db, {
      sessionTypeId: type.id,
      startsAt: new Date("2031-03-04T09:00:00Z"),
    });
    expect(await move(booking.id, "")).toMatchObject({
      status: 400,
      ok: false,
      form: "move",
      message: "Enter the date and time of the new start.",
      result: { status: "error", error: { start: ["Enter the date and time of the new start."] } },
    });
    expect(await inLocale("fr", () => move(booking.id, "2031-02-30T10:00"))).toMatchObject({
      status: 400,
      result: { error: { start: ["Le nouvel horaire doit être une date et une heure qui existent."] } },
    });
    const [unchanged] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(unchanged!.startsAt).toEqual(new Date("2031-03-04T09:00:00Z"));

    expect(await move(booking.id, "2031-03-05T14:00")).toEqual({
      status: 200,
      ok: true,
      message: "Moved. The client was e-mailed an updated invitation.",
    });
    const [moved] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    // 14:00 in Paris (the business time zone), winter time.
    expect(moved!.startsAt).toEqual(new Date("2031-03-05T13:00:00Z"));
  });
});
