/**
 * Issue 25: the owner's package forms read their fields with Conform over the schema the page also runs
 * (payments/package-form.ts). A refusal answers 400 with one entry per refused field, shown beside each field;
 * what only the server knows (a session type that is not in the list) comes back the same way; nothing is saved.
 * A created package answers with a reset, so the new-package form starts empty again; a saved one answers
 * without what was sent, so the page shows what is stored.
 */
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../../tests/support/accounts.ts";
import { renderInLocale } from "../../../../tests/support/render.ts";
import { args, BASE, get, run } from "../../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../../tests/support/test-database.ts";
import { listSessionTypes } from "../../../booking/booking.server.ts";
import { inLocale } from "../../../lib/i18n/request-locale.server.ts";
import { PackageForm } from "../../../payments/components/package-form.tsx";
import { getPackage, listPackages } from "../../../payments/packages.server.ts";
import { action as editAction, loader as editLoader } from "./package.tsx";
import { action as createAction } from "./packages.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
});
afterAll(() => database.destroy());

type Answer = {
  ok: boolean;
  message: string;
  fields: Record<string, string>;
  result?: { status?: string; error?: Record<string, string[]>; initialValue?: unknown };
};

/** Posts the fields as the browser does (a ticked session type is one more `sessionTypeIds`). */
// biome-ignore lint/suspicious/noExplicitAny: either route's action, called with args built by hand
async function post(path: string, fields: [string, string][], action: (args: any) => Promise<unknown>, id?: number) {
  const request = new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { origin: BASE, "x-client-ip": "203.0.113.7", cookie: admin.cookie },
    body: new URLSearchParams(fields),
  });
  const answer = (await run(() => action(args(request, id ? { id: `${id}` } : {})))) as
    | Answer
    | { data: Answer; init: ResponseInit | null };
  return "data" in answer ? { status: answer.init?.status ?? 200, ...answer.data } : { status: 200, ...answer };
}

const create = (fields: [string, string][]) => post("/admin/packages", fields, createAction);
const edit = (id: number, fields: [string, string][]) => post(`/admin/packages/${id}`, fields, editAction, id);

const form = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    intent: "save",
    name: "Three portrait sessions",
    description: "",
    price: "",
    sessionCount: "3",
    validityDays: "365",
    ...overrides,
  });

describe("the new package form's action", () => {
  it("refuses bad input with one error per field, as Conform's result, and creates nothing", async () => {
    const before = await listPackages(database.db);
    const refused = await create(form({ name: " ", price: "about 400", sessionCount: "0", validityDays: "1.5" }));
    expect(refused.status).toBe(400);
    expect(refused.ok).toBe(false);
    expect(refused.result).toMatchObject({
      status: "error",
      error: {
        name: ["Name is required."],
        price: ["Price must be empty or an amount in euros, such as 480 or 479.50."],
        sessionCount: ["Sessions must be at least 1."],
        validityDays: ["Validity must be a whole number."],
      },
    });
    expect(refused.fields.name).toBe("Name is required.");
    expect(await listPackages(database.db)).toEqual(before);
  });

  it("says in the request's language why a package cannot go on sale, on the fields concerned", async () => {
    const refused = await inLocale("fr", () => create([...form(), ["active", "on"]]));
    expect(refused.status).toBe(400);
    expect(refused.result?.error).toEqual({
      price: ["Fixez un prix supérieur à 0\u00a0€ pour proposer le forfait."],
      sessionTypeIds: ["Choisissez au moins un type de séance pour proposer le forfait."],
    });
  });

  it("puts a session type that is not in the list on the covered types", async () => {
    const refused = await create([...form(), ["sessionTypeIds", "999999"]]);
    expect(refused.status).toBe(400);
    expect(refused.result?.error).toEqual({ sessionTypeIds: ["Choose session types from the list."] });
  });

  it("creates a valid package, one ticked type or several, and answers with a reset of the form", async () => {
    const [first, second] = await listSessionTypes(database.db, { includeHidden: true });
    const one = await create([...form({ name: "One type", price: "481,50" }), ["sessionTypeIds", `${first!.id}`]]);
    expect(one).toMatchObject({ status: 200, ok: true, message: "Package “One type” created." });
    // Conform's reset: the page's form starts again from its empty values.
    expect(one.result).toEqual({ initialValue: null });
    const two = await create([
      ...form({ name: "Two types", price: "600", sessionCount: "5" }),
      ["sessionTypeIds", `${first!.id}`],
      ["sessionTypeIds", `${second!.id}`],
      ["active", "on"],
    ]);
    expect(two.ok).toBe(true);

    const created = await listPackages(database.db);
    expect(created.find((p) => p.name === "One type")).toMatchObject({
      priceCents: 48150,
      sessionCount: 3,
      active: false,
      sessionTypes: [{ id: first!.id }],
    });
    expect(created.find((p) => p.name === "Two types")).toMatchObject({
      priceCents: 60000,
      sessionCount: 5,
      active: true,
      sessionTypes: [{ id: first!.id }, { id: second!.id }],
    });
  });
});

