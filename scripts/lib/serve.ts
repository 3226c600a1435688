/**
 * How every test, bench and check starts the server: through scripts/serve.sh, the script `npm start`
 * and `npm run serve` run in production, so its Node and flags are the ones we test.
 */
import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const SERVE_SCRIPT = path.join(PROJECT_ROOT, "scripts/serve.sh");

/** Starts the production server with `env` (serve.sh itself sets NODE_ENV=production). */
export function spawnServer(env: NodeJS.ProcessEnv, options: Omit<SpawnOptions, "env"> = {}): ChildProcess {
  return spawn("/bin/sh", [SERVE_SCRIPT], { cwd: PROJECT_ROOT, ...options, env });
}
