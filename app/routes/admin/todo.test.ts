import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, get, isRedirect, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { todos } from "../../lib/db/schema.ts";
import { addTodo, listTodos } from "../../owner/todos.server.ts";
import { action, loader, type TodoActionData } from "./todo.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(todos);
});

async function act(fields: Record<string, string>, cookie = admin.cookie) {
  const result = (await run(() => action(args(postForm("/todo", fields, cookie))))) as {
    data: TodoActionData;
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, data: result.data };
}

async function allTodos() {
  return database.db.select().from(todos).orderBy(todos.id);
}

describe("who may use /todo", () => {
  it("sends an anonymous visitor to log in, for the page and the action", async () => {
    expect(isRedirect(await run(() => loader(args(get("/todo")))), "/auth?redirectTo=%2Ftodo")).toBe(true);
    const posted = await run(() => action(args(postForm("/todo", { intent: "add", title: "Sneaky" }))));
    expect(isRedirect(posted, "/auth?redirectTo=%2Ftodo")).toBe(true);
    expect(await allTodos()).toHaveLength(0);
  });

  it.each(["user", "client"] as const)("sends a %s back to the dashboard and writes nothing", async (role) => {
    const { cookie } = await signedInUser(role);
    expect(isRedirect(await run(() => loader(args(get("/todo", cookie)))), "/dashboard")).toBe(true);
    const posted = await run(() => action(args(postForm("/todo", { intent: "add", title: "Sneaky" }, cookie))));
    expect(isRedirect(posted, "/dashboard")).toBe(true);
    expect(await allTodos()).toHaveLength(0);
  });

  it("shows the admin their own tasks only, newest first, with the form's options", async () => {
    const other = await signedInUser("admin");
    await addTodo(database.db, admin.id, { title: "Older", priority: "Low" });
    await addTodo(database.db, other.id, { title: "Someone else's" });
    await addTodo(database.db, admin.id, { title: "Newer", description: "Details", priority: "High" });

    const data = await loader(args(get("/todo", admin.cookie)));
    expect(data.todos.map((t) => t.title)).toEqual(["Newer", "Older"]);
    expect(data.todos[0]).toMatchObject({
      description: "Details",
      status: "Waiting",
      priority: "High",
      isCompleted: false,
    });
    expect(data.priorities).toEqual(["Low", "Medium", "High"]);
    expect(data.maxLength).toEqual({ title: 200, description: 2000 });
  });
});

describe("adding", () => {
  it("adds a trimmed task with priority Medium by default and returns what resets the form", async () => {
    const result = await act({ intent: "add", title: "  Book the studio ", description: " Friday " });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ ok: true, intent: "add", message: "Task added." });
    const [row] = await allTodos();
    expect(row).toMatchObject({
      userId: admin.id,
      title: "Book the studio",
      description: "Friday",
      priority: "Medium",
      status: "Waiting",
      isCompleted: false,
    });
    expect(result.data.addedId).toBe(row?.id);
  });

  it("refuses a blank title with a field error, keeps the typed values and writes nothing", async () => {
    const result = await act({ intent: "add", title: "   ", description: "Keep me", priority: "High" });
    expect(result.status).toBe(400);
    expect(result.data.ok).toBe(false);
    expect(result.data.fieldErrors).toEqual({ title: "Title is required." });
    expect(result.data.values).toEqual({ title: "   ", description: "Keep me", priority: "High" });
    expect(await allTodos()).toHaveLength(0);
  });

  it("refuses an unknown priority and an over-long title", async () => {
    const result = await act({ intent: "add", title: "x".repeat(201), priority: "Urgent" });
    expect(result.status).toBe(400);
    expect(result.data.fieldErrors).toEqual({
      title: "Title must be at most 200 characters.",
      priority: "Priority must be Low, Medium or High.",
    });
    expect(await allTodos()).toHaveLength(0);
  });
});

describe("the new task form's answer for the page (issue 25)", () => {
  it("gives Conform's result: one entry per refused field, and a reset once the task is added", async () => {
    const refused = await act({ intent: "add", title: " ", description: "x".repeat(2001) });
    expect(refused.status).toBe(400);
    expect(refused.data.result).toMatchObject({
      status: "error",
      error: { title: ["Title is required."], description: ["Description must be at most 2000 characters."] },
    });
    const added = await act({ intent: "add", title: "Order prints", priority: "Low" });
    expect(added.data).toMatchObject({ ok: true, result: { initialValue: null } });
  });
});

