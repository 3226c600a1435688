import { data, Form, redirect, useNavigation } from "react-router";
import { Field } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { callAuthEndpoint, withCookies } from "~/lib/auth-forms.server";
import { getDb } from "~/lib/db.server";
import { type FieldErrors, fieldErrorsFromIssues } from "~/lib/form-errors";
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
  const text = (value: FormDataEntryValue | undefined) => (typeof value === "string" ? value.slice(0, 254) : "");
  const values = { name: text(form.name), email: text(form.email) };
  const parsed = SetupSchema.safeParse(form);
  if (!parsed.success) {
    return data({ fields: fieldErrorsFromIssues(parsed.error.issues) as FieldErrors, values }, { status: 400 });
  }
  try {
    await completeSetup(await getDb(), token, parsed.data);
  } catch (error) {
    if (error instanceof SetupLinkError) throw data(null, { status: 404 });
    if (error instanceof UserExistsError) {
      return data({ fields: { email: error.message } as FieldErrors, values }, { status: 400 });
    }
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
  const fields: FieldErrors = actionData?.fields ?? {};
  const values = actionData?.values;
  return (
    <div className="container-page flex justify-center pt-10 sm:pt-16">
      <div className="card w-full max-w-md sm:p-8">
        <h1 className="font-display text-3xl font-medium text-ink">Welcome to your new site</h1>
        <p className="mt-2 text-ink-soft">
          Create the owner's account. It will be the administrator: it sees every client's results and manages who is a
          client. This link works once.
        </p>
        <Form method="post" className="mt-6 space-y-5" noValidate>
          <FormErrorSummary
            errors={actionData ? fields : null}
            labels={{ name: "Your name", email: "Email address", password: "Password" }}
          />
          <input type="hidden" name="token" value={loaderData.token} />
          <Field
            id="name"
            label="Your name"
            autoComplete="name"
            required={false}
            maxLength={100}
            defaultValue={values?.name}
            error={fields.name}
          />
          <Field
            id="email"
            label="Email address"
            type="email"
            autoComplete="email"
            defaultValue={values?.email}
            error={fields.email}
          />
          <Field
            id="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={128}
            hint="8 to 128 characters."
            error={fields.password}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? "Creating account..." : "Create the owner account"}
          </button>
        </Form>
      </div>
    </div>
  );
}
