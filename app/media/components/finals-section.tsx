import type { Locale } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { Picture } from "../picture.tsx";
import type { PictureData } from "../picture-data.ts";

export interface FinalPhoto {
  id: string;
  fileName: string;
  picture: PictureData | null;
  downloadable: boolean;
}

/** A size in megabytes with one decimal, written the language's way ("12.5", "12,5"). */
function megabytes(bytes: number, locale: Locale) {
  const size = (bytes / 1024 / 1024).toFixed(1);
  return locale === "fr" ? size.replace(".", ",") : size;
}

/**
 * A gallery's delivered final photos, with "Download all" (the streamed zip) when downloads are
 * allowed and a download link per photo the viewer may download. Shared by the client's gallery and
 * the share-link guest's view; the server decides what each may download, this only shows it.
 */
export function FinalsSection({
  galleryId,
  heading,
  finals,
  allowDownloads,
  zipBytes,
}: {
  galleryId: string;
  heading: string;
  finals: FinalPhoto[];
  allowDownloads: boolean;
  zipBytes: number;
}) {
  const locale = useLocale();
  if (finals.length === 0) return null;
  return (
    <section aria-labelledby="finals" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="finals" className="font-serif text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      {allowDownloads ? (
        <p className="mt-2">
          <a href={`/galleries/${galleryId}/download`} className="btn-primary" download>
            {m.media_finals_download_all({ count: finals.length, size: megabytes(zipBytes, locale) })}
          </a>
        </p>
      ) : null}
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={m.media_finals_list()}>
        {finals.map((photo) => (
          <li key={photo.id} className="text-sm">
            {photo.picture ? (
              <Picture photo={photo.picture} sizes="(min-width: 1024px) 25vw, 50vw" className="rounded-lg" />
            ) : null}
            <p className="mt-1 truncate">{photo.fileName}</p>
            {photo.downloadable ? (
              <a
                href={`/galleries/${galleryId}/photos/${photo.id}/download`}
                className="text-brand-800 underline"
                download
              >
                {m.media_finals_download()}
                <span className="sr-only"> {photo.fileName}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
