/** A to-do's priorities. Their own module so the task form can name them without the database schema. */
export const TODO_PRIORITIES = ["Low", "Medium", "High"] as const;
export type TodoPriority = (typeof TODO_PRIORITIES)[number];
