/** The e-mails a test reads back from the outbox, as they would be sent. */
import { desc, eq } from "drizzle-orm";
import { emailOutbox } from "../../app/lib/db/schema.ts";
import type { Db } from "../../app/lib/db.server.ts";

/** Every e-mail queued to `email`, the latest first. */
export function mailsTo(db: Db, email: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id));
}

/** The latest e-mail queued to `email`, or undefined. */
export async function lastMailTo(db: Db, email: string) {
  const [mail] = await mailsTo(db, email).limit(1);
  return mail;
}
