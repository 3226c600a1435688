/**
 * The British-spelling check (issue 27), shared by its test (app/lib/british-spelling.test.ts): it parses
 * each source file under app/ and checks its string literals, template text and JSX text (not
 * identifiers, imports, class names or SQL), and every line of the Markdown articles, against a list
 * of American spellings.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

export const appDir = path.resolve(import.meta.dirname, "../../app");

/** American spellings, with the British one the copy uses. */
const AMERICAN: [RegExp, string][] = [
  [/^color(s|ed|ful|ing)?$/, "colour"],
  [/^favorit(e|es|ed|ism)$/, "favourite"],
  [/^favor(s|ed|able|ably)?$/, "favour"],
  [/^honor(s|ed|able|ing)?$/, "honour"],
  [/^behavior(s|al)?$/, "behaviour"],
  [/^(humor|labor|neighbor|flavor|rumor|vapor|endeavor|harbor|savor)(s|ed|ing|hood)?$/, "-our"],
  [/^center(s|ed|ing)?$/, "centre"],
  [/^program(s|med|ming)?$/, "programme"],
  [/^catalog(s)?$/, "catalogue"],
  [/^gray(s|ed|ish)?$/, "grey"],
  [/^(cancel|travel|model|label|fuel|signal|total|level|counsel)(ed|ing|er|ers)$/, "-lled/-lling"],
  [/^(fulfill|enroll|instill)(s|ment|ments)?$/, "fulfil/enrol"],
  [/^(defense|offense|license|pretense)s?$/, "-ence"],
  [/^practic(ing|ed)$/, "practising"],
  [/^(jewelry|skeptical|skeptic|aluminum|mold|molds|plow|cozy|mustache|pajamas)$/, "British form"],
  // organize, personalized, prioritization, recognizable…, but not size, seize, prize or citizen.
  [/^(?![a-z]*(size|seize|prize|maize|baize)[a-z]*$)[a-z]{3,}iz(e|es|ed|ing|ation|ations|er|ers|able|ably)$/, "-ise"],
  [/^[a-z]+yz(e|es|ed|ing|er|ers)$/, "-yse"],
];

/**
 * Strings the spec quotes exactly, American as they are: kept, and allowed here by name.
 * product.md §3: the strengths option "Organization"; the Phase 2 results label "Color Palette".
 */
const SPEC_EXEMPT = new Set(["Organization", "Color Palette"]);

/** JSX attributes that hold code (classes, ids, addresses), not words people read. */
const CODE_ATTRIBUTES = new Set([
  "className",
  "class",
  "id",
  "htmlFor",
  "href",
  "to",
  "src",
  "srcSet",
  "name",
  "key",
  "type",
  "rel",
  "method",
  "action",
  "role",
  "autoComplete",
  "inputMode",
  "encType",
  "form",
  "d",
  "viewBox",
  "fill",
  "stroke",
  "as",
  "target",
]);
/** Object keys whose values are code: CSS classes, routes, keys. */
const CODE_KEYS = new Set(["className", "class", "href", "to", "id", "slug", "key", "path", "type", "icon", "tone"]);

export interface Found {
  file: string;
  line: number;
  word: string;
  british: string;
  text: string;
}

export function americanWords(text: string): { word: string; british: string }[] {
  if (SPEC_EXEMPT.has(text.trim())) return [];
  const found = [];
  // Words joined to others by _ / . (or a colon without a space: CSS, URLs) are code, not prose.
  for (const match of text.matchAll(/(?<![\w/.:])[A-Za-z]+(?![\w/]|\.\w|:\S)/g)) {
    const word = match[0];
    // In a compound ("web-optimised") the word is prose; beside a hyphen, these few are CSS and
    // Tailwind vocabulary ("items-center", "bg-gray-100", "color-scheme").
    const joined = text[match.index - 1] === "-" || text[match.index + word.length] === "-";
    if (joined && /^(center|gray|colou?rs?)$/i.test(word)) continue;
    for (const [pattern, british] of AMERICAN) {
      if (pattern.test(word.toLowerCase())) found.push({ word, british });
    }
  }
  return found;
}

type Node = { type: string; [key: string]: unknown; loc?: { start: { line: number } } };

