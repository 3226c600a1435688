import { and, count, eq, gt } from "drizzle-orm";
import type { ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import { type AccountIntent, type AccountResult, runAccountAction } from "~/lib/account.server";
import { withCookies } from "~/lib/auth-forms.server";
import { sessions, users } from "~/lib/db/schema";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Your account", noindex: true });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const db = await getDb();
  const [profile] = await db
    .select({ name: users.name, email: users.email, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, user.id));
  const [active] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, new Date())));
  return {
    name: profile?.name ?? "",
    email: user.email,
    role: user.role,
    twoFactorEnabled: Boolean(profile?.twoFactorEnabled),
    activeSessions: active?.n ?? 1,
  };
}

export async function action(args: Route.ActionArgs) {
  await requireUser(args);
  const form = Object.fromEntries(await args.request.formData());
  const { result, status, setCookies } = await runAccountAction(args.request, form);
  return data<AccountResult>(result, withCookies({ status }, setCookies));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={`${title}-heading`.replace(/\W+/g, "-")}>
      <h2 id={`${title}-heading`.replace(/\W+/g, "-")} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

function Outcome({ result, intent }: { result?: AccountResult; intent: AccountIntent | AccountIntent[] }) {
  const intents = Array.isArray(intent) ? intent : [intent];
  if (!result || !intents.includes(result.intent as AccountIntent)) return null;
  return (
    <p role={result.ok ? "status" : "alert"} className={result.ok ? "alert-success" : "alert-danger"}>
      {result.message}
    </p>
  );
}

function PasswordField({
  id,
  label,
  name = id,
  autoComplete = "current-password",
}: {
  id: string;
  label: string;
  name?: string;
  autoComplete?: string;
}) {
  return (
    <div>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        className="field-input"
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        maxLength={128}
      />
    </div>
  );
}

function Submit({
  intent,
  label,
  busyLabel,
  variant = "btn-primary",
}: {
  intent: AccountIntent;
  label: string;
  busyLabel: string;
  variant?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} className={variant} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, twoFactorEnabled, activeSessions } = loaderData;
  const enabling = actionData?.intent === "2fa-enable" && actionData.ok;
  const verifyFailed = actionData?.intent === "2fa-verify" && !actionData.ok;
  return (
    <div className="container-page max-w-3xl space-y-6 py-12">
      <div>
        <h1 className="font-serif text-4xl font-bold text-brand-900">Your account</h1>
        <p className="mt-2 text-slate-700">Signed in as {email}.</p>
      </div>

      <Section title="Profile">
        <Outcome result={actionData} intent="profile" />
        <Form method="post" className="space-y-4">
          <div>
            <label className="field-label" htmlFor="name">
              Full name
            </label>
            <input
              className="field-input"
              id="name"
              name="name"
              autoComplete="name"
              maxLength={100}
              defaultValue={name}
            />
          </div>
          <Submit intent="profile" label="Save name" busyLabel="Saving..." />
        </Form>
      </Section>

      <Section title="Password">
        <Outcome result={actionData} intent="password" />
        <Form method="post" className="space-y-4">
          <PasswordField id="current-password" name="currentPassword" label="Current password" />
          <div>
            <label className="field-label" htmlFor="new-password">
              New password
            </label>
            <input
              className="field-input"
              id="new-password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              maxLength={128}
              aria-describedby="new-password-hint"
            />
            <p id="new-password-hint" className="mt-1 text-sm text-slate-600">
              8 to 128 characters. Your other devices will be signed out.
            </p>
          </div>
          <Submit intent="password" label="Change password" busyLabel="Changing password..." />
        </Form>
      </Section>

      <Section title="Two-factor authentication">
        <p className="text-slate-700">
          Status: <strong>{twoFactorEnabled ? "On" : "Off"}</strong>. With two-factor authentication, signing in also
          asks for a 6-digit code from an authenticator app (or one of your backup codes).
        </p>
        <Outcome result={actionData} intent={["2fa-enable", "2fa-verify", "2fa-disable", "backup-codes"]} />
        {(enabling || verifyFailed) && !twoFactorEnabled && (
          <div className="space-y-4">
            {actionData?.qrCode && (
              <img
                src={actionData.qrCode}
                width={220}
                height={220}
                alt="QR code to add this account to your authenticator app"
              />
            )}
            {actionData?.secretUri && (
              <p className="break-all text-sm text-slate-700">
                Can't scan? Enter this address in your app: <code>{actionData.secretUri}</code>
              </p>
            )}
            <Form method="post" className="space-y-4">
              <div>
                <label className="field-label" htmlFor="totp-code">
                  6-digit code from your app
                </label>
                <input
                  className="field-input"
                  id="totp-code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  required
                />
              </div>
              <Submit intent="2fa-verify" label="Turn on two-factor authentication" busyLabel="Verifying..." />
            </Form>
          </div>
        )}
        {actionData?.backupCodes && (
          <div className="rounded-md border border-slate-300 bg-slate-50 p-4">
            <h3 className="font-semibold">Your backup codes</h3>
            <p className="text-sm text-slate-700">
              Keep them somewhere safe. Each works once if you lose access to your authenticator app.
            </p>
            <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm">
              {actionData.backupCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
        )}
        {!twoFactorEnabled && !enabling && (
          <Form method="post" className="space-y-4">
            <PasswordField id="enable-password" name="password" label="Confirm with your password" />
            <Submit intent="2fa-enable" label="Set up two-factor authentication" busyLabel="Preparing..." />
          </Form>
        )}
        {twoFactorEnabled && (
          <div className="grid gap-6 sm:grid-cols-2">
            <Form method="post" className="space-y-4">
              <PasswordField id="codes-password" name="password" label="Password (new backup codes)" />
              <Submit
                intent="backup-codes"
                label="Generate new backup codes"
                busyLabel="Generating..."
                variant="btn-secondary"
              />
            </Form>
            <Form method="post" className="space-y-4">
              <PasswordField id="disable-password" name="password" label="Password (turn off)" />
              <Submit
                intent="2fa-disable"
                label="Turn off two-factor authentication"
                busyLabel="Turning off..."
                variant="btn-secondary"
              />
            </Form>
          </div>
        )}
      </Section>

      <Section title="Sessions">
        <p className="text-slate-700">
          You are signed in on {activeSessions} {activeSessions === 1 ? "device" : "devices"}.
        </p>
        <Outcome result={actionData} intent="revoke-others" />
        <Form method="post">
          <Submit
            intent="revoke-others"
            label="Sign out of all other devices"
            busyLabel="Signing out..."
            variant="btn-secondary"
          />
        </Form>
      </Section>
    </div>
  );
}
