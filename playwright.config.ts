import { defineConfig, devices } from "@playwright/test";
import { EMULATOR_SECRET_KEY, EMULATOR_WEBHOOK_SECRET } from "./tests/support/stripe-emulator.ts";

/**
 * End-to-end journeys in Debian's Chromium against the production build, with a fresh embedded
 * database and a real SMTP listener (tests/support/smtp-sink.ts) receiving the app's e-mail.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const SMTP_PORT = E2E_PORT - 585;
export const SMTP_HTTP_PORT = E2E_PORT - 584;
/** The local Stripe (tests/support/stripe-emulator.ts) the app pays through. */
export const STRIPE_PORT = E2E_PORT - 583;
export const E2E_AUTH_SECRET = "e2e-only-secret-0123456789-abcdefghijklmnop";

export default defineConfig({
  testDir: "tests/e2e",
  // Separate artifacts per port, so runs on different ports never clean up each other's files.
  outputDir: process.env.E2E_PORT ? `test-results/port-${process.env.E2E_PORT}` : "test-results/run",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "setup", testMatch: /global\.setup\.ts/ },
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, dependencies: ["setup"] },
  ],
  webServer: [
    {
      command: `node tests/support/smtp-sink.ts --smtp-port ${SMTP_PORT} --http-port ${SMTP_HTTP_PORT}`,
      url: `http://127.0.0.1:${SMTP_HTTP_PORT}/messages`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: `node tests/support/stripe-emulator.ts --port ${STRIPE_PORT} --webhook http://127.0.0.1:${E2E_PORT}/api/payments/stripe`,
      url: `http://127.0.0.1:${STRIPE_PORT}/__emulator/state`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "node tests/support/e2e-server.ts",
      url: `http://localhost:${E2E_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        PORT: String(E2E_PORT),
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        OWNER_EMAIL: "owner@e2e.test",
        TRUST_PROXY: "1",
        // busy-calendars.spec.ts serves its ICS feed from this machine.
        CALENDAR_ALLOW_PRIVATE_HOSTS: "1",
        // Known to the tests, which sign a reminder's opt-out link with it (owner-day.spec.ts).
        AUTH_SECRET: E2E_AUTH_SECRET,
        // Payments go to the local emulator (issue 29); session types without a deposit ask for nothing.
        STRIPE_SECRET_KEY: EMULATOR_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: EMULATOR_WEBHOOK_SECRET,
        STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_PORT}`,
      },
    },
  ],
});
