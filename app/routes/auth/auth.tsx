import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Field } from "~/components/form-field";
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

export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const { result, status } = await runAuthFlow(request, form);
  return data<AuthActionResult>(result, { status });
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
  const fields = result && !result.ok ? result.fields : undefined;
  const codeStep = view === "verify_otp" && (result?.ok ? result.step === "code" : Boolean(result?.email));
  const finished = result?.ok && !(view === "verify_otp" && result.step === "code");
  const href = (next: AuthView) => {
    const params = new URLSearchParams({ view: next });
    if (redirectTo) params.set("redirectTo", redirectTo);
    return `/auth?${params}`;
  };

  return (
    <div className="container-page flex justify-center py-12">
      <div className="card w-full max-w-md">
        <h1 className="font-serif text-3xl font-bold text-brand-900">Client Login</h1>
        <h2 className="mt-1 text-lg text-slate-700">{copy[view].heading}</h2>

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
        {result && !result.ok && (
          <p role="alert" className="alert-danger mt-4">
            {result.error}
          </p>
        )}
        {result?.ok && (
          <p role="status" className="alert-success mt-4">
            {result.message}
          </p>
        )}

        {!finished && !(view === "update_password" && !token) && (
          <Form method="post" className="mt-6 space-y-4">
            <input type="hidden" name="view" value={view} />
            {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
            {view === "sign_up" && (
              <Field id="name" label="Full name (optional)" autoComplete="name" required={false} maxLength={100} />
            )}
            {["sign_in", "sign_up", "forgotten_password", "magic_link"].includes(view) && (
              <Field
                id="email"
                label="Email address"
                type="email"
                autoComplete="email"
                invalid={Boolean(fields?.email)}
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
                  />
                </>
              ) : (
                <Field id="email" label="Email address" type="email" autoComplete="email" />
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
                invalid={Boolean(fields?.password)}
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
                  invalid={Boolean(fields?.password)}
                />
              </>
            )}
            {view === "two_factor" && <TwoFactorFields />}
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? copy[view].busy : view === "verify_otp" && !codeStep ? "Send code" : copy[view].button}
            </button>
          </Form>
        )}

        <nav aria-label="Other ways to sign in" className="mt-6 space-y-2 text-sm text-slate-700">
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

function TwoFactorFields() {
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
      <Field id="code" label="Code" autoComplete="one-time-code" maxLength={32} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="trustDevice" /> Trust this device for 30 days
      </label>
    </>
  );
}
