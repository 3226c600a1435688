import type { ReactNode } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import {
  type AccountIntent,
  type AccountResult,
  accountOverview,
  accountPayload,
  runAccountAction,
  saveLanguage,
} from "~/accounts/account.server";
import {
  LanguageFormSchema,
  PasswordChangeFormSchema,
  PasswordConfirmFormSchema,
  ProfileFormSchema,
  TwoFactorCodeFormSchema,
} from "~/accounts/account-forms";
import { withCookies } from "~/accounts/auth-forms.server";
import { Field, FieldError } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { PASSWORD_LENGTH } from "~/lib/password-length";
import { requireUser } from "~/lib/session.server";
import { m } from "~/paraglide/messages";
import { DeleteAccountFormSchema } from "~/privacy/delete-account-form";
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
    const outcome = await deleteOwnAccount(await getDb(), args.request, user, accountPayload(form));
    if (outcome.ok) {
      const after = user.locale === "en" ? "/account/deleted" : `/account/deleted?lang=${user.locale}`;
      throw redirect(after, withCookies({}, outcome.setCookies));
    }
    return data<AccountResult>(
      {
        intent: "delete-account",
        ok: false,
        message: outcome.message,
        fields: outcome.fields,
        result: outcome.result,
      },
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

/** The answer to `intent`'s last submit, if it was that form's. */
function answerFor(result: AccountResult | undefined, intent: AccountIntent) {
  return result?.intent === intent ? result : undefined;
}

/** A success line for the forms of a section. */
function Saved({ result, intents }: { result?: AccountResult; intents: AccountIntent[] }) {
  if (!result?.ok || !intents.includes(result.intent as AccountIntent)) return null;
  return (
    <p role="status" className="alert-success">
      {result.message}
    </p>
  );
}

/**
 * One of the page's forms (ADR 024): checked in the browser with its schema and again by the action, whose
 * refusals come back beside the fields; the summary leads the form. Ids are prefixed: several forms of the page
 * have a password field.
 */
function useAccountForm<Schema extends Parameters<typeof useSchemaForm>[0]["schema"]>(
  intent: AccountIntent,
  schema: Schema,
  actionData: AccountResult | undefined,
  defaultValue?: Parameters<typeof useSchemaForm<Schema>>[0]["defaultValue"],
) {
  return useSchemaForm({
    id: `account-${intent}`,
    schema,
    lastResult: answerFor(actionData, intent)?.result,
    defaultValue,
  });
}

function PasswordField({
  label,
  autoComplete = "current-password",
  ...field
}: ReturnType<typeof fieldProps> & { label: string; autoComplete?: string }) {
  return <Field {...field} label={label} type="password" autoComplete={autoComplete} maxLength={PASSWORD_LENGTH.max} />;
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

function ProfileForm({ name, actionData }: { name: string; actionData?: AccountResult }) {
  const { formProps, fields, summary } = useAccountForm("profile", ProfileFormSchema, actionData, { name });
  return (
    <Form method="post" {...formProps} className="space-y-4">
      {/* "Use at most 100 characters." does not name its field: the summary does. */}
      <SchemaFormSummary {...summary} labels={{ name: m.account_full_name() }} />
      <Field
        {...fieldProps(fields.name)}
        label={m.account_full_name()}
        autoComplete="name"
        required={false}
        maxLength={100}
      />
      <Submit intent="profile" label={m.account_save_name()} busyLabel={m.account_saving()} />
    </Form>
  );
}

function PasswordForm({ actionData }: { actionData?: AccountResult }) {
  const { formProps, fields, summary } = useAccountForm("password", PasswordChangeFormSchema, actionData);
  return (
    <Form method="post" {...formProps} className="space-y-4">
      <SchemaFormSummary {...summary} />
      <PasswordField {...fieldProps(fields.currentPassword)} label={m.account_current_password()} />
      <Field
        {...fieldProps(fields.newPassword)}
        label={m.account_new_password()}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_LENGTH.max}
        hint={m.account_new_password_hint(PASSWORD_LENGTH)}
      />
      <Submit intent="password" label={m.account_change_password()} busyLabel={m.account_changing_password()} />
    </Form>
  );
}

/** Setting up two-factor, new backup codes and turning it off: the password confirms each. */
function PasswordConfirmForm({
  intent,
  label,
  button,
  busyLabel,
  variant,
  actionData,
}: {
  intent: "2fa-enable" | "backup-codes" | "2fa-disable";
  label: string;
  button: string;
  busyLabel: string;
  variant?: string;
  actionData?: AccountResult;
}) {
  const { formProps, fields, summary } = useAccountForm(intent, PasswordConfirmFormSchema, actionData);
  const id = { "2fa-enable": "enable-password", "backup-codes": "codes-password", "2fa-disable": "disable-password" }[
    intent
  ];
  return (
    <Form method="post" {...formProps} className="space-y-4">
      <SchemaFormSummary {...summary} fieldIds={{ password: id }} />
      <PasswordField {...fieldProps(fields.password)} id={id} label={label} />
      <Submit intent={intent} label={button} busyLabel={busyLabel} variant={variant} />
    </Form>
  );
}

function TwoFactorCodeForm({ actionData }: { actionData?: AccountResult }) {
  const { formProps, fields, summary } = useAccountForm("2fa-verify", TwoFactorCodeFormSchema, actionData);
  return (
    <Form method="post" {...formProps} className="space-y-4">
      <SchemaFormSummary {...summary} fieldIds={{ code: "totp-code" }} />
      <Field
        {...fieldProps(fields.code)}
        id="totp-code"
        label={m.account_code_from_app()}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
      />
      <Submit intent="2fa-verify" label={m.account_turn_on_2fa()} busyLabel={m.account_verifying()} />
    </Form>
  );
}

function LanguageForm({ locale, actionData }: { locale: string; actionData?: AccountResult }) {
  const { formProps, fields, summary } = useAccountForm("language", LanguageFormSchema, actionData, { locale });
  const error = fields.locale.errors?.[0];
  return (
    // A new document: the whole page, its header and its lang attribute, in the chosen language.
    <Form method="post" {...formProps} className="space-y-4" reloadDocument>
      <SchemaFormSummary {...summary} fieldIds={{ locale: "locale-en" }} />
      <fieldset aria-describedby={error ? "locale-error" : undefined}>
        <legend className="field-label">{m.account_language()}</legend>
        <div className="flex flex-wrap gap-4">
          {(
            [
              ["en", m.account_language_english()],
              ["fr", m.account_language_french()],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                id={`locale-${value}`}
                name={fields.locale.name}
                value={value}
                defaultChecked={fields.locale.initialValue === value}
                aria-invalid={error ? true : undefined}
              />
              <span lang={value}>{label}</span>
            </label>
          ))}
        </div>
        <FieldError id="locale-error" error={error} />
      </fieldset>
      <Submit intent="language" label={m.account_save_language()} busyLabel={m.account_saving()} />
    </Form>
  );
}

function DeleteAccountForm({
  twoFactorEnabled,
  actionData,
}: {
  twoFactorEnabled: boolean;
  actionData?: AccountResult;
}) {
  const { formProps, fields, summary } = useAccountForm("delete-account", DeleteAccountFormSchema, actionData);
  return (
    <Form method="post" {...formProps} className="space-y-4">
      <SchemaFormSummary
        {...summary}
        fieldIds={{ confirm: "delete-confirm", password: "delete-password", code: "delete-code" }}
      />
      <Field
        {...fieldProps(fields.confirm)}
        id="delete-confirm"
        label={m.account_delete_confirm_label()}
        autoComplete="off"
        maxLength={20}
      />
      <PasswordField {...fieldProps(fields.password)} id="delete-password" label={m.account_delete_password_label()} />
      {twoFactorEnabled && (
        <Field
          {...fieldProps(fields.code)}
          id="delete-code"
          label={m.account_delete_code_label()}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
        />
      )}
      <Submit
        intent="delete-account"
        label={m.account_delete_button()}
        busyLabel={m.account_deleting()}
        variant="btn-secondary"
      />
    </Form>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, role, twoFactorEnabled, activeSessions, locale, languageSaved } = loaderData;
  const enabling = actionData?.intent === "2fa-enable" && actionData.ok;
  const verifyFailed = actionData?.intent === "2fa-verify" && !actionData.ok;
  const revokeRefused = actionData?.intent === "revoke-others" && !actionData.ok ? actionData : undefined;
  return (
    <div className="container-page max-w-3xl space-y-6 pt-10 sm:pt-16">
      <div>
        <h1 className="font-display text-title font-normal text-ink">{m.account_title()}</h1>
        <p className="mt-3 text-ink-soft">{m.account_signed_in_as({ email })}</p>
      </div>

      <Section title={m.account_profile()}>
        <Saved result={actionData} intents={["profile"]} />
        <ProfileForm name={name} actionData={actionData} />
      </Section>

      <Section title={m.account_password()}>
        <Saved result={actionData} intents={["password"]} />
        <PasswordForm actionData={actionData} />
      </Section>

      <Section title={m.account_two_factor()}>
        <p className="text-slate-700">
          {m.account_two_factor_status_label()} <strong>{twoFactorEnabled ? m.account_on() : m.account_off()}</strong>.{" "}
          {m.account_two_factor_intro()}
        </p>
        <Saved result={actionData} intents={["2fa-enable", "2fa-verify", "2fa-disable", "backup-codes"]} />
        {(enabling || verifyFailed) && !twoFactorEnabled && (
          <div className="space-y-4">
            {actionData?.qrCode && <img src={actionData.qrCode} width={220} height={220} alt={m.account_qr_alt()} />}
            {actionData?.secretUri && (
              <p className="break-all text-sm text-slate-700">
                {m.account_cant_scan()} <code>{actionData.secretUri}</code>
              </p>
            )}
            <TwoFactorCodeForm actionData={actionData} />
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
          <PasswordConfirmForm
            intent="2fa-enable"
            label={m.account_confirm_with_password()}
            button={m.account_set_up_2fa()}
            busyLabel={m.account_preparing()}
            actionData={actionData}
          />
        )}
        {twoFactorEnabled && (
          <div className="grid gap-6 sm:grid-cols-2">
            <PasswordConfirmForm
              intent="backup-codes"
              label={m.account_password_new_codes()}
              button={m.account_generate_codes()}
              busyLabel={m.account_generating()}
              variant="btn-secondary"
              actionData={actionData}
            />
            <PasswordConfirmForm
              intent="2fa-disable"
              label={m.account_password_turn_off()}
              button={m.account_turn_off_2fa()}
              busyLabel={m.account_turning_off()}
              variant="btn-secondary"
              actionData={actionData}
            />
          </div>
        )}
      </Section>

      <Section title={m.account_sessions()}>
        <p className="text-slate-700">{m.account_signed_in_devices({ count: activeSessions })}</p>
        <Saved result={actionData} intents={["revoke-others"]} />
        <FormErrorSummary errors={revokeRefused ? { form: revokeRefused.message } : null} />
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
        <LanguageForm locale={locale} actionData={actionData} />
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
        {role === "admin" ? (
          <p className="text-slate-700">{m.account_delete_admin_refused()}</p>
        ) : (
          <DeleteAccountForm twoFactorEnabled={twoFactorEnabled} actionData={actionData} />
        )}
      </Section>
    </div>
  );
}
