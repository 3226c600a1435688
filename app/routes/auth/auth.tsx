import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Field } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { type AuthActionResult, type AuthView, readView, runAuthFlow } from "~/lib/auth-flows.server";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "~/lib/auth-messages";
import { pageMeta } from "~/lib/meta";
import { getUser, safeRedirectTarget } from "~/lib/session.server";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Client Login",
    description: "Sign in to your Holistic Omega client dashboard.",
    path: "/auth",
  });

const linkErrors: Record<string, string> = {
  INVALID_TOKEN: "This link is invalid or has expired.",
  EXPIRED_TOKEN: "This link has expired. Please ask for a new one.",
  new_user_signup_disabled: "There is no account for this address.",
  failed_to_create_session: "We could not sign you in. Please try again.",
  TWO_FACTOR_REQUIRED: TWO_FACTOR_REQUIRED_MESSAGE,
};

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
    linkError: error ? (linkErrors[error] ?? "This link is invalid or has expired.") : null,
  };
}

/** What a refused form shows again (never the password or a code). */
type Kept = { values?: { email: string; name: string } };

export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const { result, status } = await runAuthFlow(request, form);
  const text = (value: FormDataEntryValue | undefined) => (typeof value === "string" ? value.slice(0, 254) : "");
  const kept: Kept = result.ok ? {} : { values: { email: text(form.email), name: text(form.name) } };
  return data<AuthActionResult & Kept>({ ...result, ...kept }, { status });
}

/** The errors of a refused submit: the form-level message (unless a field says the same), then each field's. */
function summaryErrors(result: { error: string; fields?: Record<string, string | undefined> }) {
  const fieldMessages = Object.values(result.fields ?? {}).filter(Boolean);
  return fieldMessages.includes(result.error) ? { ...result.fields } : { form: result.error, ...result.fields };
}

