import type { PictureData } from "./picture-data.ts";

/**
 * A responsive photo: AVIF/WebP/JPEG at several widths, explicit width and height (no layout
 * shift), a blurred placeholder behind it until it loads, lazy unless it is the page's main image.
 */
export function Picture({
  photo,
  sizes,
  priority = false,
  className = "",
  imgClassName = "",
}: {
  photo: PictureData;
  sizes: string;
  /** The main image of the page: loaded eagerly with fetchpriority="high". */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  return (
    <div className={`relative overflow-hidden bg-slate-100 ${className}`}>
      {photo.placeholder ? (
        <img
          src={photo.placeholder}
          alt=""
          aria-hidden="true"
          width={photo.width}
          height={photo.height}
          className="absolute inset-0 h-full w-full scale-110 object-cover blur-md"
        />
      ) : null}
      <picture>
        {photo.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
        <img
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={sizes}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          loading={priority ? "eager" : "lazy"}
          decoding={priority ? "sync" : "async"}
          fetchPriority={priority ? "high" : "auto"}
          className={`relative block h-auto w-full ${imgClassName}`}
        />
      </picture>
    </div>
  );
}

/** One featured portfolio photo with its caption (home hero, photography page). */
export function FeaturedPhoto({
  photo,
  caption,
  sizes = "(min-width: 1024px) 50vw, 100vw",
  priority = false,
}: {
  photo: PictureData;
  caption?: string;
  sizes?: string;
  priority?: boolean;
}) {
  return (
    <figure>
      <Picture photo={photo} sizes={sizes} priority={priority} className="rounded-card" />
      {caption ? <figcaption className="mt-3 text-sm text-muted">{caption}</figcaption> : null}
    </figure>
  );
}
