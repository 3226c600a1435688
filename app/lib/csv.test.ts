import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvField, csvLines, neutraliseFormula } from "./csv.ts";

describe("CSV", () => {
  it("quotes only the fields that need it, doubling quotes, with CRLF line ends", () => {
    expect(csvLines([["plain", 'say "hi"', "a,b", "two\nlines", "cr\rhere", ""]])).toBe(
      'plain,"say ""hi""","a,b","two\nlines","cr\rhere",\r\n',
    );
    expect(csvLines([])).toBe("");
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const formula of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) {
      expect(neutraliseFormula(formula)).toBe(`'${formula}`);
    }
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField("a=b")).toBe("a=b");
  });

  it("reads back as the same records through a CSV parser, whatever the text", () => {
    const cell = fc.string({ unit: fc.constantFrom("a", "é", " ", ",", '"', "\r", "\n", "=", "-", "'", "🙂") });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        (records) => {
          const width = records[0]!.length;
          const rows = records.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ""));
          const parsed = parse(csvLines(rows), { record_delimiter: "\r\n", relax_column_count: false });
          expect(parsed).toEqual(rows.map((r) => r.map(neutraliseFormula)));
        },
      ),
    );
  });
});