describe("the package edit form's action", () => {
  it("refuses bad input per field and saves nothing", async () => {
    const [pkg] = await listPackages(database.db);
    const stored = await getPackage(database.db, pkg!.id);
    const refused = await edit(pkg!.id, form({ name: pkg!.name, price: "4,80,0" }));
    expect(refused.status).toBe(400);
    expect(refused.result?.error).toEqual({
      price: ["Price must be empty or an amount in euros, such as 480 or 479.50."],
    });
    expect(await getPackage(database.db, pkg!.id)).toEqual(stored);
  });

  it("saves valid input and answers without what was sent, so the page shows what is stored", async () => {
    const [pkg] = await listPackages(database.db);
    const saved = await edit(pkg!.id, form({ name: pkg!.name, price: "481.00" }));
    expect(saved).toMatchObject({ status: 200, ok: true, message: "Package saved.", result: { status: "success" } });
    expect(saved.result).not.toHaveProperty("initialValue");
    expect((await getPackage(database.db, pkg!.id))!.priceCents).toBe(48100);
  });
});

describe("the package forms' French texts (issue 30)", () => {
  const nameFr = "Trois séances portrait";
  const descriptionFr = "Trois séances au studio, à réserver quand vous le souhaitez.";

  it("creates a package with its French name and description", async () => {
    const created = await create(form({ name: "Three studio sessions", nameFr, descriptionFr }));
    expect(created).toMatchObject({ status: 200, ok: true });
    const pkg = (await listPackages(database.db)).find((p) => p.name === "Three studio sessions");
    expect(pkg).toMatchObject({ nameFr, descriptionFr });
  });

  it("saves them on the edit form, trimmed, and the page shows them again in their fields", async () => {
    const [pkg] = await listPackages(database.db);
    const saved = await edit(pkg!.id, form({ name: pkg!.name, nameFr: ` ${nameFr} `, descriptionFr }));
    expect(saved).toMatchObject({ status: 200, ok: true, message: "Package saved." });
    expect(await getPackage(database.db, pkg!.id)).toMatchObject({ name: pkg!.name, nameFr, descriptionFr });

    const page = await editLoader(args(get(`/admin/packages/${pkg!.id}`, admin.cookie), { id: `${pkg!.id}` }));
    expect(page.pkg).toMatchObject({ nameFr, descriptionFr });
    // A French owner reads the package by its French name.
    const french = await inLocale("fr", () =>
      editLoader(args(get(`/admin/packages/${pkg!.id}`, admin.cookie), { id: `${pkg!.id}` })),
    );
    expect(french.title).toBe(nameFr);
    const html = renderInLocale("en", `/admin/packages/${pkg!.id}`, () =>
      createElement(PackageForm, {
        id: "package",
        values: page.pkg,
        sessionTypes: page.sessionTypes,
        lastResult: undefined,
        submitLabel: "Save package",
      }),
    );
    expect(html).toMatch(/<label[^>]*for="nameFr"[^>]*>Name in French<\/label>/);
    expect(html.match(/<input[^>]*\bid="nameFr"[^>]*>/)?.[0]).toContain(`value="${nameFr}"`);
    expect(html.match(/<textarea[^>]*\bid="descriptionFr"[^>]*>([^<]*)<\/textarea>/)?.[1]).toBe(descriptionFr);

    // Emptied: French clients read the English texts again.
    await edit(pkg!.id, form({ name: pkg!.name, nameFr: "", descriptionFr: "" }));
    expect(await getPackage(database.db, pkg!.id)).toMatchObject({ nameFr: "", descriptionFr: "" });
  });

  it("refuses an over-long French name or description beside its field, in the owner's language, changing nothing", async () => {
    const [pkg] = await listPackages(database.db);
    await edit(pkg!.id, form({ name: pkg!.name, nameFr, descriptionFr }));
    const stored = await getPackage(database.db, pkg!.id);
    const tooLong = form({ name: pkg!.name, nameFr: "é".repeat(101), descriptionFr: "x".repeat(1001) });

    const refused = await edit(pkg!.id, tooLong);
    expect(refused.status).toBe(400);
    expect(refused.result?.error).toEqual({
      nameFr: ["Name in French must be at most 100 characters."],
      descriptionFr: ["Description in French must be at most 1000 characters."],
    });
    const french = await inLocale("fr", () => edit(pkg!.id, tooLong));
    expect(french.result?.error).toEqual({
      nameFr: ["Le nom en français doit faire 100 caractères au plus."],
      descriptionFr: ["La description en français doit faire 1\u00a0000 caractères au plus."],
    });
    expect(await getPackage(database.db, pkg!.id)).toEqual(stored);

    const before = await listPackages(database.db);
    expect((await create(form({ name: "Too long in French", nameFr: "x".repeat(101) }))).status).toBe(400);
    expect(await listPackages(database.db)).toEqual(before);
    // The limits are the English fields' own.
    const atTheLimit = await edit(pkg!.id, form({ name: pkg!.name, nameFr: "é".repeat(100) }));
    expect(atTheLimit.ok).toBe(true);
  });
});
