import { data, Link, redirect } from "react-router";
import { jobFailureText, jobLabel } from "~/background-jobs.server";
import { NextActionLink, PhaseProgressList } from "~/blueprint/components/journey/phase-progress";
import { type Journey, loadJourney } from "~/blueprint/journey.server";
import { clientNextSteps, type NextStep } from "~/blueprint/next-actions";
import { UpcomingSessions } from "~/booking/components/upcoming-sessions";
import { bookingsMadePerWeek } from "~/booking/read-models.server";
import { loadUpcomingSessions } from "~/booking/upcoming.server";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { siteContent } from "~/content/localized";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { localizedHref } from "~/lib/i18n/locale";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { useLocale, useLocalizedHref } from "~/lib/i18n/use-locale";
import { formatDay } from "~/lib/intl";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-handle";
import { requireUser } from "~/lib/session.server";
import { keyMatches } from "~/lib/signed-key.server";
import { getSiteConfig } from "~/lib/site-config.server";
import { ClientGalleries } from "~/media/components/client-galleries";
import { listClientGalleries } from "~/media/galleries.server";
import { TodayOverview } from "~/owner/components/today";
import { firstName } from "~/owner/navigation";
import { loadToday } from "~/owner/today.server";
import { runTodayAction, type TodayActionResult } from "~/owner/today-actions.server";
import { allTodaySources, retryRefundFromToday } from "~/owner/today-sources.server";
import { m } from "~/paraglide/messages";
import { ClientPackages } from "~/payments/components/client-packages";
import { ReceiptsLink } from "~/payments/components/receipts-link";
import { packageIn } from "~/payments/package-language";
import {
  abandonPurchase,
  balancesFor,
  packagesForSale,
  purchaseReturnMessage,
  startPurchase,
} from "~/payments/packages.server";
import { hasReceiptsFor } from "~/payments/receipts.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.account_dashboard_title(), noindex: true });

// Each user's last rendering is served again until anything is written (app/lib/private-page-cache.server.ts).
export const handle: PageHandle = { keptPrivately: true };

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const links = getSiteConfig(getEnv().SITE_NAME).links;
  // The cards and headings in the page's language (the account's: the dashboard has one address).
  const locale = serverLocale();
  const { dashboardCards, dashboardHeadings } = siteContent(locale);
  const cards = dashboardCards
    .filter((card) => card.roles.includes(user.role))
    .map((card) => ({
      title: card.title,
      description: card.description,
      href: card.external ? links[card.external] : localizedHref(card.to ?? "/", locale),
      external: Boolean(card.external),
    }));
  const db = await getDb();
  // The owner's "Today" (app/owner): what needs attention, in a fixed number of queries. Their other
  // areas are in the owner's navigation (app/owner/navigation.ts), with the unread inquiries' count.
  const today =
    user.role === "admin"
      ? await loadToday(db, {
          sources: allTodaySources({ label: jobLabel, failureText: jobFailureText }),
          bookings: bookingsMadePerWeek,
        })
      : null;
  // The client's programme (scoped to the signed-in client). Booking's upcoming sessions and media's
  // galleries add their own loader calls here, next to this one.
  const journey: Journey | null = user.role === "client" ? await loadJourney(db, user.id) : null;
  // The owner's own sessions are on their calendar (/admin/booking).
  const upcomingSessions = user.role === "admin" ? [] : await loadUpcomingSessions(db, user);
  // Media (issue 12): the client's photo galleries.
  const galleries = user.role === "admin" ? [] : await listClientGalleries(db, user.id);
  // Payments (issue 29): the client's packages (balance, validity) and those on sale.
  const packages = user.role === "client" ? await loadClientPackages(db, user.id, new URL(args.request.url)) : null;
  // Payments (issue 29): a link to their receipts once they have paid online.
  const hasReceipts = user.role === "admin" ? false : await hasReceiptsFor(db, user.id);
  return {
    hasReceipts,
    role: user.role,
    email: user.email,
    name: user.name.trim() || user.email,
    firstName: firstName(user.name),
    heading: dashboardHeadings[user.role],
    cards,
    journey,
    // What to do next, most urgent first: a gallery to choose from, a session to prepare, the Blueprint.
    nextSteps: journey ? clientNextSteps({ galleries, sessions: upcomingSessions, phases: journey.phases }) : [],
    today,
    upcomingSessions,
    galleries,
    packages,
  };
}

