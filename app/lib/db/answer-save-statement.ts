/**
 * The statement of an ordinary answer save (saveAnswers in ../blueprint.server.ts), on its own so that
 * the bench's raw-driver ceiling (scripts/bench/raw-driver.ts) runs exactly the app's text.
 * $1 questionnaire id, $2 profile id, $3 the answers (`[{ question_id, answer }]` as JSON), $4 the
 * question ids whose answers go (an integer array literal). One statement, so one transaction: the
 * result upsert, the answer upserts and the removals commit together or not at all. Returns the
 * result's id and whether the phase was completed before.
 */
export const ANSWER_SAVE_STATEMENT = `
  with result as (
    insert into questionnaire_results (questionnaire_id, profile_id)
    values ($1, $2)
    on conflict (questionnaire_id, profile_id) do update set updated_at = now()
    returning id, completed_at
  ), saved as (
    insert into questionnaire_answers (result_id, question_id, answer)
    select result.id, given.question_id, given.answer
    from result, jsonb_to_recordset($3::jsonb) as given(question_id integer, answer jsonb)
    on conflict (result_id, question_id) do update set answer = excluded.answer, updated_at = now()
    returning 1
  ), removed as (
    delete from questionnaire_answers
    using result
    where questionnaire_answers.result_id = result.id
      and questionnaire_answers.question_id = any($4::integer[])
    returning 1
  )
  select id, completed_at is not null as completed from result`;
