import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { ANSWER_SAVE_STATEMENT, ANSWER_SAVES_STATEMENT } from "../lib/db/answer-save-statement.ts";
import { answerHistory, questionnaireResults, users } from "../lib/db/schema.ts";
import { loadPhaseState, questionRegistry, saveAnswers } from "./blueprint.server.ts";
import { answerKeys, PHASES, questionSteps } from "./questionnaires/engine.ts";

let database: TestDatabase;
const statements: string[] = [];
const phase1 = PHASES[0]!;
const phase2 = PHASES[1]!;
const [k1, k2, k3, k4, k5] = questionSteps(phase1).flatMap(answerKeys);
const phase2Key = questionSteps(phase2).flatMap(answerKeys)[0]!;
const CLIENTS = 30;
const ids = Array.from({ length: CLIENTS }, (_, i) => `group-commit-client-${i}`);

beforeAll(async () => {
  database = await useFreshAppDatabase({}, { onQuery: (query) => statements.push(query) });
  await database.db
    .insert(users)
    .values(
      ids.map((id) => ({ id, name: id, email: `${id}@example.com`, emailVerified: true, role: "client" as const })),
    );
  await questionRegistry(database.db);
});
afterAll(() => database.destroy());

const count = (text: string) => statements.filter((s) => s === text).length;

describe("answer saves arriving together (group commit)", () => {
  it("share statements, and each client's answers, result and history are what a save alone makes", async () => {
    statements.length = 0;
    const saved = await Promise.all(
      ids.flatMap((id, i) => [
        saveAnswers(database.db, id, phase1, [
          { key: k1!, value: `Answer of ${i}` },
          { key: k2!, value: `Second of ${i}` },
        ]),
        saveAnswers(database.db, id, phase2, [{ key: phase2Key, value: `Phase 2 of ${i}` }]),
      ]),
    );
    // 60 saves: the first alone, the rest in a few shared statements (one at a time).
    const grouped = count(ANSWER_SAVES_STATEMENT);
    expect(grouped).toBeGreaterThan(0);
    expect(count(ANSWER_SAVE_STATEMENT) + grouped).toBeLessThan(10);

    const results = await database.db
      .select({ id: questionnaireResults.id, profileId: questionnaireResults.profileId })
      .from(questionnaireResults)
      .where(inArray(questionnaireResults.profileId, ids));
    expect(results).toHaveLength(CLIENTS * 2);
    // Every save got its own result's id back.
    expect(new Set(saved.map((s) => s.resultId))).toEqual(new Set(results.map((r) => r.id)));
    for (const [i, id] of ids.entries()) {
      const one = await loadPhaseState(database.db, id, phase1);
      expect(Object.fromEntries(one.answers)).toEqual({ [k1!]: `Answer of ${i}`, [k2!]: `Second of ${i}` });
      expect(saved[i * 2]!.resultId).toBe(one.resultId);
      const two = await loadPhaseState(database.db, id, phase2);
      expect(Object.fromEntries(two.answers)).toEqual({ [phase2Key]: `Phase 2 of ${i}` });
    }
    const [history] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(answerHistory)
      .where(
        inArray(
          answerHistory.resultId,
          saved.map((s) => s.resultId),
        ),
      );
    expect(history!.n).toBe(CLIENTS * 3);
  });

  it("applies one client's saves in the order they were made, removals included", async () => {
    const id = ids[0]!;
    statements.length = 0;
    await Promise.all([
      saveAnswers(database.db, ids[1]!, phase1, [{ key: k3!, value: "keeps the database busy" }]),
      saveAnswers(database.db, id, phase1, [{ key: k3!, value: "first" }]),
      saveAnswers(database.db, id, phase1, [{ key: k3!, value: "second" }]),
      saveAnswers(database.db, id, phase1, [{ key: k4!, value: "kept" }], { removeKeys: [k1!] }),
      saveAnswers(database.db, id, phase1, [{ key: k3!, value: "third" }]),
    ]);
    const state = await loadPhaseState(database.db, id, phase1);
    expect(state.answers.get(k3!)).toBe("third");
    expect(state.answers.get(k4!)).toBe("kept");
    expect(state.answers.has(k1!)).toBe(false);
    const history = await database.db
      .select({ after: answerHistory.newAnswer })
      .from(answerHistory)
      .where(eq(answerHistory.resultId, state.resultId!))
      .orderBy(answerHistory.id);
    const last = history.slice(-5).map((h) => h.after);
    // The third save's removal and upsert are one statement: their order between them is the database's.
    expect([last[0], last[1], new Set([last[2], last[3]]), last[4]]).toEqual([
      "first",
      "second",
      new Set(["kept", null]),
      "third",
    ]);
  });

  it("fails a bad save alone: the others in its group are saved", async () => {
    const outcomes = await Promise.allSettled([
      saveAnswers(database.db, ids[2]!, phase1, [{ key: k5!, value: "before" }]),
      saveAnswers(database.db, ids[3]!, phase1, [{ key: k5!, value: "good" }]),
      saveAnswers(database.db, "no-such-client", phase1, [{ key: k5!, value: "refused" }]),
      saveAnswers(database.db, ids[4]!, phase1, [{ key: k5!, value: "also good" }]),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    expect((await loadPhaseState(database.db, ids[3]!, phase1)).answers.get(k5!)).toBe("good");
    expect((await loadPhaseState(database.db, ids[4]!, phase1)).answers.get(k5!)).toBe("also good");
  });
});