const copy: Record<AuthView, { heading: string; button: string; busy: string }> = {
  sign_in: { heading: "Sign in to your account", button: "Sign in", busy: "Signing in..." },
  sign_up: { heading: "Create your account", button: "Sign up", busy: "Signing up..." },
  forgotten_password: {
    heading: "Reset your password",
    button: "Send reset password instructions",
    busy: "Sending reset instructions...",
  },
  magic_link: { heading: "Sign in with a magic link", button: "Send Magic Link", busy: "Sending Magic Link..." },
  update_password: { heading: "Choose a new password", button: "Update password", busy: "Updating password..." },
  verify_otp: { heading: "Sign in with a one-time code", button: "Verify", busy: "Verifying..." },
  two_factor: { heading: "Two-factor authentication", button: "Verify", busy: "Verifying..." },
};

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { view, redirectTo, mustLogIn, token, linkError } = loaderData;
  const busy = navigation.state === "submitting" && navigation.formData?.get("view") === view;
  const result = actionData?.view === view ? actionData : undefined;
  const failed = result && !result.ok ? result : undefined;
  const fields = failed?.fields;
  // A refused sign-in says nothing about which of the two was wrong: both are marked.
  const credentialsRefused = view === "sign_in" && failed && !fields;
  const codeStep = view === "verify_otp" && (result?.ok ? result.step === "code" : Boolean(result?.email));
  const finished = result?.ok && !(view === "verify_otp" && result.step === "code");
  const href = (next: AuthView) => {
    const params = new URLSearchParams({ view: next });
    if (redirectTo) params.set("redirectTo", redirectTo);
    return `/auth?${params}`;
  };

  return (
    <div className="container-page flex justify-center pt-10 sm:pt-16">
      <div className="card w-full max-w-md sm:p-8">
        <h1 className="font-display text-3xl font-medium text-ink">Client Login</h1>
        <h2 className="mt-1 text-lg font-normal text-ink-soft">{copy[view].heading}</h2>

        {mustLogIn && (
          <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            You must be logged in to access this page.
          </p>
        )}
        {(linkError || (view === "update_password" && !token && !result)) && (
          <p role="alert" className="alert-danger mt-4">
            {linkError ?? "This link is invalid or has expired."}
            {linkError !== TWO_FACTOR_REQUIRED_MESSAGE && (
              <>
                {" "}
                <Link to={href("forgotten_password")}>Ask for a new one</Link>.
              </>
            )}
          </p>
        )}
        {failed && (
          <div className="mt-5">
            <FormErrorSummary
              errors={summaryErrors(failed)}
              labels={{
                name: "Full name",
                email: "Email address",
                password: view === "update_password" ? "New password" : "Password",
                code: "Code",
                method: "Code from",
              }}
            />
          </div>
        )}
        {result?.ok && (
          <p role="status" className="alert-success mt-4">
            {result.message}
          </p>
        )}

        {!finished && !(view === "update_password" && !token) && (
          <Form method="post" className="mt-6 space-y-5" noValidate>
            <input type="hidden" name="view" value={view} />
            {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
            {view === "sign_up" && (
              <Field
                id="name"
                label="Full name (optional)"
                autoComplete="name"
                required={false}
                maxLength={100}
                defaultValue={failed?.values?.name}
                error={fields?.name}
              />
            )}
            {["sign_in", "sign_up", "forgotten_password", "magic_link"].includes(view) && (
              <Field
                id="email"
                label="Email address"
                type="email"
                autoComplete="email"
                defaultValue={failed?.values?.email}
                error={fields?.email}
                invalid={credentialsRefused}
              />
            )}
            {view === "verify_otp" &&
              (codeStep ? (
                <>
                  <input type="hidden" name="email" value={result?.email ?? ""} />
                  <Field
                    id="code"
                    label="6-digit code"
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    pattern="[0-9]{6}"
                    maxLength={6}
                    hint={`Sent to ${result?.email ?? "your address"}.`}
                    error={fields?.code}
                  />
                </>
              ) : (
                <Field
                  id="email"
                  label="Email address"
                  type="email"
                  autoComplete="email"
                  defaultValue={failed?.values?.email}
                  error={fields?.email}
                />
              ))}
            {(view === "sign_in" || view === "sign_up") && (
              <Field
                id="password"
                label="Password"
                type="password"
                autoComplete={view === "sign_up" ? "new-password" : "current-password"}
                minLength={view === "sign_up" ? 8 : undefined}
                maxLength={128}
                hint={view === "sign_up" ? "8 to 128 characters." : undefined}
                error={fields?.password}
                invalid={credentialsRefused}
              />
            )}
            {view === "update_password" && (
              <>
                <input type="hidden" name="token" value={token ?? ""} />
                <Field
                  id="password"
                  label="New password"
                  type="password"
                  autoComplete="new-password"
                  minLength={8}
                  maxLength={128}
                  hint="8 to 128 characters."
                  error={fields?.password}
                />
              </>
            )}
            {view === "two_factor" && <TwoFactorFields error={fields?.code} />}
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? copy[view].busy : view === "verify_otp" && !codeStep ? "Send code" : copy[view].button}
            </button>
          </Form>
        )}

        <nav
          aria-label="Other ways to sign in"
          className="mt-6 space-y-2 border-t border-line pt-5 text-sm text-ink-soft"
        >
          {view !== "sign_in" && (
            <p>
              Already have an account? <Link to={href("sign_in")}>Sign in</Link>
            </p>
          )}
          {view !== "sign_up" && (
            <p>
              Don't have an account? <Link to={href("sign_up")}>Sign up</Link>
            </p>
          )}
          {view === "sign_in" && (
            <>
              <p>
                <Link to={href("forgotten_password")}>Forgot your password?</Link>
              </p>
              <p>
                <Link to={href("magic_link")}>Send a magic link e-mail</Link>
              </p>
              <p>
                <Link to={href("verify_otp")}>Sign in with a one-time code</Link>
              </p>
            </>
          )}
        </nav>
      </div>
    </div>
  );
}

function TwoFactorFields({ error }: { error?: string }) {
  return (
    <>
      <fieldset>
        <legend className="field-label">Code from</legend>
        <div className="flex gap-4">
          <label className="flex items-center gap-2">
            <input type="radio" name="method" value="totp" defaultChecked /> Authenticator app
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="method" value="backup" /> Backup code
          </label>
        </div>
      </fieldset>
      <Field id="code" label="Code" autoComplete="one-time-code" maxLength={32} error={error} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="trustDevice" /> Trust this device for 30 days
      </label>
    </>
  );
}
