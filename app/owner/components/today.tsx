/** The owner's "Today": sections most urgent first, each item a link to act, then the chart. */
import { Form, Link, useNavigation } from "react-router";
import { m } from "~/paraglide/messages";
import { VisitsChart } from "~/visits/visits-chart";
import type { Today } from "../today.server";
import { ActivityChart } from "./activity-chart";

export type TodayData = Today;

export function TodayOverview({ today, returnTo = "/dashboard" }: { today: TodayData; returnTo?: string }) {
  const busy = useNavigation().state === "submitting";
  const waiting = today.sections.filter((section) => section.total > 0);
  return (
    <div className="space-y-8">
      {today.gettingStarted.length > 0 && (
        <section aria-labelledby="getting-started-heading" className="card border-brand-600 bg-brand-50">
          <h2 id="getting-started-heading" className="text-xl font-bold text-brand-900">
            {m.owner_today_getting_started()}
          </h2>
          <p className="mt-1 text-slate-700">{m.owner_today_getting_started_lead()}</p>
          <ol className="mt-4 grid gap-4 md:grid-cols-3">
            {today.gettingStarted.map((step, index) => (
              <li key={step.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="text-sm font-semibold text-brand-700">{m.owner_today_step({ number: index + 1 })}</p>
                <h3 className="mt-1 font-bold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{step.description}</p>
                <Link to={step.href} className="btn-secondary mt-3 inline-block text-sm">
                  {step.action}
                </Link>
              </li>
            ))}
          </ol>
        </section>
      )}

      {waiting.length === 0 ? (
        <p className="card text-lg text-slate-800" data-testid="today-clear">
          {m.owner_today_clear()}
        </p>
      ) : (
        waiting.map((section) => (
          <section key={section.id} aria-labelledby={`today-${section.id}`} data-testid={`today-${section.id}`}>
            <h2 id={`today-${section.id}`} className="flex items-center gap-2 text-xl font-bold text-brand-900">
              {section.heading}
              <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm text-white">
                {section.total}
                <span className="sr-only"> {m.owner_today_items({ count: section.total })}</span>
              </span>
            </h2>
            <ul className="mt-3 space-y-2">
              {section.items.map((item) => (
                <li
                  key={item.key}
                  className="card flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-slate-900">{item.title}</p>
                    <p className="text-sm break-words text-slate-700">{item.detail}</p>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    {item.quickAction && (
                      <Form method="post" action={returnTo}>
                        <input type="hidden" name="intent" value={item.quickAction.intent} />
                        <input type="hidden" name="id" value={item.quickAction.id} />
                        <button type="submit" className="btn-secondary text-sm" disabled={busy}>
                          {item.quickAction.label}
                        </button>
                      </Form>
                    )}
                    {item.href.startsWith("mailto:") ? (
                      <a href={item.href} className="btn-secondary text-sm">
                        {item.action}
                      </a>
                    ) : (
                      <Link to={item.href} className="btn-primary text-sm">
                        {item.action}
                        <span className="sr-only">: {item.title}</span>
                      </Link>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            {section.total > section.items.length && (
              <p className="mt-2 text-sm text-slate-700">
                {m.owner_today_more({ count: section.total - section.items.length })}
                {section.moreHref && (
                  <>
                    {" · "}
                    <Link to={section.moreHref}>{m.owner_today_see_all()}</Link>
                  </>
                )}
              </p>
            )}
          </section>
        ))
      )}

      <ActivityChart chart={today.chart} />
      <VisitsChart report={today.visits} bookings={today.chart.weeks.map((week) => week.bookings)} />
      <p className="text-sm text-slate-600">
        {m.owner_today_zone({ zone: today.zone })} <Link to="/admin/settings">{m.owner_nav_settings()}</Link>
      </p>
    </div>
  );
}
