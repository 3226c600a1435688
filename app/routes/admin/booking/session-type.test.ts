/**
 * Issue 25: the session type action reads its form with Conform over the schema the page also runs
 * (booking/session-type-form.ts). A refusal answers 400 with Conform's result, one entry per refused field, which
 * the page shows beside each field; what only the server knows (a slug already taken) comes back the same way;
 * nothing is saved.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../../tests/support/accounts.ts";
import { args, postForm, run } from "../../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../../tests/support/test-database.ts";
import { getSessionTypeBySlug } from "../../../booking/booking.server.ts";
import { action } from "./session-type.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
});
afterAll(() => database.destroy());

type Answer = { ok: boolean; fields: Record<string, string>; result: { status?: string; error?: object } };

async function submit(id: number, fields: Record<string, string>) {
  const answer = (await run(() =>
    action(args(postForm(`/admin/booking/types/${id}`, fields, admin.cookie), { id: `${id}` })),
  )) as Answer | { data: Answer; init: ResponseInit | null };
  return "data" in answer ? { status: answer.init?.status ?? 200, ...answer.data } : { status: 200, ...answer };
}

async function formOf(slug: string) {
  const type = (await getSessionTypeBySlug(database.db, slug))!;
  return {
    type,
    fields: {
      name: type.name,
      slug: type.slug,
      description: type.description,
      durationMinutes: String(type.durationMinutes),
      locationKind: type.locationKind,
      location: type.location,
      priceLabel: type.priceLabel,
      price: type.priceCents === null ? "" : String(type.priceCents / 100),
      deposit: "0",
      bufferBeforeMinutes: String(type.bufferBeforeMinutes),
      bufferAfterMinutes: String(type.bufferAfterMinutes),
      travelMinutes: String(type.travelMinutes),
      minNoticeHours: String(type.minNoticeMinutes / 60),
      horizonDays: String(type.horizonDays),
      dailyCap: type.dailyCap === null ? "" : String(type.dailyCap),
      clientChangeNoticeHours: String(type.clientChangeNoticeHours),
      ...(type.active ? { active: "on" } : {}),
    },
  };
}

describe("the session type action", () => {
  it("refuses bad input with one error per field, as Conform's result, and saves nothing", async () => {
    const { type, fields } = await formOf("express");
    const refused = await submit(type.id, { ...fields, name: " ", horizonDays: "0" });
    expect(refused.status).toBe(400);
    expect(refused.ok).toBe(false);
    expect(refused.result).toMatchObject({
      status: "error",
      error: { name: ["Name is required."], horizonDays: ["Booking horizon must be at least 1."] },
    });
    expect(refused.fields).toEqual({
      name: "Name is required.",
      horizonDays: "Booking horizon must be at least 1.",
    });
    expect(await getSessionTypeBySlug(database.db, "express")).toEqual(type);
  });

  it("answers a rule across fields on the field it concerns", async () => {
    const { type, fields } = await formOf("express");
    const refused = await submit(type.id, { ...fields, price: "", deposit: "20" });
    expect(refused.status).toBe(400);
    expect(refused.result.error).toEqual({ deposit: ["Set a price first: the deposit is part of it."] });
  });

  it("puts a slug already taken on the slug field", async () => {
    const { type, fields } = await formOf("express");
    const refused = await submit(type.id, { ...fields, slug: "signature-portrait" });
    expect(refused.status).toBe(400);
    expect(refused.result.error).toEqual({ slug: ["Another session type already uses this address."] });
    expect((await getSessionTypeBySlug(database.db, "express"))!.id).toBe(type.id);
  });

  it("saves valid input", async () => {
    const { type, fields } = await formOf("express");
    const saved = await submit(type.id, { ...fields, dailyCap: "7" });
    expect(saved).toMatchObject({ status: 200, ok: true, fields: {}, result: { status: "success" } });
    expect((await getSessionTypeBySlug(database.db, "express"))!.dailyCap).toBe(7);
  });
});
