import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { useSchemaForm } from "~/components/ui/schema-form";
import { m } from "~/paraglide/messages";
import { isRowKey, WeeklyHoursSchema, type WeeklyRows } from "../weekly-hours-form.ts";

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

const filled = (row: { start: string; end: string }) => row.start !== "" || row.end !== "";

/**
 * The owner's weekly hours: per weekday, rows of two time pickers. Without JavaScript every day shows one
 * empty row to add a range and clearing a row's times removes it; with JavaScript, "Add a range" and
 * Remove change the rows at once. Only Save sends them (the form's one submit button). The rows are checked
 * by the form's schema (booking/weekly-hours-form.ts): in the browser when a row is left and on Save, by the
 * server again; a refused row has its error under it, and the summary says how many need correcting and links
 * to the first.
 */
export function WeeklyHoursForm({
  values,
  lastResult,
  timeZoneLabel,
}: {
  values: WeeklyRows;
  lastResult: SubmissionResult<string[]> | undefined;
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

  const { form, formProps, summary } = useSchemaForm({ id: "weekly-hours", schema: WeeklyHoursSchema, lastResult });
  const errors = form.allErrors;
  // Once a Save was refused, each change of the rows (drawn by now) checks them again, so an error goes as soon
  // as it is fixed.
  const refused = summary.errors !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the rows is the trigger
  useEffect(() => {
    if (refused) form.validate();
  }, [days]);

  function update(day: number, change: (rows: Row[]) => Row[]) {
    setDays((all) => all.map((rows, i) => (i === day ? change(rows) : rows)));
  }

  // A row's error is under the key the schema gives it: its place among the day's rows that are not empty.
  const rowKeys = days.map((rows, day) => {
    let filledBefore = 0;
    return rows.map((row) => (filled(row) ? `day${day + 1}-${filledBefore++}` : null));
  });
  const refusedRows = Object.keys(summary.errors ?? {}).filter(isRowKey);
  const firstRefused = refusedRows[0];
  const firstRefusedId = days
    .flatMap((rows, day) => rows.map((_, index) => ({ key: rowKeys[day]![index], id: `day${day + 1}-${index}-start` })))
    .find((row) => row.key === firstRefused)?.id;

  return (
    <Form method="post" {...formProps} className="mt-4 space-y-5" aria-describedby="hours-hint">
      {/* The summary counts the rows to correct and links to the first; each row's error is under it. */}
      <FormErrorSummary
        role="alert"
        focusKey={summary.focusKey}
        errors={
          firstRefused
            ? { [firstRefused]: m.calendar_hours_not_saved({ count: refusedRows.length }) }
            : summary.errors && { form: Object.values(summary.errors).join(" ") }
        }
        fieldIds={firstRefused && firstRefusedId ? { [firstRefused]: firstRefusedId } : {}}
      />
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
                const id = `day${day + 1}-${index}`;
                const errorKey = rowKeys[day]![index];
                const error = errorKey ? errors[errorKey]?.[0] : undefined;
                const label = m.calendar_range_label({ day: name, number: index + 1 });
                return (
                  <li
                    key={row.id}
                    // Leaving a row checks it (its two times together); leaving one of its times for the other does not.
                    onBlur={(event) => {
                      if (errorKey && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
                        form.validate({ name: errorKey });
                      }
                    }}
                  >
                    <div className="flex flex-wrap items-end gap-2">
                      <div>
                        <label className="text-sm text-slate-700" htmlFor={`${id}-start`}>
                          <span className="sr-only">
                            {label}
                            {m.owner_colon()}{" "}
                          </span>
                          {m.calendar_range_from()}
                        </label>
                        <input
                          className="field-input w-36"
                          type="time"
                          id={`${id}-start`}
                          name={`day${day + 1}-start`}
                          value={row.start}
                          onChange={(e) =>
                            update(day, (all) =>
                              all.map((r) => (r.id === row.id ? { ...r, start: e.target.value } : r)),
                            )
                          }
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                        />
                      </div>
                      <div>
                        <label className="text-sm text-slate-700" htmlFor={`${id}-end`}>
                          <span className="sr-only">
                            {label}
                            {m.owner_colon()}{" "}
                          </span>
                          {m.calendar_range_until()}
                        </label>
                        <input
                          className="field-input w-36"
                          type="time"
                          id={`${id}-end`}
                          name={`day${day + 1}-end`}
                          value={row.end}
                          onChange={(e) =>
                            update(day, (all) => all.map((r) => (r.id === row.id ? { ...r, end: e.target.value } : r)))
                          }
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
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
                      <p id={`${id}-error`} className="field-error">
                        <span aria-hidden="true">!</span>
                        <span>
                          <span className="sr-only">{m.form_error_prefix()}</span>
                          {error}
                        </span>
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
