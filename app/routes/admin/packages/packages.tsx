import { Link } from "react-router";
import { listSessionTypes } from "~/booking/booking.server";
import { sessionPrice } from "~/booking/price";
import { typeName } from "~/booking/type-language";
import { SMALL_FORM_BYTES } from "~/lib/body-limits";
import { getDb } from "~/lib/db.server";
import { HttpError, readBoundedText } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { formRefusal, parseSubmission, refusal } from "~/lib/submission";
import { m } from "~/paraglide/messages";
import { PackageForm } from "~/payments/components/package-form";
import { packageName } from "~/payments/package-language";
import {
  createPackage,
  listPackages,
  type PackageActionData,
  PackageSchema,
  UnknownSessionTypeError,
} from "~/payments/packages.server";
import type { Route } from "./+types/packages";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.calendar_packages_title(), noindex: true });

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const db = await getDb();
  const [rows, types] = await Promise.all([listPackages(db), listSessionTypes(db, { includeHidden: true })]);
  return {
    packages: rows.map((p) => ({
      id: p.id,
      name: packageName(p),
      price:
        p.priceCents === null
          ? m.calendar_no_price_yet()
          : sessionPrice({ priceCents: p.priceCents, priceFrom: false, priceLabel: "" }),
      sessionCount: p.sessionCount,
      validityDays: p.validityDays,
      covers: p.sessionTypes.map((t) => t.name).join(", ") || m.calendar_no_type_yet(),
      active: p.active,
      sold: p.sold,
    })),
    sessionTypes: types.map((t) => ({ id: t.id, name: typeName(t) })),
  };
}

/** Creates a package (the list above shows it; its own page edits it), and the form starts empty again. */
export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  let payload: URLSearchParams;
  try {
    payload = new URLSearchParams(await readBoundedText(args.request, SMALL_FORM_BYTES.packageForm));
  } catch (error) {
    if (error instanceof HttpError) return refusal(formRefusal(error.detail), error.status);
    throw error;
  }
  const submission = parseSubmission(payload, PackageSchema);
  if (submission.status !== "success") return refusal(submission.reply());
  try {
    await createPackage(await getDb(), submission.value);
  } catch (error) {
    if (!(error instanceof UnknownSessionTypeError)) throw error;
    return refusal(submission.reply({ fieldErrors: { sessionTypeIds: [error.message] } }));
  }
  return {
    ok: true,
    message: m.calendar_package_created({ name: submission.value.name }),
    fields: {},
    result: submission.reply({ resetForm: true }),
  } satisfies PackageActionData;
}

export default function Packages({ loaderData, actionData }: Route.ComponentProps) {
  const { packages, sessionTypes } = loaderData;
  return (
    <div className="container-page max-w-4xl py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{m.calendar_packages_title()}</h1>
      <p className="mt-3 max-w-2xl text-slate-700">{m.calendar_packages_intro()}</p>
      <div aria-live="polite">
        {/* A refused form says so in its own summary, beside the fields. */}
        {actionData?.ok && (
          <p role="status" className="mt-4 alert-success">
            {actionData.message}
          </p>
        )}
      </div>
      <section aria-labelledby="list-heading" className="mt-8">
        <h2 id="list-heading" className="text-2xl font-bold text-brand-900">
          {m.calendar_your_packages()}
        </h2>
        {packages.length === 0 ? (
          <p className="mt-3 text-slate-700">{m.calendar_no_package()}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {packages.map((p) => (
              <li key={p.id} className="card flex flex-wrap items-center justify-between gap-3">
                <div>
                  <h3 className="font-bold text-brand-900">{p.name}</h3>
                  <p className="text-slate-700">
                    {p.price} · {m.calendar_package_sessions({ count: p.sessionCount })} ·{" "}
                    {m.calendar_package_valid({ count: p.validityDays })} · {p.covers}
                  </p>
                  <p className="text-sm text-slate-600">
                    {p.active ? m.calendar_on_sale() : m.calendar_not_on_sale()} ·{" "}
                    {m.calendar_bought_times({ count: p.sold })}
                  </p>
                </div>
                <Link to={`/admin/packages/${p.id}`} className="btn-secondary">
                  {m.calendar_edit()}
                  <span className="sr-only"> {p.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="new-heading" className="mt-10">
        <h2 id="new-heading" className="text-2xl font-bold text-brand-900">
          {m.calendar_new_package()}
        </h2>
        <PackageForm
          id="new-package"
          values={{
            name: "",
            description: "",
            nameFr: "",
            descriptionFr: "",
            price: "",
            sessionCount: 3,
            validityDays: 365,
            sessionTypeIds: [],
            active: false,
          }}
          sessionTypes={sessionTypes}
          lastResult={actionData?.result}
          submitLabel={m.calendar_create_package()}
        />
      </section>
    </div>
  );
}
