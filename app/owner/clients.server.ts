/** The owner's list of clients: who they are, how far they are in the Blueprint, their sessions. */
import { sql } from "drizzle-orm";
import { PHASES } from "~/blueprint/questionnaires/engine";
import { sessionSummaryByClient } from "~/booking/read-models.server";
import type { Db } from "~/lib/db.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { asDate, selectRows } from "./db-rows.server.ts";
import { formatInZone } from "./time.ts";

/** The list is for reading, not for a whole customer base at once: past this, the search narrows it. */
export const CLIENT_LIST_LIMIT = 200;

export interface ClientRow {
  id: string;
  name: string;
  email: string;
  status: "Active" | "Invited" | "Unconfirmed" | "Deactivated";
  completedPhases: number;
  totalPhases: number;
  lastActivity: string | null;
  nextSession: string | null;
  lastSession: string | null;
}

/** Clients (role `client`), the most recently active first, filtered by part of a name or an e-mail. */
export async function listClients(db: Db, query = "", now = new Date()) {
  const search = query.trim().slice(0, 100);
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [timeZone, rows] = await Promise.all([
    getBusinessTimeZone(db),
    selectRows<{
      id: string;
      name: string;
      email: string;
      banned: boolean | null;
      invited_at: string | Date | null;
      email_verified: boolean;
      completed: number | string;
      last_activity: string | Date | null;
    }>(
      db,
      sql`select u.id, u.name, u.email, u.banned, u.invited_at, u.email_verified,
          (select count(*) from questionnaire_results r where r.profile_id = u.id and r.completed_at is not null)
            as completed,
          (select max(r.updated_at) from questionnaire_results r where r.profile_id = u.id) as last_activity
        from users u
        where u.role = 'client' and (${search} = '' or u.name ilike ${pattern} or u.email ilike ${pattern})
        order by last_activity desc nulls last, u.created_at desc
        limit ${CLIENT_LIST_LIMIT + 1}`,
    ),
  ]);
  const shown = rows.slice(0, CLIENT_LIST_LIMIT);
  const sessions = await sessionSummaryByClient(
    db,
    shown.map((row) => row.id),
    now,
  );
  const locale = serverLocale();
  const clients: ClientRow[] = shown.map((row) => {
    const summary = sessions.get(row.id);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      status: row.banned ? "Deactivated" : row.invited_at ? "Invited" : row.email_verified ? "Active" : "Unconfirmed",
      completedPhases: Number(row.completed),
      totalPhases: PHASES.length,
      lastActivity: row.last_activity ? formatInZone(asDate(row.last_activity), timeZone, "date", locale) : null,
      nextSession: summary?.next ? formatInZone(summary.next, timeZone, "datetime", locale) : null,
      lastSession: summary?.last ? formatInZone(summary.last, timeZone, "date", locale) : null,
    };
  });
  return { clients, more: rows.length > CLIENT_LIST_LIMIT, query: search };
}
