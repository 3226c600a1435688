import { useEffect, useRef, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { Field } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { say } from "~/lib/contact-fields";
import { TODO_PRIORITIES, type TodoPriority } from "~/lib/db/schema";
import { getDb } from "~/lib/db.server";
import { actionFailure } from "~/lib/http.server";
import type { Locale } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { dateFormat, intlLocale } from "~/lib/intl";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import {
  addTodo,
  deleteTodo,
  listTodos,
  NEW_TODO_STATUS,
  setTodoCompleted,
  TODO_DESCRIPTION_MAX_LENGTH,
  TODO_TITLE_MAX_LENGTH,
  TodoInputSchema,
} from "~/lib/todos.server";
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

/** One schema for the three small forms of the page; `intent` says which one was sent. */
const TodoActionSchema = z.discriminatedUnion(
  "intent",
  [
    TodoInputSchema.extend({ intent: z.literal("add") }),
    z.object({
      intent: z.literal("toggle"),
      id: TodoIdSchema,
      completed: z.enum(["true", "false"], say(m.owner_todo_choose_toggle)).transform((value) => value === "true"),
    }),
    z.object({ intent: z.literal("delete"), id: TodoIdSchema }),
  ],
  say(m.owner_todo_unknown_action),
);

type Intent = z.infer<typeof TodoActionSchema>["intent"];
type TodoField = "title" | "description" | "priority";

export interface TodoActionData {
  ok: boolean;
  intent: Intent | null;
  /** Success, announced politely. */
  message?: string;
  /** Failure that is not about one field. */
  error?: string;
  fieldErrors?: Partial<Record<TodoField, string>>;
  /** What was sent, so a page rendered without JavaScript keeps the typed values. */
  values?: { title: string; description: string; priority: string };
  addedId?: number;
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
  const form = Object.fromEntries(await args.request.formData());
  const intent = readIntent(form.intent);
  const parsed = TodoActionSchema.safeParse(form);

  if (!parsed.success) {
    const fieldErrors: Partial<Record<TodoField, string>> = {};
    let error: string | undefined;
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (intent === "add" && (key === "title" || key === "description" || key === "priority")) {
        fieldErrors[key] ??= issue.message;
      } else {
        error ??= issue.message;
      }
    }
    if (intent !== "add") return data<TodoActionData>({ ok: false, intent, error }, { status: 400 });
    const values = { title: text(form.title), description: text(form.description), priority: text(form.priority) };
    return data<TodoActionData>({ ok: false, intent, error, fieldErrors, values }, { status: 400 });
  }

  const db = await getDb();
  const input = parsed.data;

  if (input.intent === "add") {
    try {
      const todo = await addTodo(db, user.id, input);
      return data<TodoActionData>({ ok: true, intent: "add", message: m.owner_todo_added(), addedId: todo.id });
    } catch (cause) {
      const { status, message } = actionFailure(cause, args.request, { userId: user.id, intent: "add" });
      const values = { title: input.title, description: input.description, priority: input.priority };
      return data<TodoActionData>(
        { ok: false, intent: "add", error: m.owner_todo_add_failed({ reason: message }), values },
        { status },
      );
    }
  }

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
  const fieldErrors = addResult?.ok === false ? (addResult.fieldErrors ?? {}) : {};
  const values = addResult?.ok === false ? addResult.values : undefined;
  const listError = actionData && !actionData.ok && actionData.intent !== "add" ? actionData.error : undefined;

  // A successful add remounts the form: empty fields, priority back to Medium, focus on the title.
  const [formVersion, setFormVersion] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (actionData?.ok && actionData.intent === "add") setFormVersion((version) => version + 1);
  }, [actionData]);
  useEffect(() => {
    if (formVersion > 0) titleRef.current?.focus();
  }, [formVersion]);

  return (
    <div className="container-page pt-10 sm:pt-16">
      <h1 className="font-display text-title font-normal text-ink">{m.owner_todo_title()}</h1>
      <p className="mt-3 text-lead text-ink-soft">{m.owner_todo_lead()}</p>

      <section aria-labelledby="add-task-heading" className="card mt-8 max-w-2xl">
        <h2 id="add-task-heading" className="text-xl font-bold text-brand-900">
          {m.owner_todo_add_heading()}
        </h2>
        <Form key={formVersion} ref={formRef} method="post" preventScrollReset noValidate className="mt-4 space-y-4">
          <FormErrorSummary
            errors={
              addResult?.ok === false
                ? { ...(addResult.error ? { form: addResult.error } : {}), ...addResult.fieldErrors }
                : null
            }
            labels={{
              title: m.owner_todo_field_title(),
              description: m.owner_todo_field_description(),
              priority: m.owner_todo_field_priority(),
            }}
            fieldIds={{ title: "todo-title", description: "todo-description", priority: "todo-priority" }}
          />
          <input type="hidden" name="intent" value="add" />
          <Field
            ref={titleRef}
            id="todo-title"
            name="title"
            label={m.owner_todo_field_title()}
            maxLength={maxLength.title}
            defaultValue={values?.title}
            error={fieldErrors.title}
          />
          <Field
            as="textarea"
            id="todo-description"
            name="description"
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
            defaultValue={values?.description}
            error={fieldErrors.description}
          />
          <Field
            as="select"
            id="todo-priority"
            name="priority"
            label={m.owner_todo_field_priority()}
            // Always has a value (Medium by default), so not `required`: HTML asks a required select to start empty.
            required={false}
            defaultValue={values?.priority || "Medium"}
            error={fieldErrors.priority}
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
