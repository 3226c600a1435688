import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { Field } from "~/components/ui/field";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { say } from "~/lib/contact-fields";
import { TODO_PRIORITIES, type TodoPriority } from "~/lib/db/todo-priorities";
import { getDb } from "~/lib/db.server";
import { actionFailure } from "~/lib/http.server";
import type { Locale } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { dateFormat, intlLocale } from "~/lib/intl";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { parseSubmission, submissionErrors } from "~/lib/submission";
import { TodoInputSchema } from "~/owner/todo-form";
import {
  addTodo,
  deleteTodo,
  listTodos,
  NEW_TODO_STATUS,
  setTodoCompleted,
  TODO_DESCRIPTION_MAX_LENGTH,
  TODO_TITLE_MAX_LENGTH,
} from "~/owner/todos.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/todo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.owner_todo_title(), noindex: true });

const MAX_SERIAL_ID = 2_147_483_647;

const TodoIdSchema = z.coerce
  .number(say(m.owner_todo_choose_task))
  .int(say(m.owner_todo_choose_task))
  .positive(say(m.owner_todo_choose_task))
  .max(MAX_SERIAL_ID, say(m.owner_todo_choose_task));

/** The two one-button forms of each task; `intent` says which one was sent (the new task's form has its own). */
const TodoActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("toggle"),
      id: TodoIdSchema,
      completed: z.enum(["true", "false"], say(m.owner_todo_choose_toggle)).transform((value) => value === "true"),
    }),
    z.object({ intent: z.literal("delete"), id: TodoIdSchema }),
  ],
  say(m.owner_todo_unknown_action),
);

type Intent = z.infer<typeof TodoActionSchema>["intent"] | "add";
type TodoField = "title" | "description" | "priority";

export interface TodoActionData {
  ok: boolean;
  intent: Intent | null;
  /** Success, announced politely. */
  message?: string;
  /** Failure that is not about one field. */
  error?: string;
  fieldErrors?: Partial<Record<TodoField, string>>;
  /** What was sent (the form's `result` keeps it too, for the page). */
  values?: { title: string; description: string; priority: string };
  addedId?: number;
  /** The new task form's Conform result (lib/submission.ts). */
  result?: SubmissionResult<string[]>;
}

export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "admin");
  const todos = await listTodos(await getDb(), user.id);
  return {
    todos: todos.map((todo) => ({
      id: todo.id,
      title: todo.title,
      description: todo.description,
      // The stored status, as the owner reads it.
      status: todo.status === NEW_TODO_STATUS ? m.owner_todo_status_Waiting() : todo.status,
      priority: todo.priority,
      isCompleted: todo.isCompleted,
      createdAt: todo.createdAt.toISOString(),
    })),
    priorities: TODO_PRIORITIES,
    maxLength: { title: TODO_TITLE_MAX_LENGTH, description: TODO_DESCRIPTION_MAX_LENGTH },
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireRole(args, "admin");
  const payload = await args.request.formData();
  const form = Object.fromEntries(payload);
  const intent = readIntent(form.intent);
  const sent = () => ({ title: text(form.title), description: text(form.description), priority: text(form.priority) });

  if (intent === "add") {
    // The new task's form, over the schema the page also runs.
    const submission = parseSubmission(payload, TodoInputSchema);
    if (submission.status !== "success") {
      const result = submission.reply();
      const fieldErrors: Partial<Record<TodoField, string>> = submissionErrors(result);
      return data<TodoActionData>({ ok: false, intent, fieldErrors, values: sent(), result }, { status: 400 });
    }
    try {
      const todo = await addTodo(await getDb(), user.id, submission.value);
      // The form starts empty again, priority back to Medium.
      return data<TodoActionData>({
        ok: true,
        intent: "add",
        message: m.owner_todo_added(),
        addedId: todo.id,
        result: submission.reply({ resetForm: true }),
      });
    } catch (cause) {
      const { status, message } = actionFailure(cause, args.request, { userId: user.id, intent: "add" });
      const error = m.owner_todo_add_failed({ reason: message });
      return data<TodoActionData>(
        { ok: false, intent: "add", error, values: sent(), result: submission.reply({ formErrors: [error] }) },
        { status },
      );
    }
  }

  const parsed = TodoActionSchema.safeParse(form);
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message;
    return data<TodoActionData>({ ok: false, intent, error }, { status: 400 });
  }
  const db = await getDb();
  const input = parsed.data;

  // A stale page (or a forged id) must hear that nothing changed, never silence.
  const notFound = data<TodoActionData>(
    { ok: false, intent: input.intent, error: m.owner_todo_not_found() },
    { status: 404 },
  );
  try {
    if (input.intent === "toggle") {
      if (!(await setTodoCompleted(db, user.id, input.id, input.completed))) return notFound;
      return data<TodoActionData>({
        ok: true,
        intent: "toggle",
        message: input.completed ? m.owner_todo_marked_done() : m.owner_todo_marked_open(),
      });
    }
    if (!(await deleteTodo(db, user.id, input.id))) return notFound;
    return data<TodoActionData>({ ok: true, intent: "delete", message: m.owner_todo_deleted() });
  } catch (cause) {
    const { status, message } = actionFailure(cause, args.request, { userId: user.id, intent: input.intent });
    const error =
      input.intent === "toggle"
        ? m.owner_todo_update_failed({ reason: message })
        : m.owner_todo_delete_failed({ reason: message });
    return data<TodoActionData>({ ok: false, intent: input.intent, error }, { status });
  }
}

