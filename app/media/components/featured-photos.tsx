import { Link } from "react-router";
import { FeaturedPhoto } from "../picture.tsx";
import type { PictureData } from "../picture-data.ts";

export const PHOTOGRAPHY_SLUG = "corporate-photography";

/** The featured portfolio photos as a row (home and photography pages); nothing when none is featured. */
export function FeaturedPhotos({
  photos,
  withPortfolioLink = false,
}: {
  photos: { id: number; caption: string; picture: PictureData }[];
  withPortfolioLink?: boolean;
}) {
  if (photos.length === 0) {
    return withPortfolioLink ? (
      <p className="mt-8">
        <Link to="/portfolio" className="text-brand-800 underline">
          See the portfolio
        </Link>
      </p>
    ) : null;
  }
  return (
    <section aria-labelledby="featured-photos" className="container-page py-12">
      <h2 id="featured-photos" className="font-serif text-3xl font-bold text-brand-900">
        Recent photography
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.id}>
            <FeaturedPhoto photo={photo.picture} caption={photo.caption} />
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link to="/portfolio" className="btn-secondary">
          See the whole portfolio
        </Link>
      </p>
    </section>
  );
}
