/**
 * What stands in a photograph's place when the portfolio has none to offer: a quiet "frame" with a
 * viewfinder's corner marks and a caption, the same proportions as the photo it replaces, so the layout
 * does not move when a photo arrives. Purely decorative apart from the caption.
 */
export function PhotoFallback({
  caption,
  ratio = "portrait",
  className = "",
}: {
  caption: string;
  ratio?: "portrait" | "landscape" | "square";
  className?: string;
}) {
  const aspect = ratio === "portrait" ? "aspect-[4/5]" : ratio === "landscape" ? "aspect-[3/2]" : "aspect-square";
  const corner = "absolute size-6 border-ink/40";
  return (
    <figure className={className}>
      <div
        className={`relative ${aspect} overflow-hidden rounded-card bg-[radial-gradient(120%_90%_at_30%_20%,var(--color-surface),var(--color-sand)_55%,var(--color-line))]`}
      >
        <span aria-hidden="true" className={`${corner} top-5 left-5 border-t border-l`} />
        <span aria-hidden="true" className={`${corner} top-5 right-5 border-t border-r`} />
        <span aria-hidden="true" className={`${corner} bottom-5 left-5 border-b border-l`} />
        <span aria-hidden="true" className={`${corner} right-5 bottom-5 border-r border-b`} />
        <svg
          aria-hidden="true"
          viewBox="0 0 64 64"
          className="absolute top-1/2 left-1/2 size-16 -translate-x-1/2 -translate-y-1/2 text-ink/35"
          fill="none"
          stroke="currentColor"
          strokeWidth="1"
        >
          <circle cx="32" cy="32" r="22" />
          <circle cx="32" cy="32" r="9" />
          <path d="M32 2v10M32 52v10M2 32h10M52 32h10" />
        </svg>
      </div>
      <figcaption className="mt-3 text-sm text-muted">{caption}</figcaption>
    </figure>
  );
}
