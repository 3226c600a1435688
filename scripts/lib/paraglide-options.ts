/**
 * How Paraglide compiles `messages/` into `app/paraglide/` (ADR 023). One set of options for the Vite
 * plugin (build, development, tests) and the command line (`npm run i18n`, before `tsc`).
 * No cookie: the locale is decided per request by the address or the account (app/lib/i18n).
 */
export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./app/paraglide",
  strategy: ["globalVariable", "baseLocale"],
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
} as const;