function* strings(node: unknown): Generator<{ text: string; line: number }> {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const child of node) yield* strings(child);
    return;
  }
  const n = node as Node;
  if (typeof n.type !== "string") return;
  switch (n.type) {
    case "ImportDeclaration":
    case "ExportAllDeclaration":
    case "TSLiteralType":
    case "TSImportType":
      return;
    case "ExportNamedDeclaration":
      if (n.source) return;
      break;
    case "TaggedTemplateExpression": {
      const tag = n.tag as Node;
      // SQL text is not copy.
      if (tag.type === "Identifier" && tag.name === "sql") return;
      if (
        tag.type === "MemberExpression" &&
        (tag.object as Node).type === "Identifier" &&
        (tag.object as Node).name === "sql"
      )
        return;
      break;
    }
    case "JSXAttribute": {
      const name = (n.name as Node).name as string;
      if (CODE_ATTRIBUTES.has(name) || name.startsWith("data-")) return;
      break;
    }
    case "ObjectProperty": {
      const key = n.key as Node;
      const keyName = key.type === "Identifier" ? (key.name as string) : (key.value as string);
      if (CODE_KEYS.has(keyName)) return;
      // The key itself is code; only the value can be copy.
      yield* strings(n.value);
      return;
    }
    case "CallExpression": {
      const callee = n.callee as Node;
      // require/import/new URL/querySelector/... arguments are addresses, not copy.
      const name =
        callee.type === "Identifier"
          ? callee.name
          : callee.type === "MemberExpression"
            ? ((callee.property as Node).name as string)
            : undefined;
      if (
        name &&
        ["require", "querySelector", "querySelectorAll", "getElementById", "addEventListener", "cn", "clsx"].includes(
          name as string,
        )
      )
        return;
      break;
    }
    case "BinaryExpression":
      // `kind === "favorite"` compares codes.
      if (["===", "!==", "==", "!="].includes(n.operator as string)) return;
      break;
    case "StringLiteral":
      // A single token that is not a capitalised word ("center", "favorite", "UNAUTHORIZED",
      // "DateTimeDigitized") is a value for code: CSS, enums, error codes, metadata tags.
      if (/^[A-Za-z]+$/.test(n.value as string) && !/^[A-Z][a-z]+$/.test(n.value as string)) return;
      yield { text: n.value as string, line: n.loc?.start.line ?? 0 };
      return;
    case "TemplateElement":
      yield { text: (n.value as { cooked: string }).cooked ?? "", line: n.loc?.start.line ?? 0 };
      return;
    case "JSXText":
      yield { text: n.value as string, line: n.loc?.start.line ?? 0 };
      return;
  }
  for (const [key, value] of Object.entries(n)) {
    if (key === "loc" || key === "start" || key === "end" || key === "leadingComments" || key === "trailingComments")
      continue;
    if (key === "innerComments" || key === "extra") continue;
    yield* strings(value);
  }
}

export function sourceFiles() {
  return (
    readdirSync(appDir, { recursive: true, encoding: "utf8" })
      // A README beside code is for developers (and names things such as the SIL Open Font License), not copy.
      .filter(
        (file) =>
          /\.(tsx?|md)$/.test(file) &&
          !/\.test\.tsx?$/.test(file) &&
          !file.includes("+types") &&
          // French copy ("colorées", "favorable") and the messages compiled from messages/*.json.
          !file.split(path.sep).includes("fr") &&
          !file.startsWith(`paraglide${path.sep}`) &&
          path.basename(file) !== "README.md",
      )
      .sort()
  );
}

export function scan(file: string): Found[] {
  return scanSource(readFileSync(path.join(appDir, file), "utf8"), file);
}

/** The American spellings in one file's text (Markdown line by line, TypeScript by its strings). */
export function scanSource(source: string, file: string): Found[] {
  const found: Found[] = [];
  if (file.endsWith(".md")) {
    source.split("\n").forEach((line, index) => {
      for (const hit of americanWords(line)) found.push({ file, line: index + 1, ...hit, text: line.trim() });
    });
    return found;
  }
  const ast = parse(source, { sourceType: "module", plugins: ["typescript", "jsx"], errorRecovery: true });
  for (const { text, line } of strings(ast.program)) {
    for (const hit of americanWords(text)) found.push({ file, line, ...hit, text: text.trim().slice(0, 100) });
  }
  return found;
}
