/**
 * Issue 25: the users page's forms read their fields with Conform over the schemas the page also runs
 * (accounts/users-form.ts). A refused invitation answers Conform's result by field; what only the server knows (an
 * address already taken, the last administrator) comes back on the field it concerns; nothing changes.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { users } from "../../lib/db/schema.ts";
import { action } from "./users.tsx";

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
  userId?: string;
  result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
};
const act = async (fields: Record<string, string>) => {
  const answer = (await run(() => action(args(postForm("/admin/users", fields, admin.cookie))))) as {
    data: Answer;
    init: ResponseInit | null;
  };
  return { status: answer.init?.status ?? 200, ...answer.data };
};

describe("the users page's forms", () => {
  it("refuse an invitation field by field, keeping what was typed, and invite nobody", async () => {
    const refused = await act({ intent: "invite", email: "not an address", name: "x".repeat(101), locale: "fr" });
    expect(refused).toMatchObject({ status: 400, ok: false, message: "Enter a valid e-mail address." });
    expect(refused.result?.error).toEqual({
      email: ["Enter a valid e-mail address."],
      name: ["Use at most 100 characters."],
    });
    expect(refused.result?.initialValue).toMatchObject({ email: "not an address", locale: "fr" });
    expect(await database.db.select().from(users).where(eq(users.email, "not an address"))).toHaveLength(0);
  });

  it("put an address that already has an account on the e-mail field", async () => {
    const taken = await act({ intent: "invite", email: admin.email, name: "" });
    expect(taken.status).toBe(409);
    expect(taken.result?.error).toEqual({ email: [`A user with the e-mail ${admin.email} already exists.`] });
  });

  it("put the last administrator's refusal on that account's role", async () => {
    const refused = await act({ intent: "set-role", userId: admin.id, role: "client" });
    expect(refused).toMatchObject({
      status: 400,
      userId: admin.id,
      message: "At least one administrator must remain.",
    });
    expect(refused.result?.error).toEqual({ role: ["At least one administrator must remain."] });
    const [me] = await database.db.select().from(users).where(eq(users.id, admin.id));
    expect(me?.role).toBe("admin");
  });
});
