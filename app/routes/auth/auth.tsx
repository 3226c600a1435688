import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { z } from "zod";
import { type AuthActionResult, type AuthView, readView, runAuthFlow } from "~/accounts/auth-flows.server";
import {
  EmailFormSchema,
  OtpCodeFormSchema,
  SignInFormSchema,
  SignUpFormSchema,
  TwoFactorFormSchema,
  UpdatePasswordFormSchema,
} from "~/accounts/auth-form";
import { Field, FieldError } from "~/components/ui/field";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { PASSWORD_LENGTH } from "~/lib/password-length";
import { getUser, safeRedirectTarget } from "~/lib/session.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.account_auth_title(),
    description: m.account_auth_description(),
    path: "/auth",
  });

const linkErrors = (): Record<string, string> => ({
  INVALID_TOKEN: m.account_auth_link_invalid(),
  EXPIRED_TOKEN: m.account_auth_link_expired(),
  new_user_signup_disabled: m.account_auth_no_account(),
  failed_to_create_session: m.account_auth_session_failed(),
  TWO_FACTOR_REQUIRED: m.account_auth_two_factor_required(),
});

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const view = readView(url.searchParams.get("view"));
  const redirectTo = url.searchParams.get("redirectTo");
  const target = safeRedirectTarget(redirectTo);
  if (view !== "update_password" && (await getUser(args))) throw redirect(target);
  const error = url.searchParams.get("error");
  return {
    view,
    redirectTo: redirectTo ? target : null,
    mustLogIn: Boolean(redirectTo) && view === "sign_in",
    token: view === "update_password" ? url.searchParams.get("token") : null,
    linkError: error ? (linkErrors()[error] ?? m.account_auth_link_invalid()) : null,
    // A new link does not help an account that must sign in with its second factor.
    offerNewLink: error !== "TWO_FACTOR_REQUIRED",
  };
}

/** What a refused form shows again (never the password or a code). */
type Kept = { values?: { email: string; name: string } };

export async function action({ request }: Route.ActionArgs) {
  const payload = new URLSearchParams();
  for (const [name, value] of await request.formData()) if (typeof value === "string") payload.append(name, value);
  const { result, status } = await runAuthFlow(request, payload);
  const text = (value: string | null) => (value ?? "").slice(0, 254);
  const kept: Kept = result.ok
    ? {}
    : { values: { email: text(payload.get("email")), name: text(payload.get("name")) } };
  return data<AuthActionResult & Kept>({ ...result, ...kept }, { status });
}

/** Every view's fields: one form draws the view's own. */
type AuthFields = Partial<Record<"name" | "email" | "password" | "code" | "method" | "token" | "trustDevice", string>>;

/** Each view's form and its schema; the one-time code's second step asks for the code. */
const SCHEMAS: Record<AuthView, z.ZodType<Record<string, unknown>, AuthFields>> = {
  sign_in: SignInFormSchema,
  sign_up: SignUpFormSchema,
  forgotten_password: EmailFormSchema,
  magic_link: EmailFormSchema,
  update_password: UpdatePasswordFormSchema,
  verify_otp: EmailFormSchema,
  two_factor: TwoFactorFormSchema,
};

