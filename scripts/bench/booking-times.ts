/** The free times a booking calendar offers, read from its month and day pages as a visitor would. */
export async function offeredStarts(base: string, slug = "free-consultation", months = 3) {
  const starts = new Set<string>();
  let url: string | null = `${base}/book/${slug}?tz=Europe%2FParis`;
  for (let month = 0; month < months && url; month++) {
    const html: string = await (await fetch(url)).text();
    const days = [
      ...html.matchAll(new RegExp(`href="(/book/${slug}\\?[^"]*date=\\d{4}-\\d{2}-\\d{2}[^"]*)"`, "g")),
    ].map((m) => m[1]!.replaceAll("&amp;", "&"));
    for (const day of new Set(days)) {
      const page = await (await fetch(new URL(day, base))).text();
      for (const match of page.matchAll(/start=([^&"]+)/g)) starts.add(decodeURIComponent(match[1]!.replace(/;$/, "")));
    }
    const nextTag = html.match(/<a[^>]*aria-label="Next month"[^>]*>/)?.[0];
    const next: string | undefined = nextTag?.match(/href="([^"]*)"/)?.[1];
    url = next ? new URL(next.replaceAll("&amp;", "&"), base).toString() : null;
  }
  return [...starts];
}
