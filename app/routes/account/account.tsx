import type { ReactNode } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Field } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { type AccountIntent, type AccountResult, accountOverview, runAccountAction } from "~/lib/account.server";
import { withCookies } from "~/lib/auth-forms.server";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { PRIVACY_COPY } from "~/privacy/copy";
import { deleteOwnAccount } from "~/privacy/self-service.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Your account", noindex: true });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const overview = await accountOverview(await getDb(), user.id);
  return { ...overview, email: user.email, role: user.role };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const form = Object.fromEntries(await args.request.formData());
  if (form.intent === "delete-account") {
    const outcome = await deleteOwnAccount(await getDb(), args.request, user, form);
    if (outcome.ok) throw redirect("/account/deleted", withCookies({}, outcome.setCookies));
    return data<AccountResult>(
      { intent: "delete-account", ok: false, message: outcome.message, fields: outcome.fields },
      { status: outcome.status },
    );
  }
  const { result, status, setCookies } = await runAccountAction(args.request, form);
  return data<AccountResult>(result, withCookies({ status }, setCookies));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={`${title}-heading`.replace(/\W+/g, "-")}>
      <h2 id={`${title}-heading`.replace(/\W+/g, "-")} className="font-display text-2xl font-medium text-ink">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** The words of each field in an error summary. */
const LABELS: Record<string, string> = {
  name: "Full name",
  currentPassword: "Current password",
  newPassword: "New password",
  password: "Password",
  code: "Code",
  confirm: "Confirmation",
};

/** The result of this section's form, if the last submit was one of `intents`. */
function resultFor(result: AccountResult | undefined, intents: AccountIntent[]) {
  return result && intents.includes(result.intent as AccountIntent) ? result : undefined;
}

/**
 * A success is a status line; a refusal is an error summary (focused, linking to the fields, which carry
 * their own messages). `fieldIds` maps field names to this form's element ids.
 */
function Outcome({
  result,
  intent,
  fieldIds = {},
}: {
  result?: AccountResult;
  intent: AccountIntent | AccountIntent[];
  fieldIds?: Record<string, string>;
}) {
  const mine = resultFor(result, Array.isArray(intent) ? intent : [intent]);
  if (!mine) return null;
  if (mine.ok) {
    return (
      <p role="status" className="alert-success">
        {mine.message}
      </p>
    );
  }
  const fieldMessages = Object.values(mine.fields ?? {}).filter(Boolean);
  const errors = fieldMessages.length ? mine.fields : { form: mine.message };
  return <FormErrorSummary errors={errors} labels={LABELS} fieldIds={fieldIds} />;
}

/** The message for `name` when the last refused submit was `intent`. */
function errorFor(result: AccountResult | undefined, intent: AccountIntent, name: string) {
  return result && !result.ok && result.intent === intent ? result.fields?.[name] : undefined;
}

