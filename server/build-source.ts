/**
 * Where the app's build comes from: the one difference between development and production. Production
 * imports build/ (BUILD_DIR) once and serves build/client's files; development asks Vite (middleware
 * mode) for the current server build on every request and serves the sources through Vite's
 * middlewares. Everything else, every stage of the request pipeline, is the same code.
 */
import { readdirSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import express, { type Express, type Request } from "express";
import type { ServerBuild } from "react-router";

/** What the HTTP entry calls in the app's entry module (app/entry.server.tsx). */
export interface AppEntry {
  startServices(): Promise<{ driver: "pglite" | "postgres" }>;
  stopServices(): Promise<void>;
  sessionFromHeaders(
    headers: IncomingMessage["headers"],
  ): Promise<{ user: { id: string; role: string } | null; setCookies: string[] }>;
  earlyRefusal(
    refusal: { kind: "cross-site" } | { kind: "method"; method: string } | { kind: "too-large"; limitBytes: number },
    pathname: string,
    acceptLanguage: string | undefined,
  ): string;
  countCachedPageView(url: string, headers: IncomingMessage["headers"]): void;
  saveAnswerDirectly(
    url: string,
    headers: Headers,
    body: Buffer,
  ): Promise<{ status: number; headers: Headers; body: string | null } | undefined>;
}

export interface BuildSource {
  mode: "development" | "production";
  /** What React Router's request handler takes: the build, or (development) how to get the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The build that answers this request: the same object every time in production. */
  current(): ServerBuild | Promise<ServerBuild>;
  /** Part of every page cache key: a new deploy never serves the previous build's pages. */
  buildId: string;
  /** Mounts the client's files on the Express app: Vite's middlewares (development) or build/client's (production). */
  mountFiles(app: Express): void;
  /** The build's hashed files (build/client/assets), which ./pipeline/static-assets.ts keeps; none in development. */
  assetsDir?: string;
  close(): Promise<void>;
}

/** The `.br` and `.gz` copies the build writes beside its scripts and styles (server/pipeline/static-assets.ts). */
const COMPRESSED_COPY = /\.(br|gz)$/;

export const entryOf = (build: ServerBuild) => build.entry.module as unknown as AppEntry;

export async function buildSource(development: boolean): Promise<BuildSource> {
  if (development) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    const load = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    return {
      mode: "development",
      build: load,
      current: load,
      buildId: "development",
      mountFiles: (app) => app.use(viteServer.middlewares),
      close: () => viteServer.close(),
    };
  }
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
  const clientDir = path.join(buildDir, "client");
  // Only paths that name a file or folder of build/client reach the file system (a stat per page request
  // was ~5 % of the CPU of a signed-in page).
  const clientEntries = new Set(readdirSync(clientDir));
  const clientFiles = express.static(clientDir, { maxAge: "1h" });
  const assetsDir = path.join(clientDir, "assets");
  const assets = express.static(assetsDir, { immutable: true, maxAge: "1y" });
  return {
    mode: "production",
    build,
    current: () => build,
    buildId: build.assets.version,
    assetsDir,
    mountFiles(app) {
      // The build's compressed copies (`x.js.br`, `x.js.gz`) are for the static-assets stage; no page names them.
      const compressedCopy = (req: Request) => COMPRESSED_COPY.test(req.path);
      app.use("/assets", (req, res, next) => (compressedCopy(req) ? next() : assets(req, res, next)));
      app.use((req, res, next) =>
        clientEntries.has(req.path.split("/")[1] ?? "") && !compressedCopy(req) ? clientFiles(req, res, next) : next(),
      );
    },
    close: async () => {},
  };
}
