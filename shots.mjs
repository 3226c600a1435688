import { chromium } from "@playwright/test";
const base = "http://localhost:3620";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const urls = process.argv.slice(2);
for (const [i, url] of urls.entries()) {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, timezoneId: "America/New_York" });
    page.on("console", (m) => m.type() === "error" && console.log("console error", url, m.text()));
    await page.goto(base + url);
    await page.waitForTimeout(800);
    console.log(url, width, page.url());
    await page.screenshot({ path: `/tmp/shot-${i}-${width}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
