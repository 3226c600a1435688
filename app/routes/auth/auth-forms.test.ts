/**
 * Issue 25: the /auth views and the first-run set-up read their fields with Conform over the schemas the page also
 * runs (accounts/auth-form.ts, accounts/setup-form.ts). A refusal answers Conform's result: by field, the product's
 * sentence for missing credentials as the whole form's, better-auth's answers (a wrong password) as the whole
 * form's, and never anything typed (the page keeps the address and name from `values`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { describeAuthError } from "../../accounts/auth-forms.server.ts";
import { createSetupLink } from "../../accounts/setup.server.ts";
import { inLocale } from "../../lib/i18n/request-locale.server.ts";
import { action as authAction } from "./auth.tsx";
import { action as setupAction } from "./setup.tsx";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase();
});
afterAll(() => database.destroy());

type Result = { status?: string; error?: Record<string, string[]>; initialValue?: unknown };
type Answer = { ok: boolean; error?: string; fields?: Record<string, string>; result?: Result };

async function submit(fields: Record<string, string>) {
  const answer = (await run(() => authAction(args(postForm("/auth", fields))))) as {
    data: Answer;
    init: ResponseInit | null;
  };
  return { status: answer.init?.status ?? 200, ...answer.data };
}

describe("the /auth forms", () => {
  it("ask for both credentials, each on its field and as the whole form's sentence", async () => {
    const missing = await submit({ view: "sign_in", email: "", password: "" });
    expect(missing).toMatchObject({
      status: 400,
      error: "You must provide either an email or phone number and a password",
    });
    expect(missing.result?.error).toEqual({
      email: ["Enter your e-mail address."],
      password: ["Enter your password."],
      "": ["You must provide either an email or phone number and a password"],
    });
    const french = await inLocale("fr", () => submit({ view: "sign_in", email: "nope", password: "x" }));
    expect(french.result?.error).toEqual({ email: ["Saisissez une adresse e-mail valide."] });
  });

  it("answer a wrong password as the whole form's refusal, sending nothing typed back", async () => {
    const { email } = await signedInUser("user");
    const wrong = await submit({ view: "sign_in", email, password: "not the password" });
    expect(wrong.result?.error).toEqual({ "": ["Invalid email or password"] });
    expect(wrong.result?.initialValue).toBeUndefined();
    expect(JSON.stringify(wrong)).not.toContain("not the password");
  });

  it("refuse a short password on sign-up on its field, and the second factor's wrong code on the code", async () => {
    const weak = await submit({ view: "sign_up", email: "weak@example.com", password: "short", name: "" });
    expect(weak.result?.error).toEqual({ password: ["Use at least 8 characters."] });
    const code = await submit({ view: "verify_otp", email: "someone@example.com", code: "" });
    expect(code.result?.error).toEqual({ code: ["Enter the 6-digit code."] });
    expect(code).toMatchObject({ email: "someone@example.com" });
    const link = await submit({ view: "update_password", password: "a good passphrase" });
    expect(link.result?.error).toEqual({ "": ["This link is invalid or has expired."] });
  });

  it("refuse the first-run set-up by field, without sending the password back", async () => {
    const link = await createSetupLink(database.db, "http://localhost:3000");
    const token = new URL(link!).searchParams.get("token")!;
    const refused = (await run(() =>
      setupAction(args(postForm(`/setup?token=${token}`, { token, email: "nope", password: "short", name: "Owner" }))),
    )) as { data: { result: Result }; init: ResponseInit };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error).toEqual({
      email: ["must be a valid e-mail address"],
      password: ["must be at least 8 characters"],
    });
    expect(refused.data.result.initialValue).toEqual({ token, email: "nope", name: "Owner" });
  });

  it("answer a refusal the library names with a code we have no words for in the reader's language, not its English", () => {
    const unknown = {
      ok: false,
      status: 400,
      code: "SOME_NEW_CODE",
      message: "User already exists",
      setCookies: [],
      body: null,
    };
    expect(describeAuthError(unknown)).toBe("Something went wrong. Please try again.");
    expect(inLocale("fr", () => describeAuthError(unknown))).not.toMatch(/exists|Something/);
    expect(inLocale("fr", () => describeAuthError(unknown))).toBe(
      inLocale("fr", () => describeAuthError({ ...unknown, message: "" })),
    );
  });
});
