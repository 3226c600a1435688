/**
 * Lets a script run under plain Node import the app's modules as Vite does: `~/…` and extension-less
 * imports (`./x` → x.ts, x.tsx, x.js (Paraglide's compiled messages), x/index.ts), and `.tsx` files (JSX,
 * which Node's type stripping does not read) through Vite's own transform. Import this module first, then
 * the app's modules with `await import(…)`: static imports are resolved before any code runs.
 */
import { register } from "node:module";

register("./app-imports-hooks.ts", import.meta.url);
