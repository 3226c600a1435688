/**
 * Vitest's global set-up: the compiled messages (app/paraglide/, not committed) exist before any test imports
 * them. In a child process: the compiler leaves handles open that would keep Vitest from exiting.
 */
import { execFileSync } from "node:child_process";

export default function setup() {
  execFileSync(process.execPath, ["scripts/i18n.ts"], { stdio: ["ignore", "ignore", "inherit"] });
}
