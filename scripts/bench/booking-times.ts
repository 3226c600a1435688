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

/**
 * One visitor's booking: visitor `n` (from its own address) posts the details form for a time. Half the
 * visitors aim at the same few popular times, the others spread out. The form posts to its own address, which
 * names the chosen time. Resolves to the answer's status and how long it took, in milliseconds.
 */
export async function postBooking(
  base: string,
  starts: readonly string[],
  n: number,
  worker: number,
  signal?: AbortSignal,
) {
  const start = n % 2 === 0 ? starts[n % 4]! : starts[Math.floor(Math.random() * starts.length)]!;
  const body = new URLSearchParams({
    start,
    timeZone: "Europe/Paris",
    name: `Bench ${n}`,
    email: `bench-${n}-${worker}@bench.test`,
    message: "",
  });
  const began = performance.now();
  const response = await fetch(`${base}/book/free-consultation/details?start=${encodeURIComponent(start)}`, {
    method: "POST",
    body,
    redirect: "manual",
    signal,
    headers: {
      origin: base,
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get("location"), ms: performance.now() - began };
}
