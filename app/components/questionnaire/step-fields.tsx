import { useState } from "react";
import { Link } from "react-router";
import type { AnswerValue, MoodBoardAnswer } from "~/questionnaires/answers";
import type { QuestionStep } from "~/questionnaires/types";
import { ChoiceChips } from "./choice-chips";

type Fields = Record<string, string | string[]>;

const asList = (value: unknown) =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
const asText = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/** The inputs of one question step, pre-filled from what was submitted (after an error) or saved. */
export function StepFields(props: {
  step: QuestionStep;
  answers: Record<string, AnswerValue>;
  submitted?: Fields;
  stage: "first" | "final" | null;
  errorId?: string;
  stageUrl: string;
}) {
  const { step, answers, submitted, stage, errorId, stageUrl } = props;
  const helpId = step.help ? `${step.id}-help` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(" ") || undefined;

  switch (step.kind) {
    case "text":
    case "textarea": {
      const value = submitted ? asText(submitted.answer) : asText(answers[step.id]);
      const Input = step.kind === "text" ? "input" : "textarea";
      return (
        <div>
          <label htmlFor="answer" className="block text-lg font-semibold text-slate-900">
            {step.prompt}
          </label>
          {step.help && (
            <p id={helpId} className="mt-1 text-slate-700">
              {step.help}
            </p>
          )}
          <Input
            id="answer"
            name="answer"
            className={`field-input mt-3 ${step.kind === "textarea" ? "min-h-48" : ""}`}
            defaultValue={value}
            placeholder={step.placeholder}
            maxLength={step.kind === "text" ? 1000 : 10_000}
            aria-describedby={describedBy}
            aria-invalid={errorId ? true : undefined}
          />
        </div>
      );
    }
    case "slider":
      return <SliderField step={step} answers={answers} submitted={submitted} describedBy={describedBy} />;
    case "chips": {
      const initial = submitted ? asList(submitted.answer) : asList(answers[step.id]);
      return (
        <ChoiceChips
          key={step.id}
          name="answer"
          legend={step.prompt}
          help={step.help}
          options={step.options}
          min={step.min}
          max={step.max}
          initial={initial}
          describedBy={errorId}
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
              legend={step.firstPrompt}
              help={step.help}
              options={step.options.map((value) => ({ value }))}
              min={step.firstCount}
              max={step.firstCount}
              initial={initial}
              describedBy={errorId}
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
            legend={step.finalPrompt}
            options={top.map((value) => ({ value }))}
            min={step.finalMin}
            max={step.finalMax}
            initial={initial}
            describedBy={errorId}
          />
          <p className="mt-4 text-sm">
            <Link to={stageUrl}>Change my top {step.firstCount} values</Link>
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
          describedBy={describedBy}
        />
      );
  }
}

function SliderField(props: {
  step: Extract<QuestionStep, { kind: "slider" }>;
  answers: Record<string, AnswerValue>;
  submitted?: Fields;
  describedBy?: string;
}) {
  const { step, answers, submitted, describedBy } = props;
  const initial =
    Number(submitted ? asText(submitted.answer) : (answers[step.id] ?? step.defaultValue)) || step.defaultValue;
  const [score, setScore] = useState(initial);
  const detail = submitted ? asText(submitted.detail) : asText(answers[`${step.id}-detail`]);
  return (
    <div className="space-y-6">
      <div>
        <label htmlFor="answer" className="block text-lg font-semibold text-slate-900">
          {step.prompt}
        </label>
        {step.help && (
          <p id={`${step.id}-help`} className="mt-1 text-slate-700">
            {step.help}
          </p>
        )}
        <div className="mt-4 flex items-center gap-4">
          <input
            type="range"
            id="answer"
            name="answer"
            min={step.min}
            max={step.max}
            step={1}
            defaultValue={initial}
            onChange={(event) => setScore(Number(event.currentTarget.value))}
            className="w-full accent-brand-700"
            aria-describedby={[describedBy, `${step.id}-ends`].filter(Boolean).join(" ")}
            aria-valuetext={`${score} out of ${step.max}`}
          />
          <output htmlFor="answer" className="w-14 text-center text-2xl font-bold text-brand-900">
            {score}
          </output>
        </div>
        <p id={`${step.id}-ends`} className="mt-1 flex justify-between text-sm text-slate-700">
          <span>
            {step.min} = {step.minLabel}
          </span>
          <span>
            {step.max} = {step.maxLabel}
          </span>
        </p>
      </div>
      <div>
        <label htmlFor="detail" className="block font-semibold text-slate-900">
          {step.detailPrompt}
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

function MoodBoardField(props: {
  step: Extract<QuestionStep, { kind: "moodboard" }>;
  saved?: MoodBoardAnswer;
  submitted?: Fields;
  describedBy?: string;
}) {
  const { step, saved, submitted, describedBy } = props;
  const [chosen, setChosen] = useState<string | null>(null);
  const url = submitted ? asText(submitted.url) : (saved?.url ?? "");
  return (
    <fieldset className="space-y-5" aria-describedby={describedBy}>
      <legend className="text-lg font-semibold text-slate-900">{step.prompt}</legend>
      {step.help && (
        <p id={`${step.id}-help`} className="text-slate-700">
          {step.help}
        </p>
      )}
      <div>
        <label htmlFor="url" className="field-label">
          {step.urlLabel}
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
        <label htmlFor="file" className="field-label">
          {step.fileLabel}
        </label>
        <input
          id="file"
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
          className="block w-full text-sm text-slate-800 file:mr-4 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
          aria-describedby="file-hint file-chosen"
          onChange={(event) => setChosen(event.currentTarget.files?.[0]?.name ?? null)}
        />
        <p id="file-hint" className="mt-1 text-sm text-slate-600">
          JPEG, PNG, WebP, GIF or PDF, up to 10 MB.
        </p>
        <p id="file-chosen" className="mt-1 text-sm font-medium text-slate-800" aria-live="polite">
          {chosen ? `Selected file: ${chosen}` : saved?.fileName ? `Saved file: ${saved.fileName}` : ""}
        </p>
        {saved?.fileId && <input type="hidden" name="keepFile" value="1" />}
      </div>
    </fieldset>
  );
}