function PasswordField({
  id,
  label,
  name = id,
  autoComplete = "current-password",
  error,
}: {
  id: string;
  label: string;
  name?: string;
  autoComplete?: string;
  error?: string;
}) {
  return (
    <Field
      id={id}
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      maxLength={128}
      error={error}
    />
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
  const { name, email, role, twoFactorEnabled, activeSessions } = loaderData;
  const enabling = actionData?.intent === "2fa-enable" && actionData.ok;
  const verifyFailed = actionData?.intent === "2fa-verify" && !actionData.ok;
  return (
    <div className="container-page max-w-3xl space-y-6 pt-10 sm:pt-16">
      <div>
        <h1 className="font-display text-title font-normal text-ink">Your account</h1>
        <p className="mt-3 text-ink-soft">Signed in as {email}.</p>
      </div>

      <Section title="Profile">
        <Outcome result={actionData} intent="profile" />
        <Form method="post" className="space-y-4" noValidate>
          <Field
            id="name"
            label="Full name"
            autoComplete="name"
            required={false}
            maxLength={100}
            defaultValue={name}
            error={errorFor(actionData, "profile", "name")}
          />
          <Submit intent="profile" label="Save name" busyLabel="Saving..." />
        </Form>
      </Section>

      <Section title="Password">
        <Outcome
          result={actionData}
          intent="password"
          fieldIds={{ currentPassword: "current-password", newPassword: "new-password" }}
        />
        <Form method="post" className="space-y-4" noValidate>
          <PasswordField
            id="current-password"
            name="currentPassword"
            label="Current password"
            error={errorFor(actionData, "password", "currentPassword")}
          />
          <Field
            id="new-password"
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={128}
            hint="8 to 128 characters. Your other devices will be signed out."
            error={errorFor(actionData, "password", "newPassword")}
          />
          <Submit intent="password" label="Change password" busyLabel="Changing password..." />
        </Form>
      </Section>

      <Section title="Two-factor authentication">
        <p className="text-slate-700">
          Status: <strong>{twoFactorEnabled ? "On" : "Off"}</strong>. With two-factor authentication, signing in also
          asks for a 6-digit code from an authenticator app (or one of your backup codes).
        </p>
        <Outcome
          result={actionData}
          intent={["2fa-enable", "2fa-verify", "2fa-disable", "backup-codes"]}
          fieldIds={{
            code: "totp-code",
            password:
              actionData?.intent === "2fa-enable"
                ? "enable-password"
                : actionData?.intent === "backup-codes"
                  ? "codes-password"
                  : "disable-password",
          }}
        />
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
            <Form method="post" className="space-y-4" noValidate>
              <Field
                id="totp-code"
                name="code"
                label="6-digit code from your app"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                error={errorFor(actionData, "2fa-verify", "code")}
              />
              <Submit intent="2fa-verify" label="Turn on two-factor authentication" busyLabel="Verifying..." />
            </Form>
          </div>
        )}
        {actionData?.backupCodes && (
          <div className="rounded-lg border border-line bg-sand p-4">
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
          <Form method="post" className="space-y-4" noValidate>
            <PasswordField
              id="enable-password"
              name="password"
              label="Confirm with your password"
              error={errorFor(actionData, "2fa-enable", "password")}
            />
            <Submit intent="2fa-enable" label="Set up two-factor authentication" busyLabel="Preparing..." />
          </Form>
        )}
        {twoFactorEnabled && (
          <div className="grid gap-6 sm:grid-cols-2">
            <Form method="post" className="space-y-4" noValidate>
              <PasswordField
                id="codes-password"
                name="password"
                label="Password (new backup codes)"
                error={errorFor(actionData, "backup-codes", "password")}
              />
              <Submit
                intent="backup-codes"
                label="Generate new backup codes"
                busyLabel="Generating..."
                variant="btn-secondary"
              />
            </Form>
            <Form method="post" className="space-y-4" noValidate>
              <PasswordField
                id="disable-password"
                name="password"
                label="Password (turn off)"
                error={errorFor(actionData, "2fa-disable", "password")}
              />
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

      <Section title={PRIVACY_COPY.exportHeading}>
        <p className="text-slate-700">{PRIVACY_COPY.exportIntro}</p>
        <Form method="post" action="/account/export" reloadDocument>
          <button type="submit" className="btn-secondary">
            {PRIVACY_COPY.exportButton}
          </button>
        </Form>
      </Section>

      <Section title={PRIVACY_COPY.deleteHeading}>
        <p className="text-slate-700">{PRIVACY_COPY.deleteIntro}</p>
        <Outcome
          result={actionData}
          intent="delete-account"
          fieldIds={{ confirm: "delete-confirm", password: "delete-password", code: "delete-code" }}
        />
        {role === "admin" ? (
          <p className="text-slate-700">{PRIVACY_COPY.deleteAdminRefused}</p>
        ) : (
          <Form method="post" className="space-y-4" noValidate>
            <Field
              id="delete-confirm"
              name="confirm"
              label={PRIVACY_COPY.deleteConfirmLabel}
              autoComplete="off"
              maxLength={20}
              error={errorFor(actionData, "delete-account", "confirm")}
            />
            <PasswordField
              id="delete-password"
              name="password"
              label={PRIVACY_COPY.deletePasswordLabel}
              error={errorFor(actionData, "delete-account", "password")}
            />
            {twoFactorEnabled && (
              <Field
                id="delete-code"
                name="code"
                label={PRIVACY_COPY.deleteCodeLabel}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                error={errorFor(actionData, "delete-account", "code")}
              />
            )}
            <Submit
              intent="delete-account"
              label={PRIVACY_COPY.deleteButton}
              busyLabel="Deleting..."
              variant="btn-secondary"
            />
          </Form>
        )}
      </Section>
    </div>
  );
}
