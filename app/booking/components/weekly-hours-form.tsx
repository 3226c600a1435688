import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { m } from "~/paraglide/messages";

type Row = { id: number; start: string; end: string };

const WEEKDAYS = [
  m.calendar_weekday_1,
  m.calendar_weekday_2,
  m.calendar_weekday_3,
  m.calendar_weekday_4,
  m.calendar_weekday_5,
  m.calendar_weekday_6,
  m.calendar_weekday_7,
];

/**
 * The owner's weekly hours: per weekday, rows of two time pickers. Without JavaScript every day shows one
 * empty row to add a range and clearing a row's times removes it; with JavaScript, "Add a range" and
 * Remove change the rows at once. Only Save sends them (the form's one submit button). The server
 * checks every row (parseWeeklyHours) and answers with an error under each row it refuses.
 */
export function WeeklyHoursForm({
  values,
  errors,
  timeZoneLabel,
}: {
  values: { start: string; end: string }[][];
  errors: Record<string, string>;
  timeZoneLabel: string;
}) {
  const nextId = useRef(0);
  const toRows = (day: { start: string; end: string }[]) =>
    [...day, { start: "", end: "" }].map((r) => ({ ...r, id: nextId.current++ }));
  const [days, setDays] = useState<Row[][]>(() => values.map(toRows));
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // A saved or refused submit brings new values: the rows start again from them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new set of values resets the rows
  useEffect(() => {
    setDays(values.map(toRows));
  }, [values]);

  function update(day: number, change: (rows: Row[]) => Row[]) {
    setDays((all) => all.map((rows, i) => (i === day ? change(rows) : rows)));
  }

  return (
    <Form method="post" className="mt-4 space-y-5" aria-describedby="hours-hint">
      <input type="hidden" name="intent" value="hours" />
      <input type="hidden" name="hoursForm" value="rows" />
      <p id="hours-hint" className="text-slate-700">
        {m.calendar_hours_hint({ zone: timeZoneLabel })}
        {enhanced ? "" : m.calendar_hours_hint_plain()}
      </p>
      {days.map((rows, day) => {
        const name = WEEKDAYS[day]!();
        return (
          <fieldset key={name} className="border-t border-slate-200 pt-3">
            <legend className="font-semibold text-slate-900">{name}</legend>
            {rows.length === 0 && <p className="text-slate-600">{m.calendar_closed()}</p>}
            <ul className="space-y-2">
              {rows.map((row, index) => {
                const key = `day${day + 1}-${index}`;
                const error = errors[key];
                const label = m.calendar_range_label({ day: name, number: index + 1 });
                return (
                  <li key={row.id}>
                    <div className="flex flex-wrap items-end gap-2">
                      <div>
                        <label className="text-sm text-slate-700" htmlFor={`${key}-start`}>
                          <span className="sr-only">
                            {label}
                            {m.owner_colon()}{" "}
                          </span>
                          {m.calendar_range_from()}
                        </label>
                        <input
                          className="field-input w-36"
                          type="time"
                          id={`${key}-start`}
                          name={`day${day + 1}-start`}
                          value={row.start}
                          onChange={(e) =>
                            update(day, (all) =>
                              all.map((r) => (r.id === row.id ? { ...r, start: e.target.value } : r)),
                            )
                          }
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${key}-error` : undefined}
                        />
                      </div>
                      <div>
                        <label className="text-sm text-slate-700" htmlFor={`${key}-end`}>
                          <span className="sr-only">
                            {label}
                            {m.owner_colon()}{" "}
                          </span>
                          {m.calendar_range_until()}
                        </label>
                        <input
                          className="field-input w-36"
                          type="time"
                          id={`${key}-end`}
                          name={`day${day + 1}-end`}
                          value={row.end}
                          onChange={(e) =>
                            update(day, (all) => all.map((r) => (r.id === row.id ? { ...r, end: e.target.value } : r)))
                          }
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${key}-error` : undefined}
                        />
                      </div>
                      {enhanced && (
                        <button
                          type="button"
                          className="btn-secondary"
                          aria-label={m.calendar_remove_label({ name: label })}
                          onClick={() => update(day, (all) => all.filter((r) => r.id !== row.id))}
                        >
                          {m.calendar_remove()}
                        </button>
                      )}
                    </div>
                    {error && (
                      <p id={`${key}-error`} className="field-error">
                        {error}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
            {enhanced && (
              <button
                type="button"
                className="btn-quiet mt-2"
                onClick={() => update(day, (all) => [...all, { id: nextId.current++, start: "", end: "" }])}
              >
                {m.calendar_add_range()}
                <span className="sr-only">{m.calendar_add_range_on({ day: name })}</span>
              </button>
            )}
          </fieldset>
        );
      })}
      <button type="submit" className="btn-primary">
        {m.calendar_save_hours()}
      </button>
    </Form>
  );
}
