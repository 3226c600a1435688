import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { listSessionTypes } from "~/booking/booking.server";
import { typeName } from "~/booking/type-language";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { SMALL_FORM_BYTES } from "~/lib/body-limits";
import { getDb } from "~/lib/db.server";
import { HttpError, readBoundedText } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { formRefusal, parseSubmission, refusal, savedReply } from "~/lib/submission";
import { m } from "~/paraglide/messages";
import { PackageForm } from "~/payments/components/package-form";
import { priceInput } from "~/payments/package-form";
import { packageName } from "~/payments/package-language";
import {
  deletePackage,
  getPackage,
  type PackageActionData,
  PackageSchema,
  UnknownSessionTypeError,
  updatePackage,
} from "~/payments/packages.server";
import type { Route } from "./+types/package";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? m.calendar_package_title_name({ name: loaderData.title }) : m.calendar_package_title(),
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
    title: packageName(pkg),
    pkg: {
      id: pkg.id,
      name: pkg.name,
      description: pkg.description,
      nameFr: pkg.nameFr,
      descriptionFr: pkg.descriptionFr,
      price: priceInput(pkg.priceCents),
      sessionCount: pkg.sessionCount,
      validityDays: pkg.validityDays,
      sessionTypeIds: pkg.sessionTypeIds,
      active: pkg.active,
    },
    sessionTypes: types.map((t) => ({ id: t.id, name: typeName(t) })),
  };
}

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  const id = IdSchema.safeParse(args.params.id);
  if (!id.success) throw data(null, { status: 404 });
  let payload: URLSearchParams;
  try {
    payload = new URLSearchParams(await readBoundedText(args.request, SMALL_FORM_BYTES.packageForm));
  } catch (error) {
    if (error instanceof HttpError) return refusal(formRefusal(error.detail), error.status);
    throw error;
  }
  const db = await getDb();
  if (payload.get("intent") === "delete") {
    const outcome = await deletePackage(db, id.data);
    if (outcome === "missing") throw data(null, { status: 404 });
    if (outcome === "bought") {
      return data<PackageActionData>({ ok: false, message: m.calendar_package_bought(), fields: {} }, { status: 409 });
    }
    throw redirect("/admin/packages");
  }
  const submission = parseSubmission(payload, PackageSchema);
  if (submission.status !== "success") return refusal(submission.reply());
  try {
    if (!(await updatePackage(db, id.data, submission.value))) throw data(null, { status: 404 });
  } catch (error) {
    if (!(error instanceof UnknownSessionTypeError)) throw error;
    return refusal(submission.reply({ fieldErrors: { sessionTypeIds: [error.message] } }));
  }
  return {
    ok: true,
    message: m.calendar_package_saved(),
    fields: {},
    result: savedReply(submission),
  } satisfies PackageActionData;
}

export default function PackageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { title, pkg, sessionTypes } = loaderData;
  return (
    <div className="container-page max-w-3xl py-12">
      <p>
        <Link to="/admin/packages">{m.calendar_packages_back()}</Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold break-words text-brand-900">{title}</h1>
      <p className="mt-2 text-slate-700">{m.calendar_package_changes()}</p>
      <div aria-live="polite">
        {/* A refused save says so in the form's own summary, beside the fields; a refused delete says so here. */}
        {actionData && !actionData.result?.error && <OutcomeMessage outcome={actionData} className="mt-4" />}
      </div>
      <PackageForm
        key={pkg.id}
        id="package"
        values={pkg}
        sessionTypes={sessionTypes}
        lastResult={actionData?.result}
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
