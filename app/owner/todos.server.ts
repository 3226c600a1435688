/**
 * The owner's to-do list (product.md §3-§5, decisions.md §8). Every query is scoped to the owner's
 * user id in the query itself, so another user's id never reads or changes anything.
 */
import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { todos } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { TodoInputSchema } from "./todo-form.ts";

// The new task's form: a plain module the page also runs (docs/decisions/024-forms-with-conform.md).
export { TODO_DESCRIPTION_MAX_LENGTH, TODO_TITLE_MAX_LENGTH, TodoInputSchema } from "./todo-form.ts";

export const NEW_TODO_STATUS = "Waiting";

export type TodoInput = z.input<typeof TodoInputSchema>;
export type Todo = typeof todos.$inferSelect;

/** The user's to-dos, newest first. */
export function listTodos(db: Db, userId: string): Promise<Todo[]> {
  return db.select().from(todos).where(eq(todos.userId, userId)).orderBy(desc(todos.createdAt), desc(todos.id));
}

/** Validates (throws a ZodError on bad input) and stores a new, open to-do with status 'Waiting'. */
export async function addTodo(db: Db, userId: string, input: TodoInput): Promise<Todo> {
  const { title, description, priority } = TodoInputSchema.parse(input);
  const [row] = await db
    .insert(todos)
    .values({ userId, title, description, priority, isCompleted: false, status: NEW_TODO_STATUS })
    .returning();
  return row!;
}

/** Marks one of the user's to-dos completed or open again; false when the user has no such to-do. */
export async function setTodoCompleted(db: Db, userId: string, id: number, completed: boolean): Promise<boolean> {
  const rows = await db
    .update(todos)
    .set({ isCompleted: completed })
    .where(and(eq(todos.id, id), eq(todos.userId, userId)))
    .returning({ id: todos.id });
  return rows.length > 0;
}

/** Deletes one of the user's to-dos; false when the user has no such to-do. */
export async function deleteTodo(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(todos)
    .where(and(eq(todos.id, id), eq(todos.userId, userId)))
    .returning({ id: todos.id });
  return rows.length > 0;
}
