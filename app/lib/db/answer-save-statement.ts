import { groupCommit } from "./group-commit.ts";

/**
 * The statement of an ordinary answer save (saveAnswers in ../blueprint.server.ts), on its own so that
 * the bench's raw-driver ceiling and HTTP floor (scripts/bench/raw-driver.ts) run exactly the app's text.
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

/**
 * Several ordinary saves in one statement (group commit, ./group-commit.ts), each of a different
 * client or phase. $1 is a JSON array of `{ n, q, p, a, r }`: the save's index, questionnaire id,
 * profile id, answers (as $3 above) and the question ids whose answers go (as $4). Returns, for each
 * save, its index, its result's id and whether the phase was completed before: what the statement
 * above returns for one save. Rows are written in key order, so two instances' groups on one
 * PostgreSQL lock them in the same order (a deadlock would only cost a retry: see groupCommit).
 */
export const ANSWER_SAVES_STATEMENT = `
  with given as (
    select s.n, s.q, s.p, s.a, s.r
    from jsonb_to_recordset($1::jsonb) as s(n integer, q integer, p text, a jsonb, r integer[])
  ), result as (
    insert into questionnaire_results (questionnaire_id, profile_id)
    select q, p from given order by q, p
    on conflict (questionnaire_id, profile_id) do update set updated_at = now()
    returning id, questionnaire_id, profile_id, completed_at
  ), matched as (
    select given.n, given.a, given.r, result.id, result.completed_at
    from given join result on result.questionnaire_id = given.q and result.profile_id = given.p
  ), saved as (
    insert into questionnaire_answers (result_id, question_id, answer)
    select matched.id, given.question_id, given.answer
    from matched, jsonb_to_recordset(matched.a) as given(question_id integer, answer jsonb)
    order by matched.id, given.question_id
    on conflict (result_id, question_id) do update set answer = excluded.answer, updated_at = now()
    returning 1
  ), removed as (
    delete from questionnaire_answers
    using matched
    where questionnaire_answers.result_id = matched.id
      and questionnaire_answers.question_id = any(matched.r)
    returning 1
  )
  select n, id, completed_at is not null as completed from matched`;

/** An ordinary save (no completion): what ANSWER_SAVE_STATEMENT takes. */
export interface AnswerSave {
  questionnaireId: number;
  profileId: string;
  /** `[{ question_id, answer }]` as JSON. */
  answers: string;
  /** Question ids whose answers go. */
  removed: number[];
}

export const answerSaveParams = (save: AnswerSave) => [
  save.questionnaireId,
  save.profileId,
  save.answers,
  `{${save.removed}}`,
];

/** A statement on a driver: text with $1… placeholders, and their values. */
type Run = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Ordinary saves by group commit (./group-commit.ts): a save arriving while another runs waits for
 * it, then goes in one statement (ANSWER_SAVES_STATEMENT) with the others that waited; a save alone
 * is ANSWER_SAVE_STATEMENT. Resolves to the save's result id once committed.
 */
export function answerSaveWriter(run: Run): (save: AnswerSave) => Promise<number> {
  return groupCommit<AnswerSave, number>({
    key: (save) => `${save.questionnaireId} ${save.profileId}`,
    weight: (save) => save.answers.length,
    maxItems: 100,
    maxWeight: 1_048_576,
    one: async (save) => Number((await run(ANSWER_SAVE_STATEMENT, answerSaveParams(save)))[0]!.id),
    many: async (saves) => {
      const given = saves.map(
        (save, n) =>
          `{"n":${n},"q":${save.questionnaireId},"p":${JSON.stringify(save.profileId)},"a":${save.answers},"r":[${save.removed}]}`,
      );
      const rows = await run(ANSWER_SAVES_STATEMENT, [`[${given.join(",")}]`]);
      const ids = new Map(rows.map((row) => [Number(row.n), Number(row.id)]));
      return saves.map((_, n) => {
        const id = ids.get(n);
        if (id === undefined) throw new Error(`The grouped save returned no result for save ${n}.`);
        return id;
      });
    },
  });
}
