/**
 * The two languages say the same things: every message file under messages/ has its twin, with the same
 * keys, and each message takes the same inputs in both (a missing key would fall back to the key's name).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import settings from "../../../project.inlang/settings.json";

type Message = string | { declarations?: string[]; match: Record<string, string> }[];

function load(path: string): Record<string, Message> {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(path, "utf8")) as Record<string, Message>;
  return messages;
}

/** The `{name}` inputs a message uses, in any of its variants. */
function inputs(message: Message): string[] {
  const texts = typeof message === "string" ? [message] : message.flatMap((v) => Object.values(v.match));
  const declared = typeof message === "string" ? [] : message.flatMap((v) => v.declarations ?? []);
  const names = new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "")));
  for (const d of declared) if (d.startsWith("input ")) names.add(d.slice("input ".length));
  return [...names].sort();
}

const patterns = settings["plugin.inlang.messageFormat"].pathPattern;

describe("message files", () => {
  it("every folder under messages/ is compiled", () => {
    const folders = readdirSync("messages", { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.map((f) => `./messages/${f.name}/{locale}.json`).sort()).toEqual([...patterns].sort());
  });

  for (const pattern of patterns) {
    it(`${pattern}: the same keys and inputs in English and French`, () => {
      const en = load(pattern.replace("{locale}", "en"));
      const fr = load(pattern.replace("{locale}", "fr"));
      expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        expect(inputs(fr[key] as Message), key).toEqual(inputs(en[key] as Message));
        expect(JSON.stringify(fr[key]).trim().length, key).toBeGreaterThan(2);
      }
    });
  }
});
