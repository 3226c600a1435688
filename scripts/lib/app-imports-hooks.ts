/** The module hooks behind scripts/lib/app-imports.ts (they run on Node's loader thread). */
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { LoadHook, ResolveHook } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { transformWithOxc } from "vite";

const ROOT = path.resolve(import.meta.dirname, "../..");
const APP = pathToFileURL(path.join(ROOT, "app")).href;

export const resolve: ResolveHook = (specifier, context, nextResolve) => {
  const relative = specifier.startsWith("./") || specifier.startsWith("../");
  const inApp = context.parentURL?.startsWith(APP);
  if (!specifier.startsWith("~/") && !(relative && inApp)) return nextResolve(specifier, context);
  const base = specifier.startsWith("~/")
    ? path.join(ROOT, "app", specifier.slice(2))
    : path.resolve(path.dirname(fileURLToPath(context.parentURL!)), specifier);
  const file = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, path.join(base, "index.ts")].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return nextResolve(pathToFileURL(file ?? base).href, context);
};

export const load: LoadHook = async (url, context, nextLoad) => {
  if (!url.startsWith("file:") || !url.endsWith(".tsx")) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const { code } = await transformWithOxc(await readFile(file, "utf8"), file, { jsx: { runtime: "automatic" } });
  return { format: "module", source: code, shortCircuit: true };
};