const copy = (): Record<AuthView, { heading: string; button: string; busy: string }> => ({
  sign_in: {
    heading: m.account_auth_sign_in_heading(),
    button: m.account_auth_sign_in(),
    busy: m.account_auth_signing_in(),
  },
  sign_up: {
    heading: m.account_auth_sign_up_heading(),
    button: m.account_auth_sign_up(),
    busy: m.account_auth_signing_up(),
  },
  forgotten_password: {
    heading: m.account_auth_reset_heading(),
    button: m.account_auth_reset_button(),
    busy: m.account_auth_reset_busy(),
  },
  magic_link: {
    heading: m.account_auth_magic_heading(),
    button: m.account_auth_magic_button(),
    busy: m.account_auth_magic_busy(),
  },
  update_password: {
    heading: m.account_auth_update_heading(),
    button: m.account_auth_update_button(),
    busy: m.account_auth_update_busy(),
  },
  verify_otp: {
    heading: m.account_auth_otp_heading(),
    button: m.account_auth_verify(),
    busy: m.account_auth_verifying(),
  },
  two_factor: {
    heading: m.account_auth_two_factor_heading(),
    button: m.account_auth_verify(),
    busy: m.account_auth_verifying(),
  },
});

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const localized = useLocalizedHref();
  const { view, redirectTo, mustLogIn, token, linkError, offerNewLink } = loaderData;
  const result = actionData?.view === view ? actionData : undefined;
  const codeStep = view === "verify_otp" && (result?.ok ? result.step === "code" : Boolean(result?.email));
  const finished = result?.ok && !(view === "verify_otp" && result.step === "code");
  const href = (next: AuthView) => {
    const params = new URLSearchParams({ view: next });
    if (redirectTo) params.set("redirectTo", redirectTo);
    return localized(`/auth?${params}`);
  };

  return (
    <div className="container-page flex justify-center pt-10 sm:pt-16">
      <div className="card w-full max-w-md sm:p-8">
        <h1 className="font-display text-3xl font-medium text-ink">{m.account_auth_title()}</h1>
        <h2 className="mt-1 text-lg font-normal text-ink-soft">{copy()[view].heading}</h2>

        {mustLogIn && (
          <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            {m.account_auth_must_log_in()}
          </p>
        )}
        {(linkError || (view === "update_password" && !token && !result)) && (
          <p role="alert" className="alert-danger mt-4">
            {linkError ?? m.account_auth_link_invalid()}
            {offerNewLink && (
              <>
                {" "}
                <Link to={href("forgotten_password")}>{m.account_auth_ask_new()}</Link>.
              </>
            )}
          </p>
        )}
        {result?.ok && (
          <p role="status" className="alert-success mt-4">
            {result.message}
          </p>
        )}

        {!finished && !(view === "update_password" && !token) && (
          // A new form for each view, and for the one-time code's second step.
          <AuthForm
            key={`${view}-${codeStep}`}
            view={view}
            codeStep={codeStep}
            result={result}
            {...{ redirectTo, token }}
          />
        )}

        <nav
          aria-label={m.account_auth_other_ways()}
          className="mt-6 space-y-2 border-t border-line pt-5 text-sm text-ink-soft"
        >
          {view !== "sign_in" && (
            <p>
              {m.account_auth_have_account()} <Link to={href("sign_in")}>{m.account_auth_sign_in()}</Link>
            </p>
          )}
          {view !== "sign_up" && (
            <p>
              {m.account_auth_no_account_yet()} <Link to={href("sign_up")}>{m.account_auth_sign_up()}</Link>
            </p>
          )}
          {view === "sign_in" && (
            <>
              <p>
                <Link to={href("forgotten_password")}>{m.account_auth_forgot()}</Link>
              </p>
              <p>
                <Link to={href("magic_link")}>{m.account_auth_send_magic()}</Link>
              </p>
              <p>
                <Link to={href("verify_otp")}>{m.account_auth_use_otp()}</Link>
              </p>
            </>
          )}
        </nav>
      </div>
    </div>
  );
}

type ViewResult = (AuthActionResult & Kept) | undefined;

/**
 * The view's form (ADR 024): its schema checks each field as it is left and every field on submit, in the browser
 * and again in the action; better-auth's refusals (a wrong password) come back as the whole form's or a field's.
 * Its summary comes first: the whole form's refusal, then each field's.
 */
