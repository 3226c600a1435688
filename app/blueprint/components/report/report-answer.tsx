import type { AnswerValue, MoodBoardAnswer } from "~/blueprint/questionnaires/answers";
import { shownValue } from "~/blueprint/questionnaires/option-labels";
import { m } from "~/paraglide/messages";

const IMAGE_NAME = /\.(png|jpe?g|gif|webp)$/i;
const WEB_ADDRESS = /^https?:\/\//i;

function isEmpty(value: AnswerValue | null): value is null {
  if (value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return !value.url && !value.fileId;
  return false;
}

function MoodBoard({ value }: { value: MoodBoardAnswer }) {
  const fileUrl = value.fileId ? `/hob/uploads/${encodeURIComponent(value.fileId)}` : null;
  const fileName = value.fileName || "the uploaded file";
  return (
    <div className="space-y-3">
      {value.url && WEB_ADDRESS.test(value.url) ? (
        <p>
          <a href={value.url} rel="noopener noreferrer" className="break-all">
            {value.url}
          </a>
        </p>
      ) : value.url ? (
        <p className="break-all">{value.url}</p>
      ) : null}
      {fileUrl && IMAGE_NAME.test(value.fileName ?? "") ? (
        // The upload's type is not part of the answer: the file name decides whether it is shown as an image.
        <img
          src={fileUrl}
          alt={m.blueprint_mood_board_alt({ name: value.fileName ?? "" })}
          loading="lazy"
          className="max-h-96 max-w-full rounded-md border border-slate-200"
        />
      ) : fileUrl ? (
        <p>
          <a href={fileUrl} download>
            {m.blueprint_download_file({ name: fileName })}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/**
 * One answer in the printable report: quoted text, a score, tags, or a mood board. Tags read as
 * their `labels` (a translated phase's option labels, keyed by stored value) when given.
 */
export function ReportAnswerValue({
  value,
  kind,
  labels,
}: {
  value: AnswerValue | null;
  kind: string;
  labels?: Readonly<Record<string, string>>;
}) {
  if (isEmpty(value)) return <p className="text-slate-600 italic">{m.blueprint_no_answer()}</p>;
  if (typeof value === "number") {
    return <p className="text-lg font-semibold text-slate-900">{kind === "slider" ? `${value} / 10` : value}</p>;
  }
  if (typeof value === "string") {
    return (
      <blockquote className="border-l-4 border-brand-600 pl-4 whitespace-pre-wrap text-slate-800">{value}</blockquote>
    );
  }
  if (Array.isArray(value)) {
    return (
      <ul className="flex flex-wrap gap-2">
        {value.map((item) => (
          <li
            key={item}
            className="rounded-full border border-brand-600 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900"
          >
            {shownValue(item, labels)}
          </li>
        ))}
      </ul>
    );
  }
  return <MoodBoard value={value} />;
}
