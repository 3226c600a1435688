/**
 * One spelling (issue 27): every string people read — route and component text, typed content,
 * Markdown articles, questionnaire definitions, e-mails — is in British English.
 */
import { describe, expect, it } from "vitest";
import { americanWords, scan, scanSource, sourceFiles } from "../../tests/support/british-spelling.ts";

describe("British spelling", () => {
  it("finds American spellings where they are (the checker itself)", () => {
    expect(americanWords("Choose your favorite colors").map((w) => w.word)).toEqual(["favorite", "colors"]);
    expect(americanWords("A personalized program to organize your behavior")).toHaveLength(4);
    expect(americanWords("Your favourite colours, personalised and organised")).toEqual([]);
    expect(americanWords("items-center text-center bg-gray-100 favorites_count")).toEqual([]);
    expect(americanWords("web-optimized files, well-organized").map((w) => w.word)).toEqual(["optimized", "organized"]);
    expect(americanWords("Organization")).toEqual([]);
  });

  it("reads the copy in code, and only the copy", () => {
    const source = `
      import { color } from "./favorite-colors";
      const query = sql\`select favorite from colors\`;
      export const subject = \`Your personalized report\`;
      const align = { textAlign: "center", className: "text-center items-center" };
      if (kind === "favorite") console.log("skip");
      export function Card() {
        return (
          <section className="flex items-center" aria-label="Favorite photos">
            <h2>Choose a color</h2>
            <p style={{ color: "red" }}>{"The program starts soon."}</p>
          </section>
        );
      }`;
    expect(scanSource(source, "x.tsx").map((f) => f.word)).toEqual(["personalized", "Favorite", "color", "program"]);
    expect(scanSource("# Organize your week\n\n[link](/articles/organize-colors)", "a.md").map((f) => f.word)).toEqual([
      "Organize",
    ]);
  });

  it("is used in every text people read", () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap(scan);
    expect(
      found.map((f) => `${f.file}:${f.line} "${f.word}" (use ${f.british}): ${f.text}`),
      "American spellings in copy",
    ).toEqual([]);
  });
});
