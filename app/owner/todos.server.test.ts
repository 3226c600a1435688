import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { createVerifiedUser } from "~/accounts/users.server";
import { todos } from "~/lib/db/schema";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { addTodo, deleteTodo, listTodos, setTodoCompleted, TodoInputSchema } from "./todos.server.ts";

let database: TestDatabase;
let alice: string;
let bob: string;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  alice = (
    await createVerifiedUser(database.db, { email: "alice@example.com", password: "long enough 1", role: "admin" })
  ).id;
  bob = (await createVerifiedUser(database.db, { email: "bob@example.com", password: "long enough 2", role: "admin" }))
    .id;
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(todos);
});

describe("adding and listing", () => {
  it("stores a trimmed, open task with status Waiting and priority Medium by default", async () => {
    const todo = await addTodo(database.db, alice, {
      title: "  Call the printer  ",
      description: "\n  Proofs for May \t",
    });
    expect(todo).toMatchObject({
      userId: alice,
      title: "Call the printer",
      description: "Proofs for May",
      priority: "Medium",
      status: "Waiting",
      isCompleted: false,
    });
  });

  it("keeps the chosen priority and allows no description", async () => {
    const todo = await addTodo(database.db, alice, { title: "Invoice", priority: "High" });
    expect(todo).toMatchObject({ title: "Invoice", description: "", priority: "High" });
  });

  it("lists only the user's own tasks, newest first", async () => {
    const first = await addTodo(database.db, alice, { title: "First" });
    const second = await addTodo(database.db, alice, { title: "Second" });
    await addTodo(database.db, bob, { title: "Bob's" });
    const third = await addTodo(database.db, alice, { title: "Third" });
    expect((await listTodos(database.db, alice)).map((t) => t.id)).toEqual([third.id, second.id, first.id]);
    expect((await listTodos(database.db, bob)).map((t) => t.title)).toEqual(["Bob's"]);
  });

  it.each([
    [{ title: "" }, "Title is required."],
    [{ title: "   \n\t " }, "Title is required."],
    [{ title: "x".repeat(201) }, "Title must be at most 200 characters."],
    [{ title: "Ok", description: "x".repeat(2001) }, "Description must be at most 2000 characters."],
    [{ title: "Ok", priority: "Urgent" }, "Priority must be Low, Medium or High."],
  ])("refuses %j and writes nothing", async (input, message) => {
    const attempt = addTodo(database.db, alice, input as Parameters<typeof addTodo>[2]);
    await expect(attempt).rejects.toThrow(ZodError);
    await expect(attempt).rejects.toThrow(message);
    expect(await database.db.select().from(todos)).toHaveLength(0);
  });

  it("accepts the limits exactly", () => {
    const parsed = TodoInputSchema.parse({
      title: ` ${"t".repeat(200)} `,
      description: "d".repeat(2000),
      priority: "Low",
    });
    expect(parsed.title).toHaveLength(200);
    expect(parsed.description).toHaveLength(2000);
  });
});

describe("completing and deleting", () => {
  it("completes, undoes and deletes the user's own task", async () => {
    const todo = await addTodo(database.db, alice, { title: "Edit photos" });
    expect(await setTodoCompleted(database.db, alice, todo.id, true)).toBe(true);
    expect((await listTodos(database.db, alice))[0]).toMatchObject({ isCompleted: true, status: "Waiting" });
    expect(await setTodoCompleted(database.db, alice, todo.id, false)).toBe(true);
    expect((await listTodos(database.db, alice))[0]?.isCompleted).toBe(false);
    expect(await deleteTodo(database.db, alice, todo.id)).toBe(true);
    expect(await listTodos(database.db, alice)).toEqual([]);
  });

  it("reports an unknown id as not changed", async () => {
    expect(await setTodoCompleted(database.db, alice, 999_999, true)).toBe(false);
    expect(await deleteTodo(database.db, alice, 999_999)).toBe(false);
  });

  it("never lets one user complete or delete another user's task", async () => {
    const bobs = await addTodo(database.db, bob, { title: "Bob's private task" });
    expect(await setTodoCompleted(database.db, alice, bobs.id, true)).toBe(false);
    expect(await deleteTodo(database.db, alice, bobs.id)).toBe(false);
    const [row] = await database.db.select().from(todos).where(eq(todos.id, bobs.id));
    expect(row).toMatchObject({ userId: bob, isCompleted: false, title: "Bob's private task" });
  });
});
