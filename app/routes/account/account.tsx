import type { ReactNode } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import {
  type AccountIntent,
  type AccountResult,
  accountOverview,
  runAccountAction,
  saveLanguage,
} from "~/accounts/account.server";
import { withCookies } from "~/accounts/auth-forms.server";
import { Field } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { m } from "~/paraglide/messages";
import { deleteOwnAccount } from "~/privacy/self-service.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: m.account_title(), noindex: true });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const overview = await accountOverview(await getDb(), user.id);
  const languageSaved = new URL(args.request.url).searchParams.get("language") === "saved";
  return { ...overview, email: user.email, role: user.role, languageSaved };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const form = Object.fromEntries(await args.request.formData());
  if (form.intent === "delete-account") {
    const outcome = await deleteOwnAccount(await getDb(), args.request, user, form);
    if (outcome.ok) {
      const after = user.locale === "en" ? "/account/deleted" : `/account/deleted?lang=${user.locale}`;
      throw redirect(after, withCookies({}, outcome.setCookies));
    }
    return data<AccountResult>(
      { intent: "delete-account", ok: false, message: outcome.message, fields: outcome.fields },
      { status: outcome.status },
    );
  }
  if (form.intent === "language") {
    // The next page, not this answer, is in the new language: a new document is loaded (see the form).
    const saved = await saveLanguage(await getDb(), user.id, form);
    if (saved.ok) throw redirect("/account?language=saved");
    return data<AccountResult>(saved.result, { status: 400 });
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
const labels = (): Record<string, string> => ({
  name: m.account_full_name(),
  currentPassword: m.account_current_password(),
  newPassword: m.account_new_password(),
  password: m.account_password(),
  code: m.account_code(),
  confirm: m.account_confirmation(),
  locale: m.account_language(),
});

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
  return <FormErrorSummary errors={errors} labels={labels()} fieldIds={fieldIds} />;
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
  const { name, email, role, twoFactorEnabled, activeSessions, locale, languageSaved } = loaderData;
  const enabling = actionData?.intent === "2fa-enable" && actionData.ok;
  const verifyFailed = actionData?.intent === "2fa-verify" && !actionData.ok;
  return (
    <div className="container-page max-w-3xl space-y-6 pt-10 sm:pt-16">
      <div>
        <h1 className="font-display text-title font-normal text-ink">{m.account_title()}</h1>
        <p className="mt-3 text-ink-soft">{m.account_signed_in_as({ email })}</p>
      </div>

      <Section title={m.account_profile()}>
        <Outcome result={actionData} intent="profile" />
        <Form method="post" className="space-y-4" noValidate>
          <Field
            id="name"
            label={m.account_full_name()}
            autoComplete="name"
            required={false}
            maxLength={100}
            defaultValue={name}
            error={errorFor(actionData, "profile", "name")}
          />
          <Submit intent="profile" label={m.account_save_name()} busyLabel={m.account_saving()} />
        </Form>
      </Section>

      <Section title={m.account_password()}>
        <Outcome
          result={actionData}
          intent="password"
          fieldIds={{ currentPassword: "current-password", newPassword: "new-password" }}
        />
        <Form method="post" className="space-y-4" noValidate>
          <PasswordField
            id="current-password"
            name="currentPassword"
            label={m.account_current_password()}
            error={errorFor(actionData, "password", "currentPassword")}
          />
          <Field
            id="new-password"
            name="newPassword"
            label={m.account_new_password()}
            type="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={128}
            hint={m.account_new_password_hint()}
            error={errorFor(actionData, "password", "newPassword")}
          />
          <Submit intent="password" label={m.account_change_password()} busyLabel={m.account_changing_password()} />
        </Form>
      </Section>

      <Section title={m.account_two_factor()}>
        <p className="text-slate-700">
          {m.account_two_factor_status_label()} <strong>{twoFactorEnabled ? m.account_on() : m.account_off()}</strong>.{" "}
          {m.account_two_factor_intro()}
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
            {actionData?.qrCode && <img src={actionData.qrCode} width={220} height={220} alt={m.account_qr_alt()} />}
            {actionData?.secretUri && (
              <p className="break-all text-sm text-slate-700">
                {m.account_cant_scan()} <code>{actionData.secretUri}</code>
              </p>
            )}
            <Form method="post" className="space-y-4" noValidate>
              <Field
                id="totp-code"
                name="code"
                label={m.account_code_from_app()}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                error={errorFor(actionData, "2fa-verify", "code")}
              />
              <Submit intent="2fa-verify" label={m.account_turn_on_2fa()} busyLabel={m.account_verifying()} />
            </Form>
          </div>
        )}
        {actionData?.backupCodes && (
          <div className="rounded-lg border border-line bg-sand p-4">
            <h3 className="font-semibold">{m.account_backup_codes()}</h3>
            <p className="text-sm text-slate-700">{m.account_backup_codes_intro()}</p>
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
              label={m.account_confirm_with_password()}
              error={errorFor(actionData, "2fa-enable", "password")}
            />
            <Submit intent="2fa-enable" label={m.account_set_up_2fa()} busyLabel={m.account_preparing()} />
          </Form>
        )}
        {twoFactorEnabled && (
          <div className="grid gap-6 sm:grid-cols-2">
            <Form method="post" className="space-y-4" noValidate>
              <PasswordField
                id="codes-password"
                name="password"
                label={m.account_password_new_codes()}
                error={errorFor(actionData, "backup-codes", "password")}
              />
              <Submit
                intent="backup-codes"
                label={m.account_generate_codes()}
                busyLabel={m.account_generating()}
                variant="btn-secondary"
              />
            </Form>
            <Form method="post" className="space-y-4" noValidate>
              <PasswordField
                id="disable-password"
                name="password"
                label={m.account_password_turn_off()}
                error={errorFor(actionData, "2fa-disable", "password")}
              />
              <Submit
                intent="2fa-disable"
                label={m.account_turn_off_2fa()}
                busyLabel={m.account_turning_off()}
                variant="btn-secondary"
              />
            </Form>
          </div>
        )}
      </Section>

      <Section title={m.account_sessions()}>
        <p className="text-slate-700">{m.account_signed_in_devices({ count: activeSessions })}</p>
        <Outcome result={actionData} intent="revoke-others" />
        <Form method="post">
          <Submit
            intent="revoke-others"
            label={m.account_sign_out_others()}
            busyLabel={m.account_signing_out()}
            variant="btn-secondary"
          />
        </Form>
      </Section>

      <Section title={m.account_language()}>
        <p className="text-slate-700">{m.account_language_intro()}</p>
        {languageSaved && (
          <p role="status" className="alert-success">
            {m.account_language_saved()}
          </p>
        )}
        <Outcome result={actionData} intent="language" fieldIds={{ locale: "locale-en" }} />
        {/* A new document: the whole page, its header and its lang attribute, in the chosen language. */}
        <Form method="post" className="space-y-4" reloadDocument noValidate>
          <fieldset>
            <legend className="field-label">{m.account_language()}</legend>
            <div className="flex flex-wrap gap-4">
              <label className="flex items-center gap-2">
                <input type="radio" id="locale-en" name="locale" value="en" defaultChecked={locale === "en"} />
                <span lang="en">{m.account_language_english()}</span>
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="locale" value="fr" defaultChecked={locale === "fr"} />
                <span lang="fr">{m.account_language_french()}</span>
              </label>
            </div>
          </fieldset>
          <Submit intent="language" label={m.account_save_language()} busyLabel={m.account_saving()} />
        </Form>
      </Section>

      <Section title={m.account_export_heading()}>
        <p className="text-slate-700">{m.account_export_intro()}</p>
        <Form method="post" action="/account/export" reloadDocument>
          <button type="submit" className="btn-secondary">
            {m.account_export_button()}
          </button>
        </Form>
      </Section>

      <Section title={m.account_delete_heading()}>
        <p className="text-slate-700">{m.account_delete_intro()}</p>
        <Outcome
          result={actionData}
          intent="delete-account"
          fieldIds={{ confirm: "delete-confirm", password: "delete-password", code: "delete-code" }}
        />
        {role === "admin" ? (
          <p className="text-slate-700">{m.account_delete_admin_refused()}</p>
        ) : (
          <Form method="post" className="space-y-4" noValidate>
            <Field
              id="delete-confirm"
              name="confirm"
              label={m.account_delete_confirm_label()}
              autoComplete="off"
              maxLength={20}
              error={errorFor(actionData, "delete-account", "confirm")}
            />
            <PasswordField
              id="delete-password"
              name="password"
              label={m.account_delete_password_label()}
              error={errorFor(actionData, "delete-account", "password")}
            />
            {twoFactorEnabled && (
              <Field
                id="delete-code"
                name="code"
                label={m.account_delete_code_label()}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                error={errorFor(actionData, "delete-account", "code")}
              />
            )}
            <Submit
              intent="delete-account"
              label={m.account_delete_button()}
              busyLabel={m.account_deleting()}
              variant="btn-secondary"
            />
          </Form>
        )}
      </Section>
    </div>
  );
}