/** Back from Checkout (`?purchase=ID`, `&checkout=cancelled` when they left without paying): say what became of it. */
async function loadClientPackages(db: Awaited<ReturnType<typeof getDb>>, userId: string, url: URL) {
  const purchase = Number(url.searchParams.get("purchase"));
  const returned = Number.isSafeInteger(purchase) && purchase > 0 && purchase < 2 ** 31 ? purchase : null;
  const leftCheckout =
    returned &&
    url.searchParams.get("checkout") === "cancelled" &&
    keyMatches("purchase-cancel", returned, url.searchParams.get("key"));
  if (leftCheckout) await abandonPurchase(db, userId, returned);
  const now = new Date();
  const [balances, forSale, message] = await Promise.all([
    balancesFor(db, userId, now),
    packagesForSale(db),
    returned ? purchaseReturnMessage(db, userId, returned) : null,
  ]);
  return {
    balances: balances.map(({ expiresAt, sessionTypeIds, ...balance }) => balance),
    // In the client's language: the French texts where the owner gave them.
    forSale: forSale.map((offer) => {
      const p = packageIn(offer);
      return {
        id: p.id,
        name: p.name,
        description: p.description,
        priceCents: p.priceCents,
        sessionCount: p.sessionCount,
        validityDays: p.validityDays,
        covers: p.sessionTypes,
      };
    }),
    message,
  };
}

/** Today's buttons (nudge a client, retry an e-mail) for the owner; a client's "Buy" of a package. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  if (user.role === "client") return buyPackage(user, await args.request.formData());
  if (user.role !== "admin") throw data(null, { status: 403 });
  const fields = Object.fromEntries(await args.request.formData());
  if (fields.intent === "retry-refund") {
    const { status, ...result } = await retryRefundFromToday(await getDb(), fields);
    return data<TodayActionResult>(result, { status });
  }
  return runTodayAction(user, fields);
}

/** Opens Stripe Checkout for the package (the credits appear once the webhook confirms the payment). */
async function buyPackage(user: { id: string; name: string; email: string }, form: FormData) {
  if (form.get("intent") !== "buy-package") throw data(null, { status: 403 });
  const id = Number(form.get("packageId"));
  if (!Number.isSafeInteger(id) || id <= 0 || id >= 2 ** 31) {
    return data({ ok: false, message: m.account_dashboard_choose_package() }, { status: 400 });
  }
  const outcome = await startPurchase(await getDb(), user, id, new Date());
  if (outcome.status === "checkout") throw redirect(outcome.url);
  return data({ ok: false, message: outcome.detail }, { status: 409 });
}

type Card = Route.ComponentProps["loaderData"]["cards"][number];

