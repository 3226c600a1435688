/**
 * "Download my data" (issue 30): everything kept about one account, as a ZIP streamed to the
 * browser: JSON files (complete) and CSV files (the tables a spreadsheet helps with), and the files
 * the person uploaded. Rows are read first (bounded: one person's data), files are opened only when
 * the archiver reaches them, and files beyond MAX_EXPORT_FILE_BYTES are listed instead of included.
 */
import type { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { csvLines } from "~/lib/csv";
import { selectRows } from "~/lib/db/rows";
import type { Db } from "~/lib/db.server";
import { type FileStorage, getStorage } from "~/media/storage.server";
import { lazyReadable, zipEntryNames } from "~/media/zip.server";
import { m } from "~/paraglide/messages";

/** Uploaded files past this total are left out of one download (and named in README.txt). */
export const MAX_EXPORT_FILE_BYTES = 200 * 1024 * 1024;
/** One download per account in this window: a ZIP can be large, and nothing changes that fast. */
export const EXPORT_RATE_LIMIT = { windowSeconds: 5 * 60, max: 1 };

type Row = Record<string, unknown>;

const text = (value: unknown) =>
  value === null || value === undefined
    ? ""
    : value instanceof Date
      ? value.toISOString()
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);

function csv(rows: Row[], columns: string[]) {
  return csvLines([columns, ...rows.map((row) => columns.map((column) => text(row[column])))]);
}