describe("when the database refuses the new task", () => {
  it("says 'Error adding task: …' (the spec's words) without the database's own text, and keeps the typed values", async () => {
    // PostgreSQL text cannot hold a NUL character: a real insert failure, no mocks.
    const result = await act({ intent: "add", title: "Broken\u0000title", priority: "Low" });
    expect(result.status).toBe(500);
    expect(result.data.error).toMatch(/^Error adding task: Something went wrong on our side/);
    expect(result.data.error).not.toMatch(/insert|query|todos|byte|UTF8|0x00/i);
    expect(result.data.values).toMatchObject({ priority: "Low" });
    expect(await allTodos()).toHaveLength(0);
  });
});

describe("completing and deleting", () => {
  it("completes, undoes and deletes a task", async () => {
    const todo = await addTodo(database.db, admin.id, { title: "Retouch" });
    const id = String(todo.id);

    expect(await act({ intent: "toggle", id, completed: "true" })).toMatchObject({
      status: 200,
      data: { ok: true, intent: "toggle", message: "Task marked as completed." },
    });
    expect((await listTodos(database.db, admin.id))[0]?.isCompleted).toBe(true);

    expect((await act({ intent: "toggle", id, completed: "false" })).data.message).toBe(
      "Task marked as not completed.",
    );
    expect((await listTodos(database.db, admin.id))[0]?.isCompleted).toBe(false);

    expect(await act({ intent: "delete", id })).toMatchObject({
      status: 200,
      data: { ok: true, message: "Task deleted." },
    });
    expect(await allTodos()).toHaveLength(0);
  });

  it.each(["", "archive", "ADD"])("answers 400 'Unknown action.' to the intent %j", async (intent) => {
    const result = await act({ intent, title: "Nope", id: "1" });
    expect(result).toEqual({ status: 400, data: { ok: false, intent: null, error: "Unknown action." } });
    expect(await allTodos()).toHaveLength(0);
  });

  it.each<[string, Record<string, string>]>([
    ["no intent", { title: "Nope" }],
    ["an unknown intent", { intent: "archive", id: "1" }],
    ["a missing id", { intent: "delete" }],
    ["a non-numeric id", { intent: "delete", id: "abc" }],
    ["a negative id", { intent: "toggle", id: "-4", completed: "true" }],
    ["a fractional id", { intent: "delete", id: "1.5" }],
    ["an id beyond the column's range", { intent: "delete", id: "99999999999" }],
    ["a toggle without the wanted state", { intent: "toggle", id: "1" }],
  ])("answers 400 to %s and changes nothing", async (_, fields) => {
    const todo = await addTodo(database.db, admin.id, { title: "Untouched" });
    const result = await act(fields.id === "1" ? { ...fields, id: String(todo.id) } : fields);
    expect(result.status).toBe(400);
    expect(result.data.ok).toBe(false);
    expect(result.data.error).toEqual(expect.any(String));
    expect(await allTodos()).toEqual([
      expect.objectContaining({ id: todo.id, title: "Untouched", isCompleted: false }),
    ]);
  });

  it("answers 404 with a message for an unknown id", async () => {
    const attempts: Record<string, string>[] = [
      { intent: "toggle", id: "424242", completed: "true" },
      { intent: "delete", id: "424242" },
    ];
    for (const fields of attempts) {
      const result = await act(fields);
      expect(result.status).toBe(404);
      expect(result.data.error).toBe("That task was not found. It may already have been deleted.");
    }
  });

  it("answers 404 to another admin's task and leaves it alone", async () => {
    const other = await signedInUser("admin");
    const theirs = await addTodo(database.db, other.id, { title: "Not yours" });
    const id = String(theirs.id);
    expect((await act({ intent: "toggle", id, completed: "true" })).status).toBe(404);
    expect((await act({ intent: "delete", id })).status).toBe(404);
    expect(await allTodos()).toEqual([
      expect.objectContaining({ id: theirs.id, userId: other.id, isCompleted: false }),
    ]);
  });
});