function LinkCards(props: { cards: Card[]; headingLevel: 2 | 3 }) {
  const { cards, headingLevel } = props;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="card flex flex-col">
          <Heading className="text-lg font-bold text-brand-900">{card.title}</Heading>
          <p className="mt-2 flex-1 text-slate-700">{card.description}</p>
          {card.external ? (
            <a href={card.href} target="_blank" rel="noopener noreferrer" className="btn-secondary mt-4 self-start">
              {m.account_dashboard_open_card({ title: card.title })}
              <span className="sr-only"> {m.account_dashboard_new_tab()}</span>
            </a>
          ) : (
            <Link to={card.href} className="btn-primary mt-4 self-start">
              {m.account_dashboard_open_card({ title: card.title })}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The client's next actions, most urgent first (app/blueprint/next-actions.ts): the first is the page's primary
 * action, the others follow in order.
 */
function NextSteps({ steps, journey }: { steps: NextStep[]; journey: Journey }) {
  return (
    <section aria-labelledby="next-heading" className="mt-8">
      <h2 id="next-heading" className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
        {steps.length > 1 ? m.account_dashboard_next_steps() : m.account_dashboard_next_step()}
      </h2>
      {steps.length === 0 ? (
        <div className="card mt-3 border-brand-600 bg-brand-50 sm:p-8">
          <p className="max-w-2xl text-lg text-slate-800">{m.account_dashboard_all_done()}</p>
          <NextActionLink next={journey.next} className="mt-4" />
        </div>
      ) : (
        <ol className="mt-3 space-y-4" data-testid="next-steps">
          {steps.map((step, index) => (
            <li
              key={step.id}
              className={`card min-w-0 ${index === 0 ? "border-brand-600 bg-brand-50 sm:p-8" : ""}`}
              data-kind={step.kind}
            >
              {step.urgency && (
                <p className="mb-2 inline-block rounded-full bg-warning-soft px-3 py-0.5 text-sm font-semibold text-warning">
                  {step.urgency}
                </p>
              )}
              <h3 className={`font-serif font-bold break-words text-brand-900 ${index === 0 ? "text-2xl" : "text-xl"}`}>
                {step.title}
              </h3>
              <p className="mt-2 max-w-2xl break-words text-slate-800">{step.detail}</p>
              <Link
                to={step.href}
                className={`${index === 0 ? "btn-primary min-h-11 px-6 text-base" : "btn-secondary"} mt-4 max-w-full text-center break-words`}
              >
                {step.action}
                {index === 0 && <span aria-hidden="true">→</span>}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ClientProgramme({ journey }: { journey: Journey }) {
  const locale = useLocale();
  return (
    <>
      <section aria-labelledby="programme-heading" className="mt-10">
        <h2 id="programme-heading" className="font-serif text-2xl font-bold text-brand-900">
          {m.account_dashboard_your_blueprint()}
        </h2>
        <div className="mt-4">
          <PhaseProgressList phases={journey.phases} />
        </div>
      </section>

      <section aria-labelledby="reports-heading" className="mt-10">
        <h2 id="reports-heading" className="font-serif text-2xl font-bold text-brand-900">
          {m.account_dashboard_your_reports()}
        </h2>
        {journey.reports.length === 0 ? (
          <p className="mt-3 text-slate-700">{m.account_dashboard_first_report()}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {journey.reports.map((report) => (
              <li key={report.phase} className="card flex flex-col">
                <h3 className="font-bold text-brand-900">{report.label}</h3>
                <p className="mt-1 flex-1 text-sm text-slate-700">
                  {m.account_dashboard_phase_completed_on()}{" "}
                  <time dateTime={report.completedAt}>{formatDay(report.completedAt, locale)}</time>
                  {!report.ready
                    ? m.account_dashboard_report_pending_after()
                    : report.hasNote
                      ? m.account_dashboard_report_note_after()
                      : "."}
                </p>
                {report.ready ? (
                  <Link to={report.href} className="btn-secondary mt-3 self-start">
                    {m.account_dashboard_open_report()}
                    <span className="sr-only">: {report.label}</span>
                  </Link>
                ) : (
                  <Link to={report.href} className="mt-3 self-start text-sm">
                    {m.account_dashboard_review_answers()}
                    <span className="sr-only">: {report.label}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function BecomeAClient() {
  const localized = useLocalizedHref();
  return (
    <section aria-labelledby="invite-heading" className="card mt-8 border-accent-500 bg-warning-soft sm:p-8">
      <h2 id="invite-heading" className="font-serif text-2xl font-bold text-brand-900">
        {m.account_dashboard_become_client()}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-800">{m.account_dashboard_become_client_intro()}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={localized("/book")} className="btn-primary">
          {m.account_dashboard_book_consultation()}
        </Link>
        <Link to={localized("/blueprint")} className="btn-secondary">
          {m.account_dashboard_about_blueprint()}
        </Link>
      </div>
    </section>
  );
}

/** The owner's dashboard: a greeting by name, then Today. Everything else is one click away in the navigation. */
function OwnerDashboard(props: {
  heading: string;
  firstName: string;
  today: NonNullable<Route.ComponentProps["loaderData"]["today"]>;
  outcome: TodayActionResult | undefined;
}) {
  const { heading, firstName, today, outcome } = props;
  const waiting = today.attention;
  return (
    <div className="container-page py-10 sm:py-12">
      <h1 className="eyebrow">{heading}</h1>
      <p className="mt-3 font-display text-title font-medium break-words text-ink">
        {firstName ? m.owner_today_welcome_named({ name: firstName }) : m.owner_today_welcome()}
      </p>
      <p className="mt-3 text-lead text-ink-soft">
        {waiting === 0 ? m.owner_today_nothing_waiting() : m.owner_today_waiting({ count: waiting })}
      </p>
      <section aria-labelledby="today-heading" className="mt-10">
        <h2 id="today-heading" className="font-display text-heading font-medium text-ink">
          {m.owner_nav_today()}
        </h2>
        <OutcomeMessage outcome={outcome} className="mt-4" />
        <div className="mt-5">
          <TodayOverview today={today} />
        </div>
      </section>
    </div>
  );
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const {
    role,
    email,
    name,
    heading,
    cards,
    journey,
    nextSteps,
    today,
    upcomingSessions,
    galleries,
    packages,
    hasReceipts,
  } = loaderData;
  const outcome = actionData as TodayActionResult | undefined;
  if (today) {
    return <OwnerDashboard heading={heading} firstName={loaderData.firstName} today={today} outcome={outcome} />;
  }
  if (journey) {
    return (
      <div className="container-page py-10 sm:py-12">
        <h1 className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{heading}</h1>
        <p className="mt-1 font-serif text-4xl font-bold break-words text-brand-900">
          {m.account_dashboard_welcome_name({ name })}
        </p>
        <NextSteps steps={nextSteps} journey={journey} />
        <ClientGalleries galleries={galleries} />
        <UpcomingSessions sessions={upcomingSessions} />
        {packages && (
          <ClientPackages packages={packages} outcome={actionData as { ok: boolean; message: string } | undefined} />
        )}
        {hasReceipts && <ReceiptsLink />}
        <ClientProgramme journey={journey} />
        <section aria-labelledby="areas-heading" className="mt-12">
          <h2 id="areas-heading" className="font-serif text-2xl font-bold text-brand-900">
            {m.account_dashboard_explore()}
          </h2>
          <LinkCards cards={cards} headingLevel={3} />
        </section>
      </div>
    );
  }
  return (
    <div className="container-page py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{heading}</h1>
      <p className="mt-3 text-lg text-slate-700">{m.account_dashboard_welcome_email({ email })}</p>
      {upcomingSessions.length > 0 && <UpcomingSessions sessions={upcomingSessions} />}
      {hasReceipts && <ReceiptsLink />}
      {role === "user" && <BecomeAClient />}
      <LinkCards cards={cards} headingLevel={role === "user" ? 3 : 2} />
    </div>
  );
}
