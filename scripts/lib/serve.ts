/**
 * How every test, bench and check starts the server: through scripts/serve.sh, the script `npm start`
 * and `npm run serve` run in production, so its Node and flags are the ones we test.
 */
import { type ChildProcess, execFileSync, type SpawnOptions, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const SERVE_SCRIPT = path.join(PROJECT_ROOT, "scripts/serve.sh");

/** Starts the production server with `env` (serve.sh itself sets NODE_ENV=production). */
export function spawnServer(env: NodeJS.ProcessEnv, options: Omit<SpawnOptions, "env"> = {}): ChildProcess {
  return spawn("/bin/sh", [SERVE_SCRIPT], { cwd: PROJECT_ROOT, ...options, env });
}

function packageScripts(): Record<string, string> {
  return JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8")).scripts;
}

/** A shell command of package.json's run as `npm run` runs it: node_modules/.bin first on the PATH. */
function scriptEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, PATH: `${path.join(PROJECT_ROOT, "node_modules", ".bin")}${path.delimiter}${env.PATH ?? ""}` };
}

/**
 * The Node arguments of one of package.json's command-line tools (`npm run users`, `npm run db`), with
 * `argv` after them: tests, the bench and the crash test run the tools with the flags `npm run` gives them.
 */
export function npmScriptArgs(name: "users" | "db", ...argv: string[]): string[] {
  const [command, ...args] = (packageScripts()[name] ?? "").split(" ");
  if (command !== "node") throw new Error(`package.json's "${name}" script is not a node command`);
  return [...args, ...argv];
}

/** Creates a verified account with `npm run users -- create`, as the README has the owner do it. */
export function createAccountWithCli(
  env: NodeJS.ProcessEnv,
  account: { email: string; password: string; role: string },
) {
  execFileSync(
    process.execPath,
    npmScriptArgs("users", "create", "--email", account.email, "--password", account.password, "--role", account.role),
    { cwd: PROJECT_ROOT, env, stdio: "ignore" },
  );
}

/**
 * Starts the development server as `npm run dev` does: package.json's `dev` command in a shell, with
 * node_modules/.bin first on PATH (so `node` is the project's). The shell leads a process group of its
 * own: stop it with `process.kill(-child.pid, signal)`.
 */
export function spawnDevServer(env: NodeJS.ProcessEnv, options: Omit<SpawnOptions, "env" | "detached"> = {}) {
  return spawn("/bin/sh", ["-c", packageScripts().dev!], {
    cwd: PROJECT_ROOT,
    ...options,
    detached: true,
    env: scriptEnv(env),
  });
}

function newestMtime(directory: string, skip?: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (full === skip) continue;
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full, skip) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * When the production bundle's sources last changed: app/ and the messages. Not app/paraglide/, which
 * Vitest's global set-up compiles again from the messages at every run: counting it rebuilt the bundle in
 * every test run that starts a server.
 */
export function newestSourceMtime(root = PROJECT_ROOT) {
  const app = path.join(root, "app");
  return Math.max(newestMtime(app, path.join(app, "paraglide")), newestMtime(path.join(root, "messages")));
}

/**
 * Builds the production bundle with `npm run build`'s own command (build/, and the migrated database
 * template beside it) when it is missing or older than its sources.
 */
export function ensureServerBuild() {
  const built = path.join(PROJECT_ROOT, "build", "server", "index.js");
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sources = newestSourceMtime();
  if (builtAt >= sources) return;
  execFileSync("/bin/sh", ["-c", packageScripts().build!], {
    cwd: PROJECT_ROOT,
    stdio: "ignore",
    env: scriptEnv({ ...process.env, NODE_ENV: "production" }),
  });
}
