import { parseArgs } from "node:util";
import { openSeedDatabase } from "./seed-db.ts";

const { values } = parseArgs({
  options: { savers: { type: "string" }, pglite: { type: "string" }, url: { type: "string" } },
});
const savers = Number(values.savers);
if (!Number.isInteger(savers) || savers < 1 || (!values.pglite && !values.url)) {
  console.error("Usage: node scripts/bench/signed-in-seed.ts --savers N (--pglite DATA_DIR | --url postgres://…)");
  process.exit(2);
}

const { query, close } = await openSeedDatabase(values);

/** An answer of the question's type, as seed.ts writes them. */
const ANSWER = `case
    when q.type = 'slider' then to_jsonb(r.id % 10 + 1)
    when q.type in ('values', 'values-top', 'chips') then '["Honesty", "Growth", "Balance", "Curiosity"]'::jsonb
    else to_jsonb('Answer of ' || r.profile_id || ' to ' || q.question_key ||
      ': a few sentences of a realistic length about goals, habits, clients and what matters this year.')
  end`;
/** bench-saver-N's number. */
const SAVER_NUMBER = "split_part(split_part(u.email, '@', 1), '-', 3)::int";
const CLIENT_NUMBER = "substring(r.profile_id from 14)::int";

const started = performance.now();
try {
  const phases = new Map(
    (await query("select id, name from questionnaires")).map((row) => [String(row.name), Number(row.id)]),
  );
  const phase1 = phases.get("Phase 1");
  const phase2 = phases.get("Phase 2");
  if (!phase1 || !phase2) throw new Error("The Blueprint is not registered yet: start the server once first.");

  await query("begin");
  // ── The 1,000 clients of seed.ts, in every state ──
  await query(
    `delete from questionnaire_results r where r.profile_id like 'bench-client-%' and ${CLIENT_NUMBER} % 3 = 0`,
  );
  await query(
    `update questionnaire_results r set completed_at = null,
       updated_at = now() - make_interval(days => ${CLIENT_NUMBER} % 41)
     where r.profile_id like 'bench-client-%' and ${CLIENT_NUMBER} % 10 <> 0`,
  );
  await query(
    "delete from phase_reports p using questionnaire_results r where p.result_id = r.id and r.completed_at is null",
  );
  await query(
    `update phase_reports p set status = 'approved', approved_at = now() - interval '1 day', sent_count = 1,
       answer_version = (select coalesce(max(h.id), 0) from answer_history h where h.result_id = p.result_id)
     from questionnaire_results r
     where p.result_id = r.id and r.profile_id like 'bench-client-%' and ${CLIENT_NUMBER} % 20 = 0`,
  );

  // ── The signed-in clients: Phase 1 completed and approved, Phase 2 begun ──
  const saverFilter = `u.email like 'bench-saver-%' and ${SAVER_NUMBER} between 1 and $1::int`;
  await query(
    `insert into questionnaire_results (questionnaire_id, profile_id, started_at, updated_at, completed_at)
     select $2::int, u.id, now() - interval '20 days', now() - interval '2 days', now() - interval '2 days'
     from users u where ${saverFilter}
     on conflict do nothing`,
    [savers, phase1],
  );
  await query(
    `insert into questionnaire_results (questionnaire_id, profile_id, started_at, updated_at)
     select $2::int, u.id, now() - interval '1 day', now() - interval '1 hour' from users u where ${saverFilter}
     on conflict do nothing`,
    [savers, phase2],
  );
  await query(
    `insert into questionnaire_answers (result_id, question_id, answer)
     select r.id, q.id, ${ANSWER}
     from questionnaire_results r join users u on u.id = r.profile_id
     join questions q on q.questionnaire_id = r.questionnaire_id
     where ${saverFilter} and (r.questionnaire_id = $2::int
       or q.id in (select id from questions where questionnaire_id = $3::int order by position limit 5))
     on conflict do nothing`,
    [savers, phase1, phase2],
  );
  await query(
    `update phase_reports p set status = 'approved', approved_at = now() - interval '1 day', sent_count = 1,
       note = 'A clear foundation: your values and your vision agree. Next, we turn them into your offer.',
       recommendations = 'Book the phase review; start Phase 2 with the audience module.',
       answer_version = (select coalesce(max(h.id), 0) from answer_history h where h.result_id = p.result_id)
     from questionnaire_results r join users u on u.id = r.profile_id
     where p.result_id = r.id and r.questionnaire_id = $2::int and ${saverFilter}`,
    [savers, phase1],
  );

  // ── 300 bookings over the next 50 days, six a day two hours apart ──
  const [booked] = await query(
    `with planned as (
       select g, date_trunc('day', now()) + make_interval(days => 1 + g / 6, hours => 7 + (g % 6) * 2) as starts_at
       from generate_series(0, 299) g
     )
     insert into bookings (session_type_id, user_id, name, email, time_zone, starts_at, ends_at, held_from,
       held_until, status, ics_uid, message)
     select t.id, u.id, coalesce(u.name, 'Bench Booker ' || g), coalesce(u.email, 'bench-booker-' || g || '@bench.test'),
       'Europe/Paris', starts_at, starts_at + interval '60 minutes', starts_at - interval '15 minutes',
       starts_at + interval '75 minutes', 'confirmed', 'bench-booking-' || g || '@bench.test',
       'Looking forward to it: a few portraits for the new website and one for the press kit.'
     from planned
     join session_types t on t.slug = case when g % 2 = 0 then 'signature-portrait' else 'express' end
     left join users u on g % 3 = 0 and u.email = 'bench-saver-' || ((g / 3) % $1::int + 1) || '@bench.test'
     returning 1`,
    [savers],
  ).then((rows) => [{ n: rows.length }]);

  // ── 100 inquiries ──
  await query(
    `insert into contact_messages (name, email, message, created_at, read_at)
     select 'Inquirer ' || g, 'inquirer-' || g || '@bench.test',
       'Hello, I would like a portrait session for my team in the spring. What would you suggest for eight people?',
       now() - make_interval(hours => g * 7), case when g % 3 = 0 then now() - make_interval(hours => g * 7 - 1) end
     from generate_series(1, 100) g`,
  );

  // ── A gallery of 200 proofs for bench-saver-1 ──
  const [client] = await query("select id from users where email = 'bench-saver-1@bench.test'");
  if (!client) throw new Error("bench-saver-1 does not exist: run scripts/bench/clients.ts first.");
  const clientId = String(client.id);
  const galleryId = "bench-gallery-200";
  await query(
    `insert into galleries (id, client_id, title, session_date, expires_at, status, published_at, watermark_text)
     values ($1, $2, 'Signature Portrait, spring session', current_date - 7, now() + interval '60 days',
       'published', now() - interval '6 days', 'Proof')`,
    [galleryId, clientId],
  );
  await query(
    `insert into media_assets (id, use, original_key, original_name, mime_type, size, status, width, height,
       content_hash, derivatives, watermark, uploaded_by)
     select 'bench-asset-' || g, 'proof', 'originals/bench-asset-' || g || '.jpg', 'IMG_' || (4000 + g) || '.jpg',
       'image/jpeg', 8000000 + g, 'ready', 6000, 4000, substr(md5('bench-asset-' || g), 1, 16),
       (select jsonb_agg(jsonb_build_object('format', f, 'width', w, 'height', w * 2 / 3, 'size', w * 90))
          from unnest(array[480, 720, 960, 1600, 2400]) w, unnest(array['avif', 'webp', 'jpeg']) f),
       'Proof', null
     from generate_series(1, 200) g`,
  );
  await query(
    `insert into gallery_photos (id, gallery_id, asset_id, kind, file_name, position, favourite)
     select 'bench-photo-' || g, $1, 'bench-asset-' || g, 'proof', 'IMG_' || (4000 + g) || '.jpg', g, g % 9 = 0
     from generate_series(1, 200) g`,
    [galleryId],
  );
  await query(
    `insert into gallery_comments (photo_id, author_id, body)
     select 'bench-photo-' || (g * 20), $1, 'Could this one be a little warmer?' from generate_series(1, 10) g`,
    [clientId],
  );
  await query("commit");
  await query(
    "analyze users, questionnaire_results, questionnaire_answers, answer_history, phase_reports, bookings, contact_messages, media_assets, galleries, gallery_photos",
  );
  console.log(
    JSON.stringify({ clientId, galleryId, bookings: Number(booked?.n), ms: Math.round(performance.now() - started) }),
  );
} catch (error) {
  await query("rollback").catch(() => {});
  throw error;
} finally {
  await close();
}