/** Everything about the account, read in one pass (each list is one query). */
export async function collectAccountData(db: Db, userId: string) {
  const [profile] = await selectRows<Row & { email: string }>(
    db,
    sql`select id, name, email, email_verified, role, two_factor_enabled, created_at, updated_at, invited_at
        from users where id = ${userId}`,
  );
  if (!profile) return undefined;
  const email = profile.email.toLowerCase();
  const [
    signIns,
    sessions,
    answers,
    history,
    reports,
    bookings,
    payments,
    receipts,
    packages,
    galleries,
    comments,
    inquiries,
    uploads,
  ] = await Promise.all([
    selectRows<Row>(db, sql`select provider_id, created_at from accounts where user_id = ${userId}`),
    selectRows<Row>(
      db,
      sql`select created_at, updated_at, expires_at, ip_address, user_agent from sessions where user_id = ${userId} order by created_at`,
    ),
    selectRows<Row>(
      db,
      sql`select qn.name as questionnaire, q.question_key, q.question_text, a.answer, a.updated_at
          from questionnaire_answers a
          join questionnaire_results r on r.id = a.result_id
          join questionnaires qn on qn.id = r.questionnaire_id
          join questions q on q.id = a.question_id
          where r.profile_id = ${userId} order by qn.name, q.position`,
    ),
    selectRows<Row>(
      db,
      sql`select qn.name as questionnaire, q.question_key, h.previous_answer, h.new_answer, h.changed_at
          from answer_history h
          join questionnaire_results r on r.id = h.result_id
          join questionnaires qn on qn.id = r.questionnaire_id
          join questions q on q.id = h.question_id
          where r.profile_id = ${userId} order by h.id`,
    ),
    selectRows<Row>(
      db,
      sql`select qn.name as questionnaire, r.started_at, r.completed_at, p.status, p.approved_at,
            case when p.status = 'approved' then p.note end as note,
            case when p.status = 'approved' then p.recommendations end as recommendations,
            case when p.status = 'approved' then n.note end as personal_note
          from questionnaire_results r
          join questionnaires qn on qn.id = r.questionnaire_id
          left join phase_reports p on p.result_id = r.id
          left join report_notes n on n.profile_id = r.profile_id and n.questionnaire_id = r.questionnaire_id
          where r.profile_id = ${userId} order by qn.name`,
    ),
    selectRows<Row>(
      db,
      sql`select b.id, t.name as session_type, b.status, b.starts_at, b.ends_at, b.time_zone, b.name, b.email,
            b.phone, b.message, b.client_address, b.phase, b.created_at, b.cancelled_at
          from bookings b join session_types t on t.id = b.session_type_id
          where b.user_id = ${userId} or lower(b.email) = ${email} order by b.starts_at`,
    ),
    selectRows<Row>(
      db,
      sql`select id, description, amount_cents, currency, status, name, email, paid_at, created_at
          from payments where user_id = ${userId} or lower(email) = ${email} order by created_at`,
    ),
    selectRows<Row>(
      db,
      sql`select r.number, r.kind, r.amount_cents, r.issued_at, r.details
          from receipts r join payments p on p.id = r.payment_id
          where p.user_id = ${userId} or lower(p.email) = ${email} order by r.number`,
    ),
    selectRows<Row>(
      db,
      sql`select name, price_cents, session_count, status, paid_at, expires_at, created_at
          from package_purchases where user_id = ${userId} order by created_at`,
    ),
    selectRows<Row>(
      db,
      sql`select g.title, g.session_date, g.expires_at, g.selection_submitted_at, p.file_name, p.kind,
            p.favourite, p.selected
          from galleries g join gallery_photos p on p.gallery_id = g.id
          where g.client_id = ${userId} and g.status = 'published' and not p.hidden
          order by g.created_at, p.kind, p.position`,
    ),
    selectRows<Row>(
      db,
      sql`select g.title as gallery, p.file_name as photo, c.body, c.created_at
          from gallery_comments c join gallery_photos p on p.id = c.photo_id join galleries g on g.id = p.gallery_id
          where c.author_id = ${userId} order by c.created_at`,
    ),
    selectRows<Row & { id: number }>(
      db,
      sql`select c.id, c.name, c.email, c.phone, c.message, c.created_at,
            coalesce((select json_agg(json_build_object('subject', r.subject, 'body', r.body, 'sent_at', r.created_at)
              order by r.created_at) from inquiry_replies r where r.inquiry_id = c.id), '[]'::json) as replies
          from contact_messages c where lower(c.email) = ${email} order by c.created_at`,
    ),
    selectRows<{
      id: string;
      original_name: string;
      mime_type: string;
      size: number;
      storage_key: string;
      created_at: unknown;
    }>(
      db,
      sql`select id, original_name, mime_type, size, storage_key, created_at from uploads where user_id = ${userId} order by created_at`,
    ),
  ]);
  return {
    profile: { ...profile, signInMethods: signIns, sessions },
    answers,
    history,
    reports,
    bookings,
    payments,
    receipts,
    packages,
    galleries,
    comments,
    inquiries,
    uploads,
  };
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof collectAccountData>>>;

/** The ZIP's entries: JSON and CSV text first, then the uploaded files (opened lazily). */
export async function accountZip(data: AccountData, storage: FileStorage = getStorage()): Promise<Readable> {
  const { ZipArchive } = await import("archiver");
  const archive = new ZipArchive({ zlib: { level: 6 }, forceZip64: true });
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const names = zipEntryNames(data.uploads.map((upload) => upload.original_name));
  let total = 0;
  const included: { name: string; key: string; upload: AccountData["uploads"][number] }[] = [];
  const omitted: string[] = [];
  data.uploads.forEach((upload, index) => {
    total += Number(upload.size);
    if (total > MAX_EXPORT_FILE_BYTES) omitted.push(upload.id);
    else included.push({ name: `uploads/${names[index]}`, key: upload.storage_key, upload });
  });
  // In the language of the request (the requester's: the person, or the owner acting for a client).
  const readme = [
    m.account_export_readme_intro(),
    "",
    m.account_export_readme_profile(),
    m.account_export_readme_answers(),
    m.account_export_readme_reports(),
    m.account_export_readme_bookings(),
    m.account_export_readme_galleries(),
    m.account_export_readme_inquiries(),
    m.account_export_readme_uploads(),
    ...(omitted.length
      ? ["", m.account_export_files_omitted({ count: omitted.length, limit: MAX_EXPORT_FILE_BYTES / 1024 / 1024 })]
      : []),
    "",
  ].join("\n");
  const entries: [string, string][] = [
    ["README.txt", readme],
    ["profile.json", json(data.profile)],
    ["answers.json", json(data.answers)],
    ["answers.csv", csv(data.answers, ["questionnaire", "question_key", "question_text", "answer", "updated_at"])],
    ["answer-history.json", json(data.history)],
    [
      "answer-history.csv",
      csv(data.history, ["questionnaire", "question_key", "previous_answer", "new_answer", "changed_at"]),
    ],
    ["reports.json", json(data.reports)],
    ["bookings.json", json(data.bookings)],
    [
      "bookings.csv",
      csv(data.bookings, [
        "id",
        "session_type",
        "status",
        "starts_at",
        "ends_at",
        "time_zone",
        "name",
        "email",
        "phone",
      ]),
    ],
    ["payments.json", json(data.payments)],
    ["payments.csv", csv(data.payments, ["id", "description", "amount_cents", "currency", "status", "paid_at"])],
    ["receipts.json", json(data.receipts)],
    ["packages.json", json(data.packages)],
    ["galleries.json", json(data.galleries)],
    ["gallery-comments.json", json(data.comments)],
    ["inquiries.json", json(data.inquiries)],
    [
      "uploads.json",
      json(
        data.uploads.map(({ storage_key: _key, ...upload }) => ({
          ...upload,
          included: !omitted.includes(upload.id),
        })),
      ),
    ],
  ];
  for (const [name, content] of entries) archive.append(Buffer.from(content, "utf8"), { name });
  for (const file of included) {
    archive.append(
      lazyReadable(() => storage.get(file.key), file.name),
      { name: file.name, store: true },
    );
  }
  void archive.finalize();
  return archive;
}
