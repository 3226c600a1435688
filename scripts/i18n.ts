/**
 * Compiles the messages into app/paraglide/ (not committed): `npm run i18n`. The build and `npm run dev`
 * compile through the Vite plugin; `tsc` and Vitest need this step first. A missing plugin or message file
 * fails here rather than compiling an empty message set.
 */
import { readFileSync } from "node:fs";
import { compile } from "@inlang/paraglide-js";
import { paraglideOptions } from "./lib/paraglide-options.ts";

await compile({ ...paraglideOptions, strategy: [...paraglideOptions.strategy] });
if (!readFileSync(`${paraglideOptions.outdir}/messages/_index.js`, "utf8").includes("export")) {
  console.error("Paraglide compiled no messages: check project.inlang/settings.json.");
  process.exit(1);
}
// The compiler keeps handles open for about 30 s after it is done.
process.exit(0);
