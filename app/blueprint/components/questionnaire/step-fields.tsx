import { type DragEvent, type KeyboardEvent, useRef, useState } from "react";
import { Link } from "react-router";
import type { AnswerValue, MoodBoardAnswer } from "~/blueprint/questionnaires/answers";
import { type choiceGuidance as englishGuidance, sliderMiddle } from "~/blueprint/questionnaires/guidance";
import { valueChips } from "~/blueprint/questionnaires/option-labels";
import type { QuestionStep } from "~/blueprint/questionnaires/types";
import { MOOD_BOARD_UPLOAD_LIMITS } from "~/lib/body-limits";
import { useLocale } from "~/lib/i18n/use-locale";
import { formatFileSize } from "~/lib/intl";
import { m } from "~/paraglide/messages";
import { ChoiceChips } from "./choice-chips";

type Fields = Record<string, string | string[]>;

const asList = (value: unknown) =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
const asText = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/** The heading of a question step: the question itself (the module name is the eyebrow above it). */
export function questionHeading(step: QuestionStep, stage: "first" | "final" | null) {
  if (step.kind === "values") return stage === "final" ? step.finalPrompt : step.firstPrompt;
  return step.prompt;
}

/**
 * The inputs of one question step, pre-filled from what was submitted (after a refusal) or saved.
 * The question is the page's heading (`labelledBy`); `describedBy` points at the guidance or error.
 */
export function StepFields(props: {
  step: QuestionStep;
  answers: Record<string, AnswerValue>;
  submitted?: Fields;
  stage: "first" | "final" | null;
  labelledBy: string;
  describedBy?: string;
  /** The refusal of the last submission, when a choice rule was not met. */
  refused?: object;
  stageUrl: string;
  /** The choice rule sentence in the page's language (English by default). */
  choiceGuidance?: typeof englishGuidance;
}) {
  const { step, answers, submitted, stage, labelledBy, describedBy, refused, stageUrl, choiceGuidance } = props;
  const helpId = step.help ? `${step.id}-help` : undefined;
  const help = step.help && (
    <p id={helpId} className="text-slate-700">
      {step.help}
    </p>
  );

  switch (step.kind) {
    case "text":
    case "textarea": {
      const value = submitted ? asText(submitted.answer) : asText(answers[step.id]);
      const Input = step.kind === "text" ? "input" : "textarea";
      return (
        <div>
          {help}
          <p id="answer-requirement" className="mt-4 text-sm font-semibold text-slate-700">
            {step.required ? m.blueprint_answer_required() : m.blueprint_answer_optional()}
          </p>
          <Input
            id="answer"
            name="answer"
            className={`field-input mt-1 text-lg ${step.kind === "textarea" ? "min-h-48" : ""}`}
            defaultValue={value}
            placeholder={step.placeholder}
            maxLength={step.kind === "text" ? 1000 : 10_000}
            required={step.required}
            aria-labelledby={labelledBy}
            aria-describedby={[helpId, "answer-requirement", describedBy].filter(Boolean).join(" ")}
            aria-invalid={describedBy ? true : undefined}
          />
        </div>
      );
    }
    case "slider":
      return (
        <SliderField
          step={step}
          answers={answers}
          submitted={submitted}
          labelledBy={labelledBy}
          describedBy={[helpId, describedBy].filter(Boolean).join(" ") || undefined}
          help={help}
        />
      );
    case "chips": {
      const initial = submitted ? asList(submitted.answer) : asList(answers[step.id]);
      return (
        <ChoiceChips
          key={step.id}
          name="answer"
          labelledBy={labelledBy}
          help={step.help}
          noun={step.noun}
          options={step.options}
          min={step.min}
          max={step.max}
          initial={initial}
          refused={refused}
          choiceGuidance={choiceGuidance}
        />
      );
    }
    case "values": {
      if (stage === "first") {
        const initial = submitted ? asList(submitted.answer) : asList(answers[step.firstKey]);
        return (
          <>
            <input type="hidden" name="stage" value="first" />
            <ChoiceChips
              key="first"
              name="answer"
              labelledBy={labelledBy}
              help={step.help}
              noun={step.noun ?? "values"}
              options={valueChips(step, step.options)}
              min={step.firstCount}
              max={step.firstCount}
              initial={initial}
              refused={refused}
              choiceGuidance={choiceGuidance}
            />
          </>
        );
      }
      const top = asList(answers[step.firstKey]);
      const initial = submitted ? asList(submitted.answer) : asList(answers[step.id]);
      return (
        <>
          <input type="hidden" name="stage" value="final" />
          <ChoiceChips
            key="final"
            name="answer"
            labelledBy={labelledBy}
            noun={step.noun ?? "values"}
            options={valueChips(step, top)}
            min={step.finalMin}
            max={step.finalMax}
            initial={initial}
            refused={refused}
            choiceGuidance={choiceGuidance}
          />
          <p className="mt-4 text-sm">
            <Link to={stageUrl}>{m.blueprint_change_top_values({ count: step.firstCount })}</Link>
          </p>
        </>
      );
    }
    case "moodboard":
      return (
        <MoodBoardField
          step={step}
          saved={answers[step.id] as MoodBoardAnswer | undefined}
          submitted={submitted}
          labelledBy={labelledBy}
          describedBy={describedBy}
          help={help}
        />
      );
  }
}

