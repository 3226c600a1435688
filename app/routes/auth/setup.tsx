import { data, Form, redirect, useNavigation } from "react-router";
import { callAuthEndpoint, withCookies } from "~/accounts/auth-forms.server";
import { completeSetup, isSetupTokenValid, SetupLinkError, SetupSchema } from "~/accounts/setup.server";
import { Field } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { getDb } from "~/lib/db.server";
import { type FieldErrors, fieldErrorsFromIssues } from "~/lib/form-errors";
import { pageMeta } from "~/lib/meta";
import { UserExistsError } from "~/lib/users.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/setup";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.owner_setup_meta(), noindex: true });

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
      return data(
        { fields: { email: m.owner_admin_exists({ email: parsed.data.email }) } as FieldErrors, values },
        { status: 400 },
      );
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
        <h1 className="font-display text-3xl font-medium text-ink">{m.owner_setup_title()}</h1>
        <p className="mt-2 text-ink-soft">{m.owner_setup_lead()}</p>
        <Form method="post" className="mt-6 space-y-5" noValidate>
          <FormErrorSummary
            errors={actionData ? fields : null}
            labels={{ name: m.owner_setup_name(), email: m.owner_setup_email(), password: m.owner_setup_password() }}
          />
          <input type="hidden" name="token" value={loaderData.token} />
          <Field
            id="name"
            label={m.owner_setup_name()}
            autoComplete="name"
            required={false}
            maxLength={100}
            defaultValue={values?.name}
            error={fields.name}
          />
          <Field
            id="email"
            label={m.owner_setup_email()}
            type="email"
            autoComplete="email"
            defaultValue={values?.email}
            error={fields.email}
          />
          <Field
            id="password"
            label={m.owner_setup_password()}
            type="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={128}
            hint={m.owner_setup_password_hint()}
            error={fields.password}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? m.owner_setup_creating() : m.owner_setup_create()}
          </button>
        </Form>
      </div>
    </div>
  );
}