function AuthForm({
  view,
  codeStep,
  result,
  redirectTo,
  token,
}: {
  view: AuthView;
  codeStep: boolean;
  result: ViewResult;
  redirectTo: string | null;
  token: string | null;
}) {
  const navigation = useNavigation();
  const failed = result && !result.ok ? result : undefined;
  const schema: (typeof SCHEMAS)[AuthView] = codeStep ? OtpCodeFormSchema : SCHEMAS[view];
  const { formProps, fields, summary, form } = useSchemaForm({
    id: `auth-${view}`,
    schema,
    lastResult: failed?.result,
    // What a refused form shows again (never a password or a code).
    defaultValue: { email: failed?.values?.email, name: failed?.values?.name },
  });
  const words = copy()[view];
  const busy = navigation.state === "submitting" && navigation.formData?.get("view") === view;
  // A refused sign-in says nothing about which of the two was wrong: both are marked.
  const credentialsRefused =
    view === "sign_in" && Boolean(form.errors?.length) && !fields.email.errors && !fields.password.errors;
  const errors = summary.errors && { form: summary.errors.form, ...summary.errors };
  const emailField = (
    <Field {...fieldProps(fields.email)} label={m.account_auth_email()} type="email" autoComplete="email" />
  );
  return (
    <Form method="post" {...formProps} className="mt-6 space-y-5">
      <SchemaFormSummary
        {...summary}
        errors={errors}
        // Messages that do not name their field ("Use at least 8 characters." on a new password).
        labels={{
          name: m.account_auth_full_name(),
          ...(view === "sign_up" && { password: m.account_auth_password() }),
          ...(view === "update_password" && { password: m.account_auth_new_password() }),
        }}
      />
      <input type="hidden" name="view" value={view} />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      {view === "sign_up" && (
        <Field
          {...fieldProps(fields.name)}
          label={m.account_auth_full_name_optional()}
          autoComplete="name"
          required={false}
          maxLength={100}
        />
      )}
      {(view === "sign_in" || view === "sign_up") && (
        <Field
          {...fieldProps(fields.email)}
          label={m.account_auth_email()}
          type="email"
          autoComplete="email"
          invalid={credentialsRefused}
        />
      )}
      {(view === "forgotten_password" || view === "magic_link") && emailField}
      {view === "verify_otp" &&
        (codeStep ? (
          <>
            <input type="hidden" name="email" value={result?.email ?? ""} />
            <Field
              {...fieldProps(fields.code)}
              label={m.account_auth_six_digit_code()}
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]{6}"
              maxLength={6}
              hint={m.account_auth_sent_to({ email: result?.email ?? m.account_auth_your_address() })}
            />
          </>
        ) : (
          emailField
        ))}
      {(view === "sign_in" || view === "sign_up") && (
        <Field
          {...fieldProps(fields.password)}
          label={m.account_auth_password()}
          type="password"
          autoComplete={view === "sign_up" ? "new-password" : "current-password"}
          maxLength={PASSWORD_LENGTH.max}
          hint={view === "sign_up" ? m.account_auth_password_hint(PASSWORD_LENGTH) : undefined}
          invalid={credentialsRefused}
        />
      )}
      {view === "update_password" && (
        <>
          <input type="hidden" name="token" value={token ?? ""} />
          <Field
            {...fieldProps(fields.password)}
            label={m.account_auth_new_password()}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_LENGTH.max}
            hint={m.account_auth_password_hint(PASSWORD_LENGTH)}
          />
        </>
      )}
      {view === "two_factor" && (
        <TwoFactorFields
          code={fieldProps(fields.code)}
          method={fields.method.name}
          methodError={fields.method.errors?.[0]}
        />
      )}
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? words.busy : view === "verify_otp" && !codeStep ? m.account_auth_send_code() : words.button}
      </button>
    </Form>
  );
}

function TwoFactorFields({
  code,
  method,
  methodError,
}: {
  code: ReturnType<typeof fieldProps>;
  method: string;
  methodError?: string;
}) {
  return (
    <>
      <fieldset aria-describedby={methodError ? "method-error" : undefined}>
        <legend className="field-label">{m.account_auth_code_from()}</legend>
        <div className="flex gap-4">
          <label className="flex items-center gap-2">
            <input type="radio" id={method} name={method} value="totp" defaultChecked />{" "}
            {m.account_auth_authenticator()}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name={method} value="backup" /> {m.account_auth_backup_code()}
          </label>
        </div>
        <FieldError id="method-error" error={methodError} />
      </fieldset>
      <Field {...code} label={m.account_auth_code()} autoComplete="one-time-code" maxLength={32} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="trustDevice" /> {m.account_auth_trust_device()}
      </label>
    </>
  );
}
