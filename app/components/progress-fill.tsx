/**
 * The filled part of a progress bar. Drawn as an SVG rectangle whose width is an attribute, not
 * an inline `style`: the Content-Security-Policy has no 'unsafe-inline' for styles.
 */
export function ProgressFill({ percent }: { percent: number }) {
  const width = Math.min(100, Math.max(0, percent));
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 100 1"
      preserveAspectRatio="none"
      className="block h-full w-full"
    >
      <rect width={width} height="1" className="fill-brand-700" />
    </svg>
  );
}
