/** The owner's list of clients: who they are, how far they are in the Blueprint, their sessions. */
import { sql } from "drizzle-orm";
import { PHASES } from "~/blueprint/questionnaires/engine";
import { sessionSummaryByClient } from "~/booking/read-models.server";
import { selectRows } from "~/lib/db/rows";
import type { Db } from "~/lib/db.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { asDate } from "./db-rows.server.ts";
import { formatInZone } from "./time.ts";

/** Clients per page of the owner's list (the search narrows it; `?page=` walks it). */
export const CLIENTS_PAGE_SIZE = 50;

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

/**
 * One page of clients (role `client`), the most recently active first, filtered by part of a name or an
 * e-mail. Each client's Blueprint progress comes from one grouped pass over the results (not two lookups
 * per client), and the count of all matches from the same statement.
 */
export async function listClients(db: Db, query = "", page = 1, now = new Date()) {
  const search = query.trim().slice(0, 100);
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const read = (onPage: number) =>
    selectRows<{
      id: string;
      name: string;
      email: string;
      banned: boolean | null;
      invited_at: string | Date | null;
      email_verified: boolean;
      completed: number | string | null;
      last_activity: string | Date | null;
      total: number | string;
    }>(
      db,
      sql`select u.id, u.name, u.email, u.banned, u.invited_at, u.email_verified,
          r.completed, r.last_activity, count(*) over () as total
        from users u
        left join (
          select profile_id, count(*) filter (where completed_at is not null) as completed,
            max(updated_at) as last_activity
          from questionnaire_results group by profile_id
        ) r on r.profile_id = u.id
        where u.role = 'client' and (${search} = '' or u.name ilike ${pattern} or u.email ilike ${pattern})
        order by r.last_activity desc nulls last, u.created_at desc, u.id
        limit ${CLIENTS_PAGE_SIZE} offset ${(onPage - 1) * CLIENTS_PAGE_SIZE}`,
    );
  const [timeZone, firstTry] = await Promise.all([getBusinessTimeZone(db), read(page)]);
  // A page past the end (the list shrank, or a hand-made address) shows the first.
  const onFirstPage = firstTry.length === 0 && page > 1;
  const shown = onFirstPage ? await read(1) : firstTry;
  const total = Number(shown[0]?.total ?? 0);
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
      completedPhases: Number(row.completed ?? 0),
      totalPhases: PHASES.length,
      lastActivity: row.last_activity ? formatInZone(asDate(row.last_activity), timeZone, "date", locale) : null,
      nextSession: summary?.next ? formatInZone(summary.next, timeZone, "datetime", locale) : null,
      lastSession: summary?.last ? formatInZone(summary.last, timeZone, "date", locale) : null,
    };
  });
  return {
    clients,
    query: search,
    total,
    page: onFirstPage ? 1 : page,
    pages: Math.max(1, Math.ceil(total / CLIENTS_PAGE_SIZE)),
  };
}
