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

/**
 * What separates fields: a comma, or a semicolon where the comma is the decimal mark (a spreadsheet set to
 * French splits a line at semicolons).
 */
export type CsvSeparator = "," | ";";

const NEEDS_QUOTES: Record<CsvSeparator, RegExp> = { ",": /[",\r\n]/, ";": /[";\r\n]/ };

/** One field: neutralised, then quoted when it must be. */
export function csvField(value: string, separator: CsvSeparator = ",") {
  const safe = neutraliseFormula(value);
  return NEEDS_QUOTES[separator].test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Records as CSV text, each ending with CRLF. */
export function csvLines(records: readonly (readonly string[])[], separator: CsvSeparator = ",") {
  let text = "";
  for (const record of records) text += `${record.map((value) => csvField(value, separator)).join(separator)}\r\n`;
  return text;
}
