import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, cookieFrom, get, isRedirect, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { createSetupLink } from "../../accounts/setup.server.ts";
import { createVerifiedUser } from "../../accounts/users.server.ts";
import { loader as dashboardLoader } from "../dashboard/dashboard.tsx";
import { action, loader } from "./setup.tsx";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase();
});
afterAll(() => database.destroy());

const status = (value: unknown) => (value as { init?: ResponseInit }).init?.status;

describe("first-run setup link", () => {
  it("creates the owner's admin account once, then stops working", async () => {
    const link = await createSetupLink(database.db, "http://localhost:3000");
    expect(link).toMatch(/^http:\/\/localhost:3000\/setup\?token=[\w-]{40,}$/);
    const path = link!.replace("http://localhost:3000", "");
    const token = new URL(link!).searchParams.get("token")!;

    expect(status(await run(() => loader(args(get("/setup?token=wrong")))))).toBe(404);
    expect(await loader(args(get(path)))).toEqual({ token });

    const weak = await run(() =>
      action(args(postForm(path, { token, email: "owner@example.com", password: "short" }))),
    );
    expect(status(weak)).toBe(400);

    const done = await run(() =>
      action(args(postForm(path, { token, email: "Owner@Example.com", password: "owner passphrase", name: "Owner" }))),
    );
    expect(isRedirect(done, "/dashboard")).toBe(true);
    expect((await dashboardLoader(args(get("/dashboard", cookieFrom(done as Response))))).heading).toBe(
      "Admin Dashboard",
    );

    expect(status(await run(() => loader(args(get(path)))))).toBe(404);
    const again = await run(() =>
      action(args(postForm(path, { token, email: "x@example.com", password: "another passphrase" }))),
    );
    expect(status(again)).toBe(404);
    expect(await createSetupLink(database.db, "http://localhost:3000")).toBeNull();
  });

  it("is not offered once an admin exists", async () => {
    await createVerifiedUser(database.db, {
      email: "second-admin@example.com",
      password: "passphrase 2",
      role: "admin",
    });
    expect(await createSetupLink(database.db, "http://localhost:3000")).toBeNull();
  });
});
