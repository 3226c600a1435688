import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Files that never open the test database: `npm test` runs them once, in the PGlite pass, and leaves
 * them out of the PostgreSQL pass (TEST_DATABASE_URL set), where they would only repeat themselves.
 */
const databaseIndependent = [
  "app/booking/availability.test.ts",
  "app/site/articles.server.test.ts",
  "app/lib/body-limits.test.ts",
  "app/lib/db/group-commit.test.ts",
  "app/lib/design-tokens.test.ts",
  "app/lib/i18n/locale.test.ts",
  "app/lib/i18n/messages.test.ts",
  "app/lib/logged-path.test.ts",
  "app/routes/site/sitemap.test.ts",
  "app/lib/env.server.test.ts",
  "app/lib/meta.test.ts",
  "app/lib/public-page-cache.server.test.ts",
  "app/lib/request-path.test.ts",
  "app/media/storage.server.test.ts",
  "app/lib/throttled-log.test.ts",
  "app/blueprint/questionnaires/engine.test.ts",
  "app/blueprint/questionnaires/fr/phases.test.ts",
  "app/blueprint/questionnaires/option-labels.test.ts",
  "app/owner/components/owner-shell.test.tsx",
  "scripts/db.test.ts",
  "scripts/docs.test.ts",
  "scripts/bench/load.test.ts",
  "scripts/import-rule.test.ts",
  "scripts/serve.test.ts",
  "server/log-noise.test.ts",
  "server/pipeline.test.ts",
  "server/transport.test.ts",
  "server/upload-limits.test.ts",
];

/** Unit and route tests live next to the code and run against a real database (see tests/support). */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    exclude: process.env.TEST_DATABASE_URL
      ? [...configDefaults.exclude, ...databaseIndependent]
      : configDefaults.exclude,
    environment: "node",
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one file at a time. Two
    // workers there took the PGlite pass from 1,234 s to 917 s, every test passing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // PGlite's WebAssembly stays in V8's baseline tier, as in the server (scripts/serve.sh): each test file
    // opens its own database, and the optimising compiler's work for it was never repaid. app/payments and
    // app/booking (18 files): 84–91 s without, 72–75 s with, a fifth less CPU.
    execArgv: ["--liftoff-only"],
    globalSetup: ["./tests/support/compile-messages.ts"],
    setupFiles: ["./tests/support/vitest-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test" },
  },
});
