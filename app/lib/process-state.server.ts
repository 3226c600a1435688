/**
 * Whether a process id still names a running process on this machine. A process killed with SIGKILL
 * stays in the process table as a zombie until its parent reaps it, and `kill(pid, 0)` still succeeds
 * on it: a zombie holds no files and runs nothing, so it counts as gone (Linux: state `Z` in
 * /proc/<pid>/stat; elsewhere only `kill(pid, 0)` is asked).
 */
import { readFileSync } from "node:fs";

export type ProcessState = "running" | "zombie" | "gone";

export function processState(pid: number): ProcessState {
  if (!Number.isInteger(pid) || pid <= 0) return "gone";
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return "gone";
  }
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch (error) {
    // No /proc (not Linux): trust kill(pid, 0). On Linux, a vanished entry means it has just gone.
    return (error as NodeJS.ErrnoException).code === "ENOENT" && process.platform === "linux" ? "gone" : "running";
  }
  // "pid (command) S …": the command may hold spaces and parentheses, the state follows the last ")".
  const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
  return state === "Z" || state === "X" ? "zombie" : "running";
}

export const isRunning = (pid: number) => processState(pid) === "running";
