/** Words of the owner's photo uploads said both by the page (before sending) and by the server. */
import { PHOTO_UPLOAD_LIMITS } from "~/lib/body-limits";
import type { Locale } from "~/lib/i18n/locale";
import { formatFileSize } from "~/lib/intl";
import { m } from "~/paraglide/messages";

/** The refusal of a photo over the per-file limit, in `locale`. */
export function photoTooLargeMessage(locale: Locale): string {
  return m.studio_upload_too_large({ size: formatFileSize(PHOTO_UPLOAD_LIMITS.fileBytes, locale) }, { locale });
}

/** "JPEG, PNG, WebP, AVIF or TIFF, up to 60 MB each." in `locale`. */
export function acceptedPhotosSentence(locale: Locale): string {
  return m.studio_upload_accepted(
    {
      types: m.studio_upload_types({}, { locale }),
      size: formatFileSize(PHOTO_UPLOAD_LIMITS.fileBytes, locale),
    },
    { locale },
  );
}
