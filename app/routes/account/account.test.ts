/**
 * Issue 25: the /account forms read their fields with Conform over the schemas the page also runs
 * (accounts/account-forms.ts, privacy/delete-account-form.ts). A refusal answers 400 with Conform's result, one
 * message per refused field; what only better-auth knows (a wrong password) comes back on its field the same way;
 * no password or code typed is ever sent back; nothing changes.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, get, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { users } from "../../lib/db/schema.ts";
import { inLocale } from "../../lib/i18n/request-locale.server.ts";
import { action, loader } from "./account.tsx";

let database: TestDatabase;
let person: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  person = await signedInUser("client");
});
afterAll(() => database.destroy());

type Answer = {
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
  result?: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
};

async function submit(fields: Record<string, string>) {
  const answer = (await run(() => action(args(postForm("/account", fields, person.cookie))))) as {
    data: Answer;
    init: ResponseInit | null;
  };
  return { status: answer.init?.status ?? 200, ...answer.data };
}

describe("the account forms", () => {
  it("refuse a password change field by field, and never send the passwords back", async () => {
    const refused = await submit({ intent: "password", currentPassword: "", newPassword: "short" });
    expect(refused).toMatchObject({ status: 400, ok: false, message: "Enter your current password." });
    expect(refused.result?.error).toEqual({
      currentPassword: ["Enter your current password."],
      newPassword: ["New password must be at least 8 characters."],
    });
    expect(refused.result?.initialValue).toEqual({ intent: "password" });
    const french = await inLocale("fr", () => submit({ intent: "password", currentPassword: "x", newPassword: "" }));
    expect(french.result?.error).toEqual({
      newPassword: ["Le nouveau mot de passe doit comporter au moins 8 caractères."],
    });
  });

  it("answer a wrong current password on its field, changing nothing", async () => {
    const refused = await submit({
      intent: "password",
      currentPassword: "not my password",
      newPassword: "new passphrase",
    });
    expect(refused.status).toBe(400);
    expect(refused.result?.error).toEqual({ currentPassword: ["Your current password is not correct."] });
    expect(JSON.stringify(refused)).not.toContain("new passphrase");
    const wrong = await submit({ intent: "2fa-enable", password: "not my password" });
    expect(wrong.result?.error).toEqual({ password: ["Your password is not correct."] });
    expect(JSON.stringify(wrong)).not.toContain("not my password");
  });

  it("refuse a malformed two-factor code and an unknown language", async () => {
    const code = await submit({ intent: "2fa-verify", code: "12ab" });
    expect(code.result?.error).toEqual({ code: ["Enter the 6-digit code."] });
    const language = await submit({ intent: "language", locale: "de" });
    expect(language.result?.error).toEqual({ locale: ["Choose English or Français."] });
  });

  it("refuse to delete the account without the confirmation word or with a wrong password, deleting nothing", async () => {
    const unconfirmed = await submit({ intent: "delete-account", confirm: "delete", password: "" });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.result?.error).toEqual({
      confirm: ["Type DELETE in capital letters to confirm."],
      password: ["Enter your password."],
    });
    const wrong = await submit({ intent: "delete-account", confirm: "DELETE", password: "not my password" });
    expect(wrong.result?.error).toEqual({ password: ["Your password is not correct."] });
    expect(wrong.result?.initialValue).toEqual({ intent: "delete-account", confirm: "DELETE" });
    expect(await database.db.select().from(users).where(eq(users.id, person.id))).toHaveLength(1);
  });

  it("saves a valid name", async () => {
    expect(await submit({ intent: "profile", name: " Ada Lovelace " })).toMatchObject({ status: 200, ok: true });
    expect((await loader(args(get("/account", person.cookie)))).name).toBe("Ada Lovelace");
  });
});