function readIntent(value: FormDataEntryValue | undefined): Intent | null {
  return value === "add" || value === "toggle" || value === "delete" ? value : null;
}

function text(value: FormDataEntryValue | undefined) {
  return typeof value === "string" ? value : "";
}

const priorityStyles: Record<TodoPriority, string> = {
  High: "bg-red-100 text-red-800 ring-red-300",
  Medium: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  Low: "bg-green-100 text-green-800 ring-green-300",
};

const addedOn = (iso: string, locale: Locale) =>
  dateFormat(intlLocale[locale], { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );

/** The stored priority, as the owner reads it. */
const priorityLabels: Record<TodoPriority, () => string> = {
  High: m.owner_todo_priority_High,
  Medium: m.owner_todo_priority_Medium,
  Low: m.owner_todo_priority_Low,
};
const priorityLabel = (priority: TodoPriority) => priorityLabels[priority]();

type TodoItemData = Route.ComponentProps["loaderData"]["todos"][number];

export default function TodoPage({ loaderData, actionData }: Route.ComponentProps) {
  const { todos, priorities, maxLength } = loaderData;
  const navigation = useNavigation();
  // Present while a form is submitted and while the page reloads its data afterwards.
  const pending = navigation.formData;
  const adding = pending?.get("intent") === "add";

  const addResult = actionData?.intent === "add" ? actionData : undefined;
  const listError = actionData && !actionData.ok && actionData.intent !== "add" ? actionData.error : undefined;
  const { formProps, fields, summary } = useSchemaForm({
    id: "new-task",
    schema: TodoInputSchema,
    lastResult: addResult?.result,
    defaultValue: { title: "", description: "", priority: "Medium" },
  });

  // After a task is added, the emptied form is ready for the next one.
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (actionData?.ok && actionData.intent === "add") titleRef.current?.focus();
  }, [actionData]);

  return (
    <div className="container-page pt-10 sm:pt-16">
      <h1 className="font-display text-title font-normal text-ink">{m.owner_todo_title()}</h1>
      <p className="mt-3 text-lead text-ink-soft">{m.owner_todo_lead()}</p>

      <section aria-labelledby="add-task-heading" className="card mt-8 max-w-2xl">
        <h2 id="add-task-heading" className="text-xl font-bold text-brand-900">
          {m.owner_todo_add_heading()}
        </h2>
        <Form method="post" {...formProps} preventScrollReset className="mt-4 space-y-4">
          {/* Each message names its field ("Title is required."), so the summary lists them as they are. */}
          <SchemaFormSummary {...summary} />
          <input type="hidden" name="intent" value="add" />
          <Field
            {...fieldProps(fields.title)}
            ref={titleRef}
            label={m.owner_todo_field_title()}
            maxLength={maxLength.title}
          />
          <Field
            {...fieldProps(fields.description)}
            as="textarea"
            label={
              <>
                {m.owner_todo_field_description()}{" "}
                <span className="font-normal text-muted">{m.owner_todo_optional()}</span>
              </>
            }
            required={false}
            rows={3}
            inputClassName="min-h-0"
            maxLength={maxLength.description}
          />
          <Field
            {...fieldProps(fields.priority)}
            as="select"
            label={m.owner_todo_field_priority()}
            // Always has a value (Medium by default), so not `required`: HTML asks a required select to start empty.
            required={false}
          >
            {priorities.map((priority) => (
              <option key={priority} value={priority}>
                {priorityLabel(priority)}
              </option>
            ))}
          </Field>
          <button type="submit" className="btn-primary" disabled={adding}>
            {adding ? m.owner_todo_adding() : m.owner_todo_add()}
          </button>
        </Form>
      </section>

      <section aria-labelledby="tasks-heading" className="mt-10 max-w-3xl">
        <h2 id="tasks-heading" className="text-xl font-bold text-brand-900">
          {m.owner_todo_tasks()}
        </h2>
        <div aria-live="polite" className="mt-4 empty:hidden">
          {actionData?.ok && actionData.message ? <p className="alert-success">{actionData.message}</p> : null}
        </div>
        {listError ? (
          <p role="alert" className="alert-danger mt-4">
            {listError}
          </p>
        ) : null}
        {todos.length === 0 ? (
          <p className="mt-4 text-slate-700">{m.owner_todo_empty()}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {todos.map((todo) => (
              <TodoItem
                key={todo.id}
                todo={todo}
                pending={pending?.get("id") === String(todo.id) ? pending : undefined}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function TodoItem({ todo, pending }: { todo: TodoItemData; pending?: FormData }) {
  const locale = useLocale();
  // While a Complete/Undo is on its way, show the state it asks for.
  const completed = pending?.get("intent") === "toggle" ? pending.get("completed") === "true" : todo.isCompleted;
  const deleting = pending?.get("intent") === "delete";
  // Struck through when done, and said in words too (the "Completed" badge below).
  const done = completed ? "text-slate-600 line-through" : "text-slate-800";

  return (
    <li
      className={`card flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between${deleting ? " opacity-60" : ""}`}
    >
      <div className="min-w-0">
        <h3 className={`text-lg font-semibold break-words ${done}`}>{todo.title}</h3>
        {todo.description ? <p className={`mt-1 break-words whitespace-pre-line ${done}`}>{todo.description}</p> : null}
        <ul className="mt-3 flex flex-wrap items-center gap-2 text-sm" aria-label={m.owner_todo_details()}>
          <li className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-800">
            {m.owner_todo_status({ status: todo.status })}
          </li>
          <li className={`rounded-full px-2.5 py-0.5 font-semibold ring-1 ring-inset ${priorityStyles[todo.priority]}`}>
            {m.owner_todo_priority({ priority: priorityLabel(todo.priority) })}
          </li>
          {completed ? (
            <li className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">
              {m.owner_todo_completed_badge()}
            </li>
          ) : null}
          <li className="text-slate-600">
            {m.owner_todo_added_on()} <time dateTime={todo.createdAt}>{addedOn(todo.createdAt, locale)}</time>
          </li>
        </ul>
      </div>
      <div className="flex shrink-0 gap-2">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="toggle" />
          <input type="hidden" name="id" value={todo.id} />
          <input type="hidden" name="completed" value={String(!todo.isCompleted)} />
          <button type="submit" className="btn-secondary" disabled={Boolean(pending)}>
            {todo.isCompleted ? m.owner_todo_undo() : m.owner_todo_complete()}
            <span className="sr-only"> “{todo.title}”</span>
          </button>
        </Form>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={todo.id} />
          <button
            type="submit"
            className="btn border border-red-700 bg-white text-red-800 hover:bg-red-50"
            disabled={Boolean(pending)}
          >
            {m.owner_todo_delete()}
            <span className="sr-only"> “{todo.title}”</span>
          </button>
        </Form>
      </div>
    </li>
  );
}
