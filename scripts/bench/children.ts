/**
 * The bench's child processes: started with their output kept, stopped by SIGTERM then SIGKILL, and
 * all remembered so a bench stops every one it started, however it ends.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { SERVE_SCRIPT } from "../lib/serve.ts";

export type Child = ChildProcess & { output: string[] };

/** A row a feature bench (scripts/bench/feature-*.ts) writes to its `--out` file; run.ts adds them to its table. */
export interface FeatureRow {
  name: string;
  value: number;
  unit: string;
  target?: string;
  pass?: boolean;
  note?: string;
}

export const children = new Set<ChildProcess>();
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Starts a child (node with `args`, or another `command`) in a process group of its own, so a browser
 * it starts stops with it; keeps the last 400 chunks of what it prints.
 */
export function startChild(args: string[], env: NodeJS.ProcessEnv = process.env, command = process.execPath): Child {
  const child = spawn(command, args, { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  children.add(child);
  child.once("exit", () => children.delete(child));
  return Object.assign(child, { output });
}

/** The production server as `npm run serve` starts it (scripts/serve.sh: its Node and memory flags). */
export function startServerChild(env: NodeJS.ProcessEnv): Child {
  return startChild([SERVE_SCRIPT], env, "/bin/sh");
}

export function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || exited(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {}
  }
}

/** SIGTERM (the server drains and closes its database), then SIGKILL after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 15_000) {
  if (exited(child)) return;
  const done = once(child, "exit");
  signalGroup(child, "SIGTERM");
  const timer = sleep(graceMs).then(() => "timeout");
  if ((await Promise.race([done, timer])) === "timeout") {
    signalGroup(child, "SIGKILL");
    await Promise.race([done, sleep(2_000)]);
  }
}

/** Waits for a child to end and returns what it printed; a non-zero exit is an error. */
export async function finishChild(child: Child) {
  if (!exited(child)) await once(child, "exit");
  if (child.exitCode !== 0) {
    throw new Error(`${child.spawnargs.slice(1).join(" ")} failed (${child.exitCode}):\n${child.output.join("")}`);
  }
  return child.output.join("");
}

/** Resolves once `base`/healthz answers 200, with the milliseconds it took; throws if the child ends first. */
export async function waitForHealth(base: string, child: Child, timeoutMs: number) {
  const started = performance.now();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`the server for ${base} exited (${child.exitCode}):\n${child.output.join("")}`);
    try {
      const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {}
    await sleep(20);
  }
  await stopChild(child, 2_000);
  throw new Error(`${base}/healthz did not answer within ${timeoutMs / 1000} s:\n${child.output.join("")}`);
}

/**
 * Runs autocannon (`--json`) at `url` with `connections` for `seconds`, each header as "name=value",
 * and returns its JSON summary.
 */
export async function autocannon<T>(url: string, connections: number, seconds: number, headers: string[] = []) {
  const script = new URL("../../node_modules/autocannon/autocannon.js", import.meta.url).pathname;
  const args = [script, "--json", "-c", String(connections), "-d", String(seconds)];
  for (const header of headers) args.push("-H", header);
  const output = await finishChild(startChild([...args, url]));
  const line = output
    .trim()
    .split("\n")
    .findLast((l) => l.startsWith("{"));
  if (!line) throw new Error("autocannon printed no JSON");
  return JSON.parse(line) as T;
}
