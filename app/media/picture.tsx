import { type PictureData, pictureSrcSet } from "./picture-data.ts";

/**
 * A responsive photo: AVIF/WebP at several widths (one JPEG for a browser that reads neither), explicit
 * width and height (no layout shift), a soft placeholder behind it until it loads (a thumbhash: a 32-pixel
 * image the browser scales up smoothly), lazy unless it is in the first screen. A lazy photo's placeholder is lazy too:
 * 24 placeholders decoded and painted at once cost /portfolio ~100 ms of blocking time (Lighthouse mobile).
 */
export function Picture({
  photo,
  sizes,
  priority = false,
  eager = priority,
  className = "",
  imgClassName = "",
  placeholder = true,
}: {
  photo: PictureData;
  sizes: string;
  /** The main image of the page: loaded eagerly with fetchpriority="high". */
  priority?: boolean;
  /** Loaded at once (in the first screen) but without jumping ahead of the stylesheet and fonts. */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
  /** The blurred preview behind the photo; off where the photo is letterboxed (the viewer). */
  placeholder?: boolean;
}) {
  return (
    <div className={`relative overflow-hidden bg-slate-100 ${className}`}>
      {placeholder && photo.placeholder ? (
        <img
          src={photo.placeholder}
          alt=""
          aria-hidden="true"
          width={photo.width}
          height={photo.height}
          loading={eager ? "eager" : "lazy"}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      <picture>
        <source type="image/avif" srcSet={pictureSrcSet(photo, "avif")} sizes={sizes} />
        <source type="image/webp" srcSet={pictureSrcSet(photo, "webp")} sizes={sizes} />
        <img
          src={photo.src}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          loading={eager ? "eager" : "lazy"}
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
  eager = priority,
}: {
  photo: PictureData;
  caption?: string;
  sizes?: string;
  priority?: boolean;
  eager?: boolean;
}) {
  return (
    <figure>
      <Picture photo={photo} sizes={sizes} priority={priority} eager={eager} className="rounded-card" />
      {caption ? <figcaption className="mt-3 text-sm text-muted">{caption}</figcaption> : null}
    </figure>
  );
}
