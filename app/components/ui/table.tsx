import type { ReactNode } from "react";
import { m } from "~/paraglide/messages";
import { EmptyState } from "./empty-state";

/**
 * Explicit roles on the table and its row groups: the stacked layout displays rows and cells as blocks, and
 * some browsers then drop the implicit table semantics. HTML forbids a role on a row or cell inside a table,
 * so those keep their implicit roles (the table itself stays `display: table` in both layouts).
 */
const roles = {
  table: { role: "table" },
  rowgroup: { role: "rowgroup" },
} as const;

export interface Column<Row> {
  /** Column header (also the label of the value in the stacked phone layout). */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The row's title: shown first and larger when stacked, a row header (`th scope="row"`) on wide screens. */
  primary?: boolean;
  /** Right-aligned on wide screens (numbers, actions). */
  align?: "start" | "end";
  /** Hide the header text visually (e.g. an "Actions" column); it stays for screen readers. */
  hideHeader?: boolean;
}

/**
 * A data table that becomes a list of cards below the `md` breakpoint, so it fits a 390 px phone without
 * sideways scrolling. The rows keep their table semantics in both layouts, and each stacked value shows
 * its column's name beside it. Its rows and cells take their look from `.data-table` in app.css, not from
 * classes repeated on every cell (docs/performance.md, tenth round: those were a fifth of the owner's
 * 50-row users page).
 */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty?: { title: string; body?: ReactNode; action?: ReactNode };
}) {
  if (rows.length === 0 && empty) {
    return (
      <EmptyState title={empty.title} headingLevel="p" action={empty.action}>
        {empty.body}
      </EmptyState>
    );
  }
  return (
    <div className="md:overflow-x-auto md:rounded-card md:border md:border-line md:bg-surface">
      <table {...roles.table} className="data-table">
        <caption className={captionHidden ? "sr-only" : "pb-3 text-left font-semibold text-ink md:px-4 md:pt-4"}>
          {caption}
        </caption>
        <thead {...roles.rowgroup}>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.align === "end" ? "md:text-right" : undefined}>
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...roles.rowgroup}>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => {
                const Cell = column.primary ? "th" : "td";
                return (
                  <Cell
                    key={column.header}
                    scope={column.primary ? "row" : undefined}
                    className={column.align === "end" ? "md:text-right" : undefined}
                  >
                    {column.primary || column.hideHeader ? null : (
                      <span aria-hidden="true" className="cell-label">
                        {m.table_cell_label({ label: column.header })}
                      </span>
                    )}
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
