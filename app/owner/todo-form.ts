/**
 * The owner's new task form (the to-do list): one schema, read in the browser for instant feedback and by the
 * action and `addTodo` as the authority (app/lib/submission.ts). Plain module, safe in the browser bundle: its
 * messages name their field and are read when it fails, in the language of the page or of the request.
 */
import { z } from "zod";
import { say } from "~/lib/contact-fields";
import { TODO_PRIORITIES } from "~/lib/db/todo-priorities";
import { m } from "~/paraglide/messages";

export const TODO_TITLE_MAX_LENGTH = 200;
export const TODO_DESCRIPTION_MAX_LENGTH = 2000;

export const TodoInputSchema = z.object({
  title: z
    .string(say(m.owner_todo_title_required))
    .trim()
    .min(1, say(m.owner_todo_title_required))
    .max(
      TODO_TITLE_MAX_LENGTH,
      say(() => m.owner_todo_title_max({ max: TODO_TITLE_MAX_LENGTH })),
    ),
  description: z
    .string(say(m.owner_todo_description_text))
    .trim()
    .max(
      TODO_DESCRIPTION_MAX_LENGTH,
      say(() => m.owner_todo_description_max({ max: TODO_DESCRIPTION_MAX_LENGTH })),
    )
    .default(""),
  priority: z.enum(TODO_PRIORITIES, say(m.owner_todo_priority_invalid)).default("Medium"),
});
