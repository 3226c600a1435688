/**
 * Structured data for search engines. `<` is escaped so that no string in the data can close the
 * script element early.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON serialised above with `<` escaped.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
