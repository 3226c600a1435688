import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { Field } from "~/components/form-field";
import { callAuthEndpoint, withCookies } from "~/lib/auth-forms.server";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { completeSetup, isSetupTokenValid, SetupLinkError, SetupSchema } from "~/lib/setup.server";
import { UserExistsError } from "~/lib/users.server";
import type { Route } from "./+types/setup";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Set up your site", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!(await isSetupTokenValid(await getDb(), token))) throw data(null, { status: 404 });
  return { token };
}

export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const token = typeof form.token === "string" ? form.token : "";
  const parsed = SetupSchema.safeParse(form);
  if (!parsed.success) {
    const fields = z.flattenError(parsed.error).fieldErrors;
    return data({ error: Object.values(fields).flat()[0] ?? "Please check the form.", fields }, { status: 400 });
  }
  try {
    await completeSetup(await getDb(), token, parsed.data);
  } catch (error) {
    if (error instanceof SetupLinkError) throw data(null, { status: 404 });
    if (error instanceof UserExistsError) return data({ error: error.message, fields: {} }, { status: 400 });
    throw error;
  }
  const signIn = await callAuthEndpoint(request, "/sign-in/email", {
    email: parsed.data.email,
    password: parsed.data.password,
  });
  throw redirect(signIn.ok ? "/dashboard" : "/auth", withCookies({}, signIn.setCookies));
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const fields = (actionData?.fields ?? {}) as Record<string, string[] | undefined>;
  return (
    <div className="container-page flex justify-center py-12">
      <div className="card w-full max-w-md">
        <h1 className="font-serif text-3xl font-bold text-brand-900">Welcome to your new site</h1>
        <p className="mt-2 text-slate-700">
          Create the owner's account. It will be the administrator: it sees every client's results and manages who is a
          client. This link works once.
        </p>
        {actionData?.error && (
          <p role="alert" className="alert-danger mt-4">
            {actionData.error}
          </p>
        )}
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <Field id="name" label="Your name" autoComplete="name" required={false} maxLength={100} />
          <Field id="email" label="Email address" type="email" autoComplete="email" invalid={Boolean(fields.email)} />
          <Field
            id="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={128}
            hint="8 to 128 characters."
            invalid={Boolean(fields.password)}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? "Creating account..." : "Create the owner account"}
          </button>
        </Form>
      </div>
    </div>
  );
}
