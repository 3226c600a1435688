import { existsSync } from "node:fs";
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

/**
 * Two builds of Debian's Chromium. The specs that compare pixels run in the browser people use (`chromium`).
 * The others run in its headless shell (`chromium-headless-shell`, the same engine without the browser's own
 * windowing and compositing): 26 journeys took 206 s instead of 294 and 40 % less CPU on our two cores. The
 * shell lays text out a little wider, so a stored picture is only ever compared in the full browser.
 * Without the shell (CHROMIUM_SHELL_PATH unset and Debian's package not installed), the full browser runs them all.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SHELL_PATH =
  process.env.CHROMIUM_SHELL_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : CHROMIUM_PATH);
const PIXEL_SPECS = /(0-visual|visual-journey|gallery-viewer|reports-dashboard)\.spec\.ts$/;

function launch(executablePath: string) {
  return {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  };
}

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
    // Recording a trace of every test cost 15 % of the suite's time; CI's log is all anyone reads there.
    trace: process.env.CI ? "off" : "retain-on-failure",
    // Every project runs in the shell but the pictures' one.
    launchOptions: launch(SHELL_PATH),
  },
  projects: [
    { name: "setup", testMatch: /global\.setup\.ts/ },
    // Listed first, so 0-visual.spec.ts still runs before any other spec changes the data.
    {
      name: "chromium",
      testMatch: PIXEL_SPECS,
      use: { ...devices["Desktop Chrome"], launchOptions: launch(CHROMIUM_PATH) },
      dependencies: ["setup"],
    },
    { name: "chromium-shell", testIgnore: PIXEL_SPECS, use: { ...devices["Desktop Chrome"] }, dependencies: ["setup"] },
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
