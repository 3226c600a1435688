import { parseArgs } from "node:util";
import { openSeedDatabase } from "./seed-db.ts";

const { values } = parseArgs({
  options: { count: { type: "string" }, pglite: { type: "string" }, url: { type: "string" } },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 0 || (!values.pglite && !values.url)) {
  console.error("Usage: node scripts/bench/seed.ts --count N (--pglite DATA_DIR | --url postgres://…)");
  process.exit(2);
}

const { query, close } = await openSeedDatabase(values);

const started = performance.now();
try {
  const [questionnaire] = await query("select id from questionnaires where name = 'Phase 1'");
  if (!questionnaire) throw new Error("Phase 1 is not registered yet: open a Blueprint page on the server first.");
  const qid = Number(questionnaire.id);
  const questions = await query("select id from questions where questionnaire_id = $1 order by position limit 10", [
    qid,
  ]);
  if (questions.length === 0) throw new Error("Phase 1 has no questions registered.");

  await query("begin");
  await query(
    "delete from questionnaire_results where questionnaire_id = $1 and profile_id not like 'bench-client-%'",
    [qid],
  );
  const [existing] = await query("select count(*)::int as n from users where id like 'bench-client-%'");
  const from = Number(existing?.n ?? 0) + 1;
  if (from <= count) {
    await query(
      `insert into users (id, name, email, email_verified, role)
       select 'bench-client-' || g, 'Bench Client ' || g, 'bench-client-' || g || '@bench.test', true, 'client'
       from generate_series($1::int, $2::int) g`,
      [from, count],
    );
    await query(
      `insert into questionnaire_results (questionnaire_id, profile_id, started_at, updated_at, completed_at)
       select $1::int, 'bench-client-' || g, now() - interval '30 days',
         now() - make_interval(secs => g), now() - make_interval(secs => g)
       from generate_series($2::int, $3::int) g`,
      [qid, from, count],
    );
    await query(
      `insert into questionnaire_answers (result_id, question_id, answer)
       select r.id, q.id,
         case
           when q.type = 'slider' then to_jsonb(r.id % 10 + 1)
           when q.type in ('values', 'values-top', 'chips') then '["Honesty", "Growth", "Balance", "Curiosity"]'::jsonb
           else to_jsonb('Answer of ' || r.profile_id || ' to ' || q.question_key ||
             ': a few sentences of a realistic length about goals, habits, clients and what matters this year.')
         end
       from questionnaire_results r
       join questions q on q.id = any($2::int[])
       where r.questionnaire_id = $1::int and r.profile_id like 'bench-client-%'
         and substring(r.profile_id from 14)::int between $3::int and $4::int`,
      [qid, questions.map((q) => Number(q.id)), from, count],
    );
  }
  await query("commit");
  // As after any bulk load: fresh planner statistics, so the app's export and the raw driver's read that
  // follow both run the plan a settled database runs (autovacuum's analyze otherwise lands between them
  // at random: a PostgreSQL run once read the same rows in 1,247 ms before it and 324 ms after).
  await query("analyze users, questionnaire_results, questionnaire_answers");
  const [rows] = await query(
    "select count(*)::int as n from questionnaire_results where questionnaire_id = $1 and profile_id like 'bench-client-%'",
    [qid],
  );
  console.log(
    JSON.stringify({
      clients: Number(rows?.n ?? 0),
      answersPerClient: questions.length,
      ms: Math.round(performance.now() - started),
    }),
  );
} finally {
  await close();
}
