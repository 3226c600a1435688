/**
 * The default social card (Open Graph / Twitter image, 1200 × 630): an SVG composed here in the site's
 * colours, rendered to PNG with sharp the first time it is asked for, then kept in memory. Nothing is
 * fetched from elsewhere; the type uses the machine's serif and sans fonts (the web fonts are WOFF2,
 * which the renderer cannot read).
 */
import type { Locale } from "~/lib/i18n/locale";
import { DEFAULT_SOCIAL_IMAGE } from "~/lib/meta";
import { loadSharp } from "~/lib/sharp.server";
import { m } from "~/paraglide/messages";

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function socialCardSvg(siteName: string, locale: Locale): string {
  const { width, height } = DEFAULT_SOCIAL_IMAGE;
  const corner = (x: number, y: number, dx: number, dy: number) =>
    `<path d="M${x} ${y + dy * 44}V${y}H${x + dx * 44}" fill="none" stroke="#1f1c18" stroke-opacity="0.45" stroke-width="2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="light" cx="0.72" cy="0.3" r="0.8">
      <stop offset="0" stop-color="#fffdf9"/>
      <stop offset="0.55" stop-color="#f6f2eb"/>
      <stop offset="1" stop-color="#e6ddcf"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#light)"/>
  ${corner(56, 56, 1, 1)}${corner(width - 56, 56, -1, 1)}${corner(56, height - 56, 1, -1)}${corner(width - 56, height - 56, -1, -1)}
  <g transform="translate(112 150)" fill="none" stroke="#1f1c18" stroke-width="2.5">
    <circle cx="36" cy="36" r="34"/>
    <circle cx="36" cy="36" r="15"/>
    <circle cx="36" cy="36" r="5" fill="#9a3f22" stroke="none"/>
  </g>
  <text x="112" y="330" font-family="Fraunces, 'DejaVu Serif', 'Liberation Serif', Georgia, serif" font-size="84" fill="#1f1c18" letter-spacing="-1">${escapeXml(siteName)}</text>
  <text x="112" y="400" font-family="Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="32" fill="#3b362f">${escapeXml(m.pages_social_card_line({}, { locale }))}</text>
  <rect x="112" y="462" width="72" height="3" fill="#9a3f22"/>
  <text x="112" y="516" font-family="Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="24" fill="#5e564b" letter-spacing="3">${escapeXml(m.pages_social_card_services({}, { locale }))}</text>
</svg>`;
}

const cached = new Map<Locale, { siteName: string; png: Promise<Buffer> }>();

/** The PNG for `siteName` in `locale`, rendered once per process. */
export function socialCardPng(siteName: string, locale: Locale): Promise<Buffer> {
  let card = cached.get(locale);
  if (card?.siteName !== siteName) {
    const png = loadSharp().then((sharp) =>
      sharp(Buffer.from(socialCardSvg(siteName, locale)))
        .png({ compressionLevel: 9, palette: true })
        .toBuffer(),
    );
    card = { siteName, png };
    cached.set(locale, card);
    png.catch(() => {
      cached.delete(locale);
    });
  }
  return card.png;
}
