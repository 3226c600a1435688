import { data, Form, redirect, useNavigation } from "react-router";
import { callAuthEndpoint, withCookies } from "~/accounts/auth-forms.server";
import { completeSetup, isSetupTokenValid, SetupLinkError } from "~/accounts/setup.server";
import { SetupSchema } from "~/accounts/setup-form";
import { UserExistsError } from "~/accounts/users.server";
import { Field } from "~/components/ui/field";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { PASSWORD_LENGTH } from "~/lib/password-length";
import { parseSubmission } from "~/lib/submission";
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
  const payload = new URLSearchParams();
  for (const [name, value] of await request.formData()) if (typeof value === "string") payload.append(name, value);
  const token = payload.get("token") ?? "";
  const submission = parseSubmission(payload, SetupSchema);
  // The password typed never goes back to the page.
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  try {
    await completeSetup(await getDb(), token, submission.value);
  } catch (error) {
    if (error instanceof SetupLinkError) throw data(null, { status: 404 });
    if (error instanceof UserExistsError) {
      const fieldErrors = { email: [m.owner_admin_exists({ email: submission.value.email })] };
      return data({ result: submission.reply({ fieldErrors, hideFields: ["password"] }) }, { status: 400 });
    }
    throw error;
  }
  const signIn = await callAuthEndpoint(request, "/sign-in/email", {
    email: submission.value.email,
    password: submission.value.password,
  });
  throw redirect(signIn.ok ? "/dashboard" : "/auth", withCookies({}, signIn.setCookies));
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { formProps, fields, summary } = useSchemaForm({
    id: "setup",
    schema: SetupSchema,
    lastResult: actionData?.result,
  });
  return (
    <div className="container-page flex justify-center pt-10 sm:pt-16">
      <div className="card w-full max-w-md sm:p-8">
        <h1 className="font-display text-3xl font-medium text-ink">{m.owner_setup_title()}</h1>
        <p className="mt-2 text-ink-soft">{m.owner_setup_lead()}</p>
        <Form method="post" {...formProps} className="mt-6 space-y-5">
          {/* The messages complete their field's label ("Email address: must be a valid e-mail address"). */}
          <SchemaFormSummary
            {...summary}
            labels={{ name: m.owner_setup_name(), email: m.owner_setup_email(), password: m.owner_setup_password() }}
          />
          <input type="hidden" name="token" value={loaderData.token} />
          <Field
            {...fieldProps(fields.name)}
            label={m.owner_setup_name()}
            autoComplete="name"
            required={false}
            maxLength={100}
          />
          <Field {...fieldProps(fields.email)} label={m.owner_setup_email()} type="email" autoComplete="email" />
          <Field
            {...fieldProps(fields.password)}
            label={m.owner_setup_password()}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_LENGTH.max}
            hint={m.owner_setup_password_hint(PASSWORD_LENGTH)}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? m.owner_setup_creating() : m.owner_setup_create()}
          </button>
        </Form>
      </div>
    </div>
  );
}
