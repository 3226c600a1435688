/**
 * Starts the production build for the end-to-end suite on a fresh embedded database, after
 * creating the fixture accounts with the real command-line tool.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { npmScriptArgs, spawnServer } from "../../scripts/lib/serve.ts";
import { E2E_ACCOUNTS } from "./e2e-accounts.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "ho-e2e-"));
const env = {
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  BASE_URL: `http://localhost:${process.env.PORT}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
};

for (const account of Object.values(E2E_ACCOUNTS)) {
  execFileSync(
    process.execPath,
    [
      ...npmScriptArgs("users"),
      "create",
      "--email",
      account.email,
      "--password",
      account.password,
      "--role",
      account.role,
      ...("name" in account ? ["--name", account.name] : []),
    ],
    { env, stdio: "inherit" },
  );
}

const server = spawnServer(env, { stdio: "inherit" });
const stop = (signal: NodeJS.Signals) => server.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
