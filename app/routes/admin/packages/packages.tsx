import { data, Link } from "react-router";
import { fieldErrors, listSessionTypes } from "~/booking/booking.server";
import { sessionPrice } from "~/booking/price";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { getDb } from "~/lib/db.server";
import { HttpError, readBoundedText } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { m } from "~/paraglide/messages";
import { PackageForm } from "~/payments/components/package-form";
import {
  createPackage,
  listPackages,
  MAX_PACKAGE_FORM_BYTES,
  type PackageActionData,
  PackageSchema,
  packageFormInput,
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
      name: p.name,
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
    sessionTypes: types.map((t) => ({ id: t.id, name: t.name })),
  };
}

/** Creates a package (the list above shows it; its own page edits it). */
export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(await readBoundedText(args.request, MAX_PACKAGE_FORM_BYTES));
  } catch (error) {
    if (error instanceof HttpError) {
      return data<PackageActionData>({ ok: false, message: error.detail, fields: {} }, { status: error.status });
    }
    throw error;
  }
  const parsed = PackageSchema.safeParse(packageFormInput(form));
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return data<PackageActionData>({ ok: false, message: Object.values(fields).join(" "), fields }, { status: 400 });
  }
  try {
    await createPackage(await getDb(), parsed.data);
  } catch (error) {
    if (!(error instanceof UnknownSessionTypeError)) throw error;
    return data<PackageActionData>(
      { ok: false, message: error.message, fields: { sessionTypeIds: error.message } },
      { status: 400 },
    );
  }
  return {
    ok: true,
    message: m.calendar_package_created({ name: parsed.data.name }),
    fields: {},
  } satisfies PackageActionData;
}

export default function Packages({ loaderData, actionData }: Route.ComponentProps) {
  const { packages, sessionTypes } = loaderData;
  return (
    <div className="container-page max-w-4xl py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{m.calendar_packages_title()}</h1>
      <p className="mt-3 max-w-2xl text-slate-700">{m.calendar_packages_intro()}</p>
      <div aria-live="polite">
        <OutcomeMessage outcome={actionData} className="mt-4" />
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
          values={{
            name: "",
            description: "",
            price: "",
            sessionCount: 3,
            validityDays: 365,
            sessionTypeIds: [],
            active: false,
          }}
          sessionTypes={sessionTypes}
          errors={actionData && !actionData.ok ? actionData.fields : {}}
          submitLabel={m.calendar_create_package()}
        />
      </section>
    </div>
  );
}
