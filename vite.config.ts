import { fileURLToPath } from "node:url";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { paraglideOptions } from "./scripts/lib/paraglide-options.ts";
import { precompressAssets } from "./server/pipeline/static-assets.ts";

/** gray-matter and the CommonJS packages it requires, which Vite bundles only when each is named. */
const frontMatter = [
  "gray-matter",
  "section-matter",
  "kind-of",
  "extend-shallow",
  "is-extendable",
  "js-yaml",
  "esprima",
  "strip-bom-string",
];

export default defineConfig(({ command }) => ({
  plugins: [
    paraglideVitePlugin({ ...paraglideOptions, strategy: [...paraglideOptions.strategy] }),
    tailwindcss(),
    reactRouter(),
    precompressAssets(),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { target: "es2022" },
  // Bundled into the server build, so only what we use is loaded: these packages' entries import every
  // module they have, and Node resolves each file on start-up. Loading the server bundle went from 7.1 s
  // and 365 MB RSS to 2.1 s and 165 MB (docs/performance.md, "Cold start"). The second list (kysely,
  // which better-auth imports for adapters we do not use, jose, OpenTelemetry's API, gray-matter and
  // its YAML parser, Conform) took a start from 910 modules to 486 ("Starts: fewer modules"). It is for
  // the build only: the development server runs each module as it is, and gray-matter's CommonJS cannot
  // run as an ES module there (server/pipeline.test.ts starts it).
  ssr: {
    noExternal: [
      ...["date-fns", "@date-fns/tz", "drizzle-orm", /^better-auth/, /^@better-auth\//, "better-call"],
      ...(command === "build"
        ? ["kysely", "jose", "@opentelemetry/api", /^@noble\//, /^@conform-to\//, ...frontMatter]
        : []),
    ],
  },
}));