const ARROW_UP = new Set(["ArrowRight", "ArrowUp", "PageUp"]);
const ARROW_DOWN = new Set(["ArrowLeft", "ArrowDown", "PageDown"]);

/**
 * A 1–10 slider that starts unset ("Not answered yet"): the first touch, click or arrow key sets a
 * score (the keyboard starts from the middle), or "Keep the middle" sets it explicitly. Until then
 * the range input has no name, so nothing is submitted and the server asks "Skip this question?".
 */
function SliderField(props: {
  step: Extract<QuestionStep, { kind: "slider" }>;
  answers: Record<string, AnswerValue>;
  submitted?: Fields;
  labelledBy: string;
  describedBy?: string;
  help: React.ReactNode;
}) {
  const { step, answers, submitted, labelledBy, describedBy, help } = props;
  const stored = submitted ? asText(submitted.answer) : answers[step.id];
  const initial = typeof stored === "number" ? stored : Number.parseInt(asText(stored), 10);
  const [score, setScore] = useState<number | null>(Number.isInteger(initial) ? initial : null);
  const input = useRef<HTMLInputElement>(null);
  const middle = sliderMiddle(step.min, step.max);
  const detail = submitted ? asText(submitted.detail) : asText(answers[`${step.id}-detail`]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (score !== null) return;
    const next = ARROW_UP.has(event.key)
      ? Math.ceil(middle === Math.ceil(middle) ? middle + 1 : middle)
      : ARROW_DOWN.has(event.key)
        ? Math.floor(middle === Math.floor(middle) ? middle - 1 : middle)
        : event.key === "Home"
          ? step.min
          : event.key === "End"
            ? step.max
            : null;
    if (next === null) return;
    event.preventDefault();
    setScore(next);
  }

  const unsetText = m.blueprint_not_answered_yet();
  return (
    <div className="space-y-6">
      <div>
        {help}
        <div className="mt-6 flex items-center gap-4">
          <input
            ref={input}
            type="range"
            id="answer"
            name={score === null ? undefined : "answer"}
            min={step.min}
            max={step.max}
            step={1}
            value={score ?? Math.floor(middle)}
            onChange={(event) => setScore(Number(event.currentTarget.value))}
            onPointerUp={(event) => setScore(Number(event.currentTarget.value))}
            onKeyDown={onKeyDown}
            data-unset={score === null ? "" : undefined}
            className="range-input w-full"
            aria-labelledby={labelledBy}
            aria-describedby={[describedBy, `${step.id}-ends`].filter(Boolean).join(" ")}
            aria-valuetext={score === null ? unsetText : m.blueprint_score_out_of({ score, max: step.max })}
          />
          <output
            htmlFor="answer"
            aria-live="polite"
            className={`min-w-14 text-center font-bold ${score === null ? "text-sm text-slate-600" : "text-3xl text-brand-900"}`}
          >
            {score ?? unsetText}
          </output>
        </div>
        <p id={`${step.id}-ends`} className="mt-2 flex justify-between gap-4 text-sm text-slate-700">
          <span>
            {step.min} = {step.minLabel}
          </span>
          <span className="text-right">
            {step.max} = {step.maxLabel}
          </span>
        </p>
        {score === null && (
          <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <span>{m.blueprint_slider_help()}</span>
            <button
              type="button"
              className="btn-secondary min-h-11 py-1.5 text-sm"
              onClick={() => {
                setScore(Math.floor(middle));
                input.current?.focus();
              }}
            >
              {m.blueprint_keep_middle({ middle: Math.floor(middle) })}
            </button>
          </p>
        )}
      </div>
      <div>
        <label htmlFor="detail" className="block font-semibold text-slate-900">
          {step.detailPrompt} <span className="font-normal text-slate-700">{m.blueprint_optional()}</span>
        </label>
        <textarea
          id="detail"
          name="detail"
          className="field-input mt-2 min-h-32"
          defaultValue={detail}
          maxLength={5000}
        />
      </div>
    </div>
  );
}

