import { fileURLToPath } from "node:url";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { paraglideOptions } from "./scripts/lib/paraglide-options.ts";
import { precompressAssets } from "./server/pipeline/static-assets.ts";

export default defineConfig({
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
  // and 365 MB RSS to 2.1 s and 165 MB (docs/performance.md, "Cold start").
  ssr: { noExternal: ["date-fns", "@date-fns/tz", "drizzle-orm", /^better-auth/, /^@better-auth\//, "better-call"] },
});
