/**
 * The throughput ceiling for the public-page benchmark: serves fixed bytes (the app's own HTML,
 * saved by run.ts) from a bare node:http server, so app ÷ static shows what rendering costs.
 *   node scripts/bench/static-server.ts --port 3604 --manifest pages.json   ({"/path": "file.html"})
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { port: { type: "string" }, manifest: { type: "string" } } });
if (!values.port || !values.manifest) {
  console.error("Usage: node scripts/bench/static-server.ts --port N --manifest pages.json");
  process.exit(2);
}
const manifestPath = values.manifest;
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, string>;
const pages = new Map(
  Object.entries(manifest).map(([url, file]) => [url, readFileSync(path.resolve(path.dirname(manifestPath), file))]),
);

const server = createServer((req, res) => {
  const body = pages.get(req.url ?? "/");
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length }).end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(values.port), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
