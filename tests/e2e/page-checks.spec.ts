/**
 * Every HTML page the access matrix lists, for each role that may open it: no sideways scroll on a
 * 390 px phone, and the Nu HTML checker (vnu-jar, Java) reports no error in what the server sent.
 * Driven by the matrix, so a new route is checked as soon as it is listed there (and the matrix's own
 * test fails until it is).
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { E2E_ACCOUNTS, type E2ERole, storageStateFor } from "../support/e2e-accounts";
import { accessMatrix, isPageRow } from "./access-matrix";
import { expect, test } from "./fixtures";

const roles = ["anonymous", ...(Object.keys(E2E_ACCOUNTS) as E2ERole[])] as const;
const PHONE = { width: 390, height: 844 };

/** The pages a role sees: matrix rows it may open (200) or that show the not-found page (404). */
function pagesFor(role: (typeof roles)[number]) {
  const urls = accessMatrix
    .filter((row) => isPageRow(row) && (row[role] === 200 || row[role] === 404))
    // An image opened on its own is the browser's viewer, not one of our pages.
    .filter((row) => !/\.(png|jpe?g|webp|avif)$/.test(row.url))
    .map((row) => row.url);
  return [...new Set(urls)];
}

const htmlDir = mkdtempSync(path.join(tmpdir(), "ho-vnu-"));
test.afterAll(() => rmSync(htmlDir, { recursive: true, force: true }));

for (const role of roles) {
  test.describe(role, () => {
    test.use({
      viewport: PHONE,
      storageState: role === "anonymous" ? { cookies: [], origins: [] } : storageStateFor(role),
    });

    test(`every page fits a 390 px phone, and its HTML is valid (${role})`, async ({ page }) => {
      test.setTimeout(240_000);
      const overflowing: string[] = [];
      const dir = path.join(htmlDir, role);
      mkdirSync(dir, { recursive: true });
      let index = 0;
      for (const url of pagesFor(role)) {
        const response = await page.goto(url);
        if (!response || !(response.headers()["content-type"] ?? "").startsWith("text/html")) continue;
        index += 1;
        writeFileSync(path.join(dir, `${encodeURIComponent(url)}.html`), await response.text());
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
        }));
        if (widths.scroll > widths.viewport) overflowing.push(`${url}: ${widths.scroll} px wide`);
      }
      expect(index, "pages checked").toBeGreaterThan(0);
      expect(overflowing, `pages wider than the phone for ${role}`).toEqual([]);
      const errors = await nuErrors(dir);
      expect(errors, `Nu HTML checker errors for ${role}`).toEqual([]);
    });
  });
}

/** Runs the Nu HTML checker once over a folder; returns its errors as "page: line: message". */
async function nuErrors(dir: string): Promise<string[]> {
  const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  const result = await promisify(execFile)(
    "java",
    ["-jar", jar, "--errors-only", "--format", "json", "--exit-zero-always", "--skip-non-html", dir],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(result.stderr || result.stdout || '{"messages":[]}') as {
    messages: { type: string; url?: string; lastLine?: number; message: string }[];
  };
  return report.messages
    .filter((m) => m.type === "error")
    .map(
      (m) =>
        `${decodeURIComponent(decodeURIComponent(path.basename(m.url ?? "", ".html")))}: line ${m.lastLine ?? "?"}: ${m.message}`,
    );
}
