import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { fieldErrors, listSessionTypes } from "~/booking/booking.server";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { getDb } from "~/lib/db.server";
import { HttpError, readBoundedText } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { m } from "~/paraglide/messages";
import { PackageForm, priceInput } from "~/payments/components/package-form";
import {
  deletePackage,
  getPackage,
  MAX_PACKAGE_FORM_BYTES,
  type PackageActionData,
  PackageSchema,
  packageFormInput,
  UnknownSessionTypeError,
  updatePackage,
} from "~/payments/packages.server";
import type { Route } from "./+types/package";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? m.calendar_package_title_name({ name: loaderData.pkg.name }) : m.calendar_package_title(),
    noindex: true,
  });

const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const id = IdSchema.safeParse(args.params.id);
  if (!id.success) throw data(null, { status: 404 });
  const db = await getDb();
  const [pkg, types] = await Promise.all([getPackage(db, id.data), listSessionTypes(db, { includeHidden: true })]);
  if (!pkg) throw data(null, { status: 404 });
  return {
    pkg: {
      id: pkg.id,
      name: pkg.name,
      description: pkg.description,
      price: priceInput(pkg.priceCents),
      sessionCount: pkg.sessionCount,
      validityDays: pkg.validityDays,
      sessionTypeIds: pkg.sessionTypeIds,
      active: pkg.active,
    },
    sessionTypes: types.map((t) => ({ id: t.id, name: t.name })),
  };
}

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  const id = IdSchema.safeParse(args.params.id);
  if (!id.success) throw data(null, { status: 404 });
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(await readBoundedText(args.request, MAX_PACKAGE_FORM_BYTES));
  } catch (error) {
    if (error instanceof HttpError) {
      return data<PackageActionData>({ ok: false, message: error.detail, fields: {} }, { status: error.status });
    }
    throw error;
  }
  const db = await getDb();
  if (form.get("intent") === "delete") {
    const outcome = await deletePackage(db, id.data);
    if (outcome === "missing") throw data(null, { status: 404 });
    if (outcome === "bought") {
      return data<PackageActionData>(
        {
          ok: false,
          message: m.calendar_package_bought(),
          fields: {},
        },
        { status: 409 },
      );
    }
    throw redirect("/admin/packages");
  }
  const parsed = PackageSchema.safeParse(packageFormInput(form));
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return data<PackageActionData>({ ok: false, message: Object.values(fields).join(" "), fields }, { status: 400 });
  }
  try {
    if (!(await updatePackage(db, id.data, parsed.data))) throw data(null, { status: 404 });
  } catch (error) {
    if (!(error instanceof UnknownSessionTypeError)) throw error;
    return data<PackageActionData>(
      { ok: false, message: error.message, fields: { sessionTypeIds: error.message } },
      { status: 400 },
    );
  }
  return { ok: true, message: m.calendar_package_saved(), fields: {} } satisfies PackageActionData;
}

export default function PackageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { pkg, sessionTypes } = loaderData;
  return (
    <div className="container-page max-w-3xl py-12">
      <p>
        <Link to="/admin/packages">{m.calendar_packages_back()}</Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold break-words text-brand-900">{pkg.name}</h1>
      <p className="mt-2 text-slate-700">{m.calendar_package_changes()}</p>
      <div aria-live="polite">
        <OutcomeMessage outcome={actionData} className="mt-4" />
      </div>
      <PackageForm
        key={pkg.id}
        values={pkg}
        saved={actionData?.ok}
        sessionTypes={sessionTypes}
        errors={actionData && !actionData.ok ? actionData.fields : {}}
        submitLabel={m.calendar_save_package()}
      />
      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value="delete" />
        <button type="submit" className="btn-secondary">
          {m.calendar_delete_package()}
        </button>
      </Form>
    </div>
  );
}