const IMAGE_NAME = /\.(png|jpe?g|gif|webp)$/i;

function PdfIcon() {
  return (
    <svg viewBox="0 0 48 60" className="h-24 w-20 text-accent" aria-hidden="true" focusable="false">
      <path
        d="M4 2h28l12 12v42a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z"
        className="fill-surface"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M32 2v12h12" className="fill-sand" stroke="currentColor" strokeWidth="2" />
      <rect x="8" y="36" width="32" height="14" rx="2" fill="currentColor" />
      <text x="24" y="46.5" textAnchor="middle" fontSize="10" fontWeight="700" className="fill-on-ink">
        PDF
      </text>
      <path d="M10 20h20M10 25h26M10 30h16" className="stroke-line-strong" strokeWidth="2" />
    </svg>
  );
}

/**
 * Mood board: a link and/or one image or PDF. The file can be dropped on the drop zone or chosen;
 * the chosen or saved file is previewed (an image as a thumbnail, a PDF as a document icon) and
 * can be replaced or removed before Continue saves it through the existing upload path.
 */
function MoodBoardField(props: {
  step: Extract<QuestionStep, { kind: "moodboard" }>;
  saved?: MoodBoardAnswer;
  submitted?: Fields;
  labelledBy: string;
  describedBy?: string;
  help: React.ReactNode;
}) {
  const { step, saved, submitted, labelledBy, describedBy, help } = props;
  const locale = useLocale();
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ name: string; type: string; preview: string | null } | null>(null);
  const [keepSaved, setKeepSaved] = useState(Boolean(saved?.fileId));
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const url = submitted ? asText(submitted.url) : (saved?.url ?? "");

  function choose(file: File | undefined) {
    if (!file) return;
    setChosen({ name: file.name, type: file.type, preview: null });
    setAnnouncement(m.blueprint_selected_file({ name: file.name }));
    // A data: URL (the content security policy allows those for images, not blob: URLs).
    if (!file.type.startsWith("image/")) return;
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === "string" &&
      setChosen((current) =>
        current?.name === file.name ? { ...current, preview: reader.result as string } : current,
      );
    reader.readAsDataURL(file);
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    const files = event.dataTransfer.files;
    if (!files.length || !fileInput.current) return;
    fileInput.current.files = files;
    choose(files[0]);
  }

  function remove() {
    if (fileInput.current) fileInput.current.value = "";
    if (chosen) setChosen(null);
    else setKeepSaved(false);
    setAnnouncement(m.blueprint_file_removed());
  }

  const savedFile = keepSaved && saved?.fileId ? saved : null;
  const shown = chosen
    ? { name: chosen.name, image: chosen.preview, pdf: chosen.type === "application/pdf" }
    : savedFile
      ? {
          name: savedFile.fileName ?? m.blueprint_saved_file_fallback(),
          image: IMAGE_NAME.test(savedFile.fileName ?? "")
            ? `/hob/uploads/${encodeURIComponent(savedFile.fileId!)}`
            : null,
          pdf: !IMAGE_NAME.test(savedFile.fileName ?? ""),
        }
      : null;

  return (
    <fieldset className="space-y-6" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {help}
      <div>
        <label htmlFor="url" className="field-label">
          {step.urlLabel} <span className="font-normal text-slate-700">{m.blueprint_optional()}</span>
        </label>
        <input
          id="url"
          name="url"
          type="url"
          className="field-input"
          defaultValue={url}
          placeholder="https://"
          maxLength={2000}
        />
      </div>
      <div>
        <p id="file-label" className="field-label">
          {step.fileLabel} <span className="font-normal text-slate-700">{m.blueprint_optional()}</span>
        </p>
        {/* The file input stays in the form (and works without JavaScript); the drop zone is its label. */}
        <input
          ref={fileInput}
          id="file"
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
          className="peer sr-only"
          aria-labelledby="file-label"
          aria-describedby="file-hint file-chosen"
          onChange={(event) => choose(event.currentTarget.files?.[0])}
        />
        {shown ? (
          <div className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-300 bg-slate-50 p-4">
            {shown.image ? (
              <img
                src={shown.image}
                alt={m.blueprint_preview_of({ name: shown.name })}
                className="h-24 w-24 rounded-md border border-slate-200 bg-white object-cover"
              />
            ) : shown.pdf ? (
              <PdfIcon />
            ) : (
              <span aria-hidden="true" className="h-24 w-24 rounded-md border border-slate-200 bg-white" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-all text-slate-900">{shown.name}</p>
              <p className="text-sm text-slate-700">
                {chosen ? m.blueprint_saved_on_continue() : m.blueprint_saved_with_answer()}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <label
                  htmlFor="file"
                  className="btn-secondary min-h-11 cursor-pointer py-1.5 text-sm peer-focus-visible:outline-2"
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={onDrop}
                >
                  {m.blueprint_replace()}
                  <span className="sr-only"> {shown.name}</span>
                </label>
                <button type="button" className="btn-secondary min-h-11 py-1.5 text-sm" onClick={remove}>
                  {m.blueprint_remove()}
                  <span className="sr-only"> {shown.name}</span>
                </button>
              </div>
            </div>
          </div>
        ) : (
          <label
            htmlFor="file"
            onDragEnter={() => setDragging(true)}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${
              dragging ? "border-brand-700 bg-brand-50" : "border-slate-400 bg-white hover:border-brand-700"
            }`}
          >
            <svg viewBox="0 0 24 24" className="h-10 w-10 text-brand-700" aria-hidden="true" focusable="false">
              <path
                d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="font-semibold text-slate-900">{m.blueprint_drop_here()}</span>
            <span className="text-brand-700 underline underline-offset-2">{m.blueprint_choose_file()}</span>
          </label>
        )}
        <p id="file-hint" className="mt-2 text-sm text-slate-700">
          {m.blueprint_file_hint({ limit: formatFileSize(MOOD_BOARD_UPLOAD_LIMITS.fileBytes, locale) })}
        </p>
        <p id="file-chosen" className="mt-1 text-sm font-medium text-slate-800" aria-live="polite">
          {chosen
            ? m.blueprint_selected_file({ name: chosen.name })
            : savedFile?.fileName
              ? m.blueprint_saved_file({ name: savedFile.fileName })
              : ""}
          <span className="sr-only">{announcement && !chosen && !savedFile ? announcement : ""}</span>
        </p>
        {savedFile && !chosen && <input type="hidden" name="keepFile" value="1" />}
      </div>
    </fieldset>
  );
}
