/**
 * CSV as spreadsheet programs read it (RFC 4180: CRLF line ends, a field quoted when it holds a
 * comma, a quote or a line break, its quotes doubled), with cells that a spreadsheet would run as a
 * formula neutralised. Written here rather than with csv-stringify: for the 10,000-client export
 * the library's per-field option handling was a third of the server's CPU (docs/performance.md,
 * eighth round), for the three rules above.
 */

/** Spreadsheet programs run cells starting with = + - @ (or tab/CR) as formulas: neutralise them. */
export function neutraliseFormula(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const NEEDS_QUOTES = /[",\r\n]/;

/** One field: neutralised, then quoted when it must be. */
export function csvField(value: string) {
  const safe = neutraliseFormula(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Records as CSV text, each ending with CRLF. */
export function csvLines(records: readonly (readonly string[])[]) {
  let text = "";
  for (const record of records) text += `${record.map(csvField).join(",")}\r\n`;
  return text;
}
