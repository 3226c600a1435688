import { useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { PHOTO_UPLOAD_LIMITS } from "~/lib/body-limits";
import type { Locale } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { IMAGE_ACCEPT_ATTRIBUTE } from "~/media/pipeline/limits";
import { m } from "~/paraglide/messages";
import { acceptedPhotosSentence, photoTooLargeMessage } from "../upload-copy.ts";

interface Item {
  key: number;
  file: File;
  progress: number;
  state: "waiting" | "uploading" | "done" | "refused" | "failed";
  message: string;
}

/** Results of a plain (no-JavaScript) upload, passed back in the page's query string. */
export interface UploadSummary {
  name: string;
  ok: boolean;
  message: string;
}

export function parseUploadSummary(search: string): UploadSummary[] | null {
  const raw = new URLSearchParams(search).get("upload");
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!Array.isArray(parsed)) return null;
    return parsed
      .filter((r): r is UploadSummary => typeof r?.name === "string" && typeof r?.message === "string")
      .slice(0, 50);
  } catch {
    return null;
  }
}

/** The page's own words run in the page's language (`locale`): the server's reasons come in it already. */
function send(url: string, item: Item, locale: Locale, onProgress: (fraction: number) => void) {
  return new Promise<{ ok: boolean; refused: boolean; message: string }>((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { results?: UploadSummary[]; detail?: string } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = {};
      }
      const result = body.results?.[0];
      if (request.status < 300 && result?.ok)
        resolve({ ok: true, refused: false, message: m.studio_upload_processing({}, { locale }) });
      else if (request.status >= 400 && request.status < 500)
        resolve({
          ok: false,
          refused: true,
          message: result?.message ?? body.detail ?? m.studio_upload_refused_reason({}, { locale }),
        });
      else resolve({ ok: false, refused: false, message: m.studio_upload_failed_reason({}, { locale }) });
    };
    request.onerror = () =>
      resolve({ ok: false, refused: false, message: m.studio_upload_connection_lost({}, { locale }) });
    const form = new FormData();
    form.append("photos", item.file, item.file.name);
    request.send(form);
  });
}

/**
 * Upload many photos: a plain multi-file form that works without JavaScript; with it, drag and
 * drop, one request per file with its own progress bar, a retry button for failed files and the
 * server's reason for each refused file.
 */
export function PhotoUploader({
  action,
  label,
  summary,
}: {
  action: string;
  label: string;
  summary: UploadSummary[] | null;
}) {
  const inputId = useId();
  const locale = useLocale();
  const [items, setItems] = useState<Item[]>([]);
  const [enhanced, setEnhanced] = useState(false);
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(1);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const revalidator = useRevalidator();

  const fileInput = useRef<HTMLInputElement>(null);

  const update = (key: number, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = (item: Item) => {
    queue.current = queue.current.then(async () => {
      // The server's own per-file limit (the route's row in body-limits.ts): no point sending more.
      if (item.file.size > PHOTO_UPLOAD_LIMITS.fileBytes) {
        update(item.key, { state: "refused", message: photoTooLargeMessage(locale) });
        return;
      }
      update(item.key, { state: "uploading", progress: 0, message: "" });
      const result = await send(action, item, locale, (progress) => update(item.key, { progress }));
      update(item.key, {
        state: result.ok ? "done" : result.refused ? "refused" : "failed",
        progress: result.ok ? 1 : 0,
        message: result.message,
      });
      if (result.ok) void revalidator.revalidate();
    });
  };

  const add = (files: FileList | File[]) => {
    const added = Array.from(files).map((file) => ({
      key: nextKey.current++,
      file,
      progress: 0,
      state: "waiting" as const,
      message: "",
    }));
    setItems((current) => [...current, ...added]);
    for (const item of added) upload(item);
  };

  // Photos chosen before the page was interactive are not lost: they are sent as soon as it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page becomes interactive.
  useEffect(() => {
    setEnhanced(true);
    const input = fileInput.current;
    if (input?.files?.length) {
      add(input.files);
      input.value = "";
    }
  }, []);

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={`${inputId}-title`} className="font-serif text-xl font-bold text-brand-900">
        {label}
      </h2>
      {summary ? (
        <ul className="mt-3 space-y-1 text-sm" aria-label={m.studio_upload_results()}>
          {summary.map((r) => (
            <li key={`${r.name}-${r.ok}-${r.message}`} className={r.ok ? "text-success" : "text-red-800"}>
              <strong>{r.name}</strong>: {r.message}
            </li>
          ))}
        </ul>
      ) : null}
      <form
        method="post"
        action={action}
        encType="multipart/form-data"
        className="mt-4"
        onSubmit={(event) => {
          const input = event.currentTarget.elements.namedItem("photos") as HTMLInputElement | null;
          if (!enhanced || !input?.files?.length) return;
          event.preventDefault();
          add(input.files);
          input.value = "";
        }}
      >
        {/* Dropping files is an extra; the file input inside is the keyboard and screen reader path. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop zone around a real file input */}
        <div
          className={`rounded-xl border-2 border-dashed p-6 text-center ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-300"}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            if (event.dataTransfer.files.length) add(event.dataTransfer.files);
          }}
        >
          <label htmlFor={inputId} className="block font-medium text-slate-800">
            {enhanced ? m.studio_upload_drop() : m.studio_upload_choose()}
          </label>
          <p className="mt-1 text-sm text-slate-600">{acceptedPhotosSentence(locale)}</p>
          <input
            ref={fileInput}
            id={inputId}
            name="photos"
            type="file"
            multiple
            required
            accept={IMAGE_ACCEPT_ATTRIBUTE}
            className="mt-3 block w-full text-sm"
            onChange={(event) => {
              // React only calls this once the page is interactive, possibly before the effect above ran.
              if (event.currentTarget.files?.length) {
                add(event.currentTarget.files);
                event.currentTarget.value = "";
              }
            }}
          />
        </div>
        {enhanced ? null : (
          <button type="submit" className="btn-primary mt-3">
            {m.studio_upload_submit()}
          </button>
        )}
      </form>
      {items.length ? (
        <ul className="mt-4 space-y-2" aria-label={m.studio_upload_list()} aria-live="polite">
          {items.map((item) => (
            <li
              key={item.key}
              className="rounded-lg border border-slate-200 p-3 text-sm"
              data-upload-state={item.state}
            >
              <div className="flex items-center justify-between gap-3">
                <span className="truncate font-medium">{item.file.name}</span>
                <span
                  className={item.state === "refused" || item.state === "failed" ? "text-red-800" : "text-slate-700"}
                >
                  {item.state === "waiting"
                    ? m.studio_upload_waiting()
                    : item.state === "uploading"
                      ? `${Math.round(item.progress * 100)}${locale === "fr" ? "\u00a0" : ""}%`
                      : item.state === "done"
                        ? m.studio_upload_done()
                        : item.state === "refused"
                          ? m.studio_upload_refused()
                          : m.studio_upload_failed()}
                </span>
              </div>
              <progress
                className="mt-2 h-2 w-full"
                max={1}
                value={item.progress}
                aria-label={m.studio_upload_progress({ fileName: item.file.name })}
              />
              {item.message && item.state !== "done" ? <p className="mt-1 text-red-800">{item.message}</p> : null}
              {item.state === "failed" ? (
                <button type="button" className="btn-secondary mt-2" onClick={() => upload(item)}>
                  {m.studio_upload_retry({ fileName: item.file.name })}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
