import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import {
  callAuthEndpoint,
  describeAuthError,
  EmailSchema,
  MISSING_CREDENTIALS,
  PasswordSchema,
  withCookies,
} from "~/lib/auth-forms.server";
import { pageMeta } from "~/lib/meta";
import { getUser, safeRedirectTarget } from "~/lib/session.server";
import type { Route } from "./+types/auth";

const VIEWS = ["sign_in", "sign_up"] as const;
type View = (typeof VIEWS)[number];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Client Login",
    description: "Sign in to your Holistic Omega client dashboard.",
    path: "/auth",
  });

const SignInSchema = z.object({
  view: z.literal("sign_in"),
  email: EmailSchema,
  password: z.string().min(1).max(128),
  redirectTo: z.string().optional(),
});

const SignUpSchema = z.object({
  view: z.literal("sign_up"),
  name: z.string().trim().max(100, "Use at most 100 characters.").default(""),
  email: EmailSchema,
  password: PasswordSchema,
  redirectTo: z.string().optional(),
});

function readView(value: string | null): View {
  return VIEWS.includes(value as View) ? (value as View) : "sign_in";
}

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const redirectTo = url.searchParams.get("redirectTo");
  const target = safeRedirectTarget(redirectTo);
  if (await getUser(args)) throw redirect(target);
  return {
    view: readView(url.searchParams.get("view")),
    redirectTo: redirectTo ? target : null,
    mustLogIn: Boolean(redirectTo),
  };
}

type ActionResult =
  | { ok: false; view: View; error: string; fields?: Record<string, string[] | undefined> }
  | { ok: true; view: View; message: string };

export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const view = readView(typeof form.view === "string" ? form.view : null);

  if (!form.email || !form.password) {
    return data<ActionResult>({ ok: false, view, error: MISSING_CREDENTIALS }, { status: 400 });
  }

  if (view === "sign_in") {
    const parsed = SignInSchema.safeParse(form);
    if (!parsed.success) {
      return data<ActionResult>({ ok: false, view, error: "Invalid email or password" }, { status: 400 });
    }
    const target = safeRedirectTarget(parsed.data.redirectTo);
    const result = await callAuthEndpoint(request, "/sign-in/email", {
      email: parsed.data.email,
      password: parsed.data.password,
      callbackURL: target,
    });
    if (!result.ok) {
      return data<ActionResult>({ ok: false, view, error: describeAuthError(result) }, { status: result.status });
    }
    throw redirect(target, withCookies({}, result.setCookies));
  }

  const parsed = SignUpSchema.safeParse(form);
  if (!parsed.success) {
    const fields = z.flattenError(parsed.error).fieldErrors;
    const reasons = fields.password?.join(" ") ?? fields.email?.join(" ") ?? fields.name?.join(" ");
    return data<ActionResult>({ ok: false, view, error: reasons ?? "Please check the form.", fields }, { status: 400 });
  }
  const result = await callAuthEndpoint(request, "/sign-up/email", {
    name: parsed.data.name,
    email: parsed.data.email,
    password: parsed.data.password,
    callbackURL: safeRedirectTarget(parsed.data.redirectTo),
  });
  if (!result.ok) {
    return data<ActionResult>({ ok: false, view, error: describeAuthError(result) }, { status: result.status });
  }
  return data<ActionResult>({ ok: true, view, message: "Check your email for the confirmation link" });
}

const copy: Record<View, { heading: string; button: string; busy: string }> = {
  sign_in: { heading: "Sign in to your account", button: "Sign in", busy: "Signing in..." },
  sign_up: { heading: "Create your account", button: "Sign up", busy: "Signing up..." },
};

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const view = loaderData.view;
  const busy = navigation.state === "submitting" && navigation.formData?.get("view") === view;
  const result = actionData?.view === view ? actionData : undefined;
  const fields = result && !result.ok ? result.fields : undefined;
  const switchTo = (next: View) => {
    const params = new URLSearchParams({ view: next });
    if (loaderData.redirectTo) params.set("redirectTo", loaderData.redirectTo);
    return `/auth?${params}`;
  };

  return (
    <div className="container-page flex justify-center py-12">
      <div className="card w-full max-w-md">
        <h1 className="font-serif text-3xl font-bold text-brand-900">Client Login</h1>
        <h2 className="mt-1 text-lg text-slate-700">{copy[view].heading}</h2>

        {loaderData.mustLogIn && (
          <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            You must be logged in to access this page.
          </p>
        )}
        {result && !result.ok && (
          <p role="alert" className="alert-danger mt-4">
            {result.error}
          </p>
        )}
        {result?.ok ? (
          <p role="status" className="alert-success mt-4">
            {result.message}
          </p>
        ) : (
          <Form method="post" className="mt-6 space-y-4" noValidate={false}>
            <input type="hidden" name="view" value={view} />
            {loaderData.redirectTo && <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />}
            {view === "sign_up" && (
              <div>
                <label className="field-label" htmlFor="name">
                  Full name <span className="font-normal text-slate-600">(optional)</span>
                </label>
                <input className="field-input" id="name" name="name" autoComplete="name" maxLength={100} />
              </div>
            )}
            <div>
              <label className="field-label" htmlFor="email">
                Email address
              </label>
              <input
                className="field-input"
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                required
                aria-invalid={fields?.email ? true : undefined}
              />
            </div>
            <div>
              <label className="field-label" htmlFor="password">
                Password
              </label>
              <input
                className="field-input"
                id="password"
                name="password"
                type="password"
                autoComplete={view === "sign_up" ? "new-password" : "current-password"}
                required
                minLength={view === "sign_up" ? 8 : undefined}
                maxLength={128}
                aria-describedby={view === "sign_up" ? "password-hint" : undefined}
                aria-invalid={fields?.password ? true : undefined}
              />
              {view === "sign_up" && (
                <p id="password-hint" className="mt-1 text-sm text-slate-600">
                  8 to 128 characters.
                </p>
              )}
            </div>
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? copy[view].busy : copy[view].button}
            </button>
          </Form>
        )}

        <p className="mt-6 text-sm text-slate-700">
          {view === "sign_in" ? (
            <>
              Don't have an account? <Link to={switchTo("sign_up")}>Sign up</Link>
            </>
          ) : (
            <>
              Already have an account? <Link to={switchTo("sign_in")}>Sign in</Link>
            </>
          )}
        </p>
      </div>
    </div>
  );
}
