/**
 * The default social card (Open Graph / Twitter image, 1200 × 630): an SVG composed here in the site's
 * colours, rendered to PNG with sharp the first time it is asked for, then kept in memory. Nothing is
 * fetched from elsewhere; the type uses the machine's serif and sans fonts (the web fonts are WOFF2,
 * which the renderer cannot read).
 */
import { loadSharp } from "~/lib/sharp.server";

export const SOCIAL_CARD_PATH = "/og/default.png";
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function socialCardSvg(siteName: string): string {
  const { width, height } = SOCIAL_CARD_SIZE;
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
  <text x="112" y="400" font-family="Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="32" fill="#3b362f">Portraits, brand imagery and the business behind them</text>
  <rect x="112" y="462" width="72" height="3" fill="#9a3f22"/>
  <text x="112" y="516" font-family="Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="24" fill="#5e564b" letter-spacing="3">PORTRAIT STUDIO · CONSULTING · TRAINING</text>
</svg>`;
}

let cached: { siteName: string; png: Promise<Buffer> } | undefined;

/** The PNG for `siteName`, rendered once per process. */
export function socialCardPng(siteName: string): Promise<Buffer> {
  if (cached?.siteName !== siteName) {
    const png = loadSharp().then((sharp) =>
      sharp(Buffer.from(socialCardSvg(siteName)))
        .png({ compressionLevel: 9, palette: true })
        .toBuffer(),
    );
    cached = { siteName, png };
    png.catch(() => {
      cached = undefined;
    });
  }
  return cached.png;
}
