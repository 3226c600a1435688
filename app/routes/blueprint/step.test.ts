import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { renderInLocale, routeElement } from "../../../tests/support/render.ts";
import { args, BASE, get, isRedirect, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { loadPhaseState } from "../../blueprint/blueprint.server.ts";
import { lastQuestion, PHASES, questionSteps } from "../../blueprint/questionnaires/engine.ts";
import { STRENGTHS, VALUES } from "../../blueprint/questionnaires/options.ts";
import { emailOutbox, questionnaireAnswers, questionnaireResults, uploads } from "../../lib/db/schema.ts";
import { inLocale } from "../../lib/i18n/request-locale.server.ts";
import { runDueMediaJobs } from "../../media/pipeline/jobs.server.ts";
import { localDiskStorage, useStorageForTests } from "../../media/storage.server.ts";
import { loader as blueprintLoader } from "./blueprint.tsx";
import { loader as resumeLoader } from "./resume.ts";
import Step, { action, loader } from "./step.tsx";
import { loader as uploadLoader } from "./upload.ts";

let database: TestDatabase;
let storageDir: string;
beforeAll(async () => {
  database = await useFreshAppDatabase({ OWNER_EMAIL: "owner@example.com" });
  storageDir = mkdtempSync(path.join(tmpdir(), "ho-storage-"));
  useStorageForTests(localDiskStorage(storageDir));
});
afterAll(async () => {
  useStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await database.destroy();
});

type Client = Awaited<ReturnType<typeof signedInUser>>;
const phase1 = PHASES[0]!;
const phase2 = PHASES[1]!;
const phase3 = PHASES[2]!;

const open = (client: Client | null, url: string, params: Record<string, string>) =>
  run(() => loader(args(get(url, client?.cookie), params)));
const submit = (client: Client, phase: string, step: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  const request = postForm(`/hob/${phase}/${step}`, {}, client.cookie);
  return run(() => action(args(new Request(request, { body }), { phase, step })));
};
const status = (value: unknown) =>
  value instanceof Response ? value.status : ((value as { init?: ResponseInit }).init?.status ?? 200);
const answersOf = async (client: Client, phase = phase1) =>
  (await loadPhaseState(database.db, client.id, phase)).answers;

describe("who may open the Blueprint", () => {
  it("sends anonymous visitors to sign in, shows a plain user the clients-only page, lets clients and the admin in", async () => {
    expect(
      isRedirect(
        await open(null, "/hob/phase1/welcome", { phase: "phase1", step: "welcome" }),
        "/auth?redirectTo=%2Fhob%2Fphase1%2Fwelcome",
      ),
    ).toBe(true);
    const user = await signedInUser("user");
    const refused = (await open(user, "/hob/phase1/welcome", { phase: "phase1", step: "welcome" })) as {
      data: unknown;
      init: ResponseInit;
    };
    expect(refused.init.status).toBe(403);
    expect(refused.data).toEqual({ kind: "clients-only" });
    expect(status(await submit(user, "phase1", "values-q1", { intent: "next", answer: "x" }))).toBe(403);
    expect(await database.db.select({ n: count() }).from(questionnaireResults)).toEqual([{ n: 0 }]);
    for (const role of ["client", "admin"] as const) {
      const person = await signedInUser(role);
      const page = (await open(person, "/hob/phase1/welcome", { phase: "phase1", step: "welcome" })) as {
        position: unknown;
      };
      expect(page.position).toEqual({ number: 1, total: 41 });
    }
  });

  it("redirects an unknown step to the phase's first step and 404s an unknown phase", async () => {
    const client = await signedInUser("client");
    expect(isRedirect(await open(client, "/hob/phase2/1", { phase: "phase2", step: "1" }), "/hob/phase2/welcome")).toBe(
      true,
    );
    const missing = await open(client, "/hob/phase9/welcome", { phase: "phase9", step: "welcome" });
    expect(status(missing)).toBe(404);
  });
});

describe("saving answers", () => {
  it("saves on Continue, resumes after the last answer, and keeps one row per question", async () => {
    const client = await signedInUser("client");
    expect(
      isRedirect(
        await run(() => resumeLoader(args(get("/hob/phase1", client.cookie), { phase: "phase1" }))),
        "/hob/phase1/welcome",
      ),
    ).toBe(true);
    expect(isRedirect(await submit(client, "phase1", "welcome", { intent: "next" }), "/hob/phase1/module1-intro")).toBe(
      true,
    );
    expect(
      isRedirect(
        await submit(client, "phase1", "values-q1", { intent: "next", answer: "Teaching my first workshop" }),
        "/hob/phase1/values-q2",
      ),
    ).toBe(true);
    expect(
      isRedirect(
        await submit(client, "phase1", "values-q1", { intent: "next", answer: "Teaching, again" }),
        "/hob/phase1/values-q2",
      ),
    ).toBe(true);
    expect((await answersOf(client)).get("values-q1")).toBe("Teaching, again");
    expect(
      isRedirect(
        await run(() => resumeLoader(args(get("/hob/phase1", client.cookie), { phase: "phase1" }))),
        "/hob/phase1/values-q2",
      ),
    ).toBe(true);

    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        submit(client, "phase1", "values-q2", { intent: "next", answer: `Version ${i}` }),
      ),
    );
    const [result] = await database.db
      .select()
      .from(questionnaireResults)
      .where(eq(questionnaireResults.profileId, client.id));
    const rows = await database.db
      .select()
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.resultId, result!.id));
    expect(rows).toHaveLength(2);
  });

  it("answers an unmet rule with 400 guidance (the page's own words, no 'Failed to save answer') and writes nothing", async () => {
    const client = await signedInUser("client");
    const cases: [string, Record<string, string | string[]>, string][] = [
      ["wellness-q1", { intent: "next", answer: "11" }, "Choose a score from 1 to 10."],
      [
        "strengths-q8",
        { intent: "next", answer: STRENGTHS.slice(0, 2) },
        "Select 5-7 strengths. Currently selected: 2",
      ],
      [
        "values-q7",
        { intent: "next", stage: "first", answer: VALUES.slice(0, 7) },
        "Select 10 values. Currently selected: 7",
      ],
      ["values-q7", { intent: "next", stage: "final", answer: VALUES.slice(0, 5) }, "First choose your top 10 values."],
      [
        "values-q1",
        { intent: "next", answer: "x".repeat(10_001) },
        "Your answer is too long (at most 10,000 characters).",
      ],
      ["strengths-q8", { intent: "skip", answer: [] }, "This question cannot be skipped."],
    ];
    for (const [step, fields, error] of cases) {
      const result = (await submit(client, "phase1", step, fields)) as {
        data: { kind: string; error: string; fields: unknown };
        init: ResponseInit;
      };
      expect(result.init.status, step).toBe(400);
      expect(result.data.kind, step).toBe("guidance");
      expect(result.data.error).toBe(error);
      expect(result.data.fields).toMatchObject({ intent: fields.intent });
    }
    expect((await answersOf(client)).size).toBe(0);
    expect(status(await submit(client, "phase1", "no-such-step", { intent: "next", answer: "x" }))).toBe(404);
  });

  it("never advances silently on an empty answer: 'Skip this question?' until the client skips it", async () => {
    const client = await signedInUser("client");
    for (const [step, fields] of [
      ["values-q2", { intent: "next", answer: "  " }],
      ["wellness-q3", { intent: "next", detail: "Long weeks" }],
    ] as const) {
      const asked = (await submit(client, "phase1", step, fields)) as {
        data: { kind: string; error: string };
        init: ResponseInit;
      };
      expect(asked.init.status, step).toBe(400);
      expect(asked.data).toMatchObject({ kind: "skip", error: "Skip this question?" });
    }
    expect((await answersOf(client)).size).toBe(0);

    expect(
      isRedirect(await submit(client, "phase1", "values-q2", { intent: "skip", answer: "" }), "/hob/phase1/values-q3"),
    ).toBe(true);
    expect(
      isRedirect(
        await submit(client, "phase1", "wellness-q3", { intent: "skip", detail: "Long weeks" }),
        "/hob/phase1/wellness-q4",
      ),
    ).toBe(true);
    const answers = await answersOf(client);
    // Skipped questions are stored empty (the report counts them as skipped); an untouched slider is never 5.
    expect(answers.get("values-q2")).toBe("");
    expect(answers.get("wellness-q3")).toBe("");
    expect(answers.get("wellness-q3-detail")).toBe("Long weeks");
    // Resuming goes past skipped questions.
    expect(
      isRedirect(
        await run(() => resumeLoader(args(get("/hob/phase1", client.cookie), { phase: "phase1" }))),
        "/hob/phase1/wellness-q4",
      ),
    ).toBe(true);
  });

  it("'Save and exit' saves a valid answer and goes to the dashboard; an empty one leaves without saving", async () => {
    const client = await signedInUser("client");
    expect(
      isRedirect(
        await submit(client, "phase1", "vision-q1", { intent: "exit", answer: "A studio by the sea" }),
        "/dashboard",
      ),
    ).toBe(true);
    expect((await answersOf(client)).get("vision-q1")).toBe("A studio by the sea");
    expect(isRedirect(await submit(client, "phase1", "vision-q2", { intent: "exit", answer: "" }), "/dashboard")).toBe(
      true,
    );
    expect((await answersOf(client)).has("vision-q2")).toBe(false);
    expect(isRedirect(await submit(client, "phase1", "welcome", { intent: "exit" }), "/dashboard")).toBe(true);
  });

  it("tells the page when each answer was saved", async () => {
    const client = await signedInUser("client");
    const before = (await open(client, "/hob/phase1/values-q5", { phase: "phase1", step: "values-q5" })) as {
      savedAt: string | null;
      serverNow: string;
      done: number;
    };
    expect(before.savedAt).toBeNull();
    expect(Date.parse(before.serverNow)).toBeGreaterThan(0);
    await submit(client, "phase1", "values-q5", { intent: "next", answer: "A library in every village" });
    const after = (await open(client, "/hob/phase1/values-q5", { phase: "phase1", step: "values-q5" })) as {
      savedAt: string;
      done: number;
    };
    expect(Date.parse(after.savedAt)).toBeGreaterThan(Date.now() - 60_000);
    // values-q5 is step 9 of 41: answering it puts 9 steps behind the client.
    expect(after.done).toBe(9);
  });

  it("going Back never blocks: a valid answer is saved, an invalid one is simply not", async () => {
    const client = await signedInUser("client");
    expect(
      isRedirect(
        await submit(client, "phase1", "wellness-q2", { intent: "back", answer: "99" }),
        "/hob/phase1/wellness-q1",
      ),
    ).toBe(true);
    expect((await answersOf(client)).size).toBe(0);
    expect(
      isRedirect(
        await submit(client, "phase1", "wellness-q2", { intent: "back", answer: "8", detail: "" }),
        "/hob/phase1/wellness-q1",
      ),
    ).toBe(true);
    expect((await answersOf(client)).get("wellness-q2")).toBe(8);
  });

  it("runs the values picker in two stages and drops a final choice that left the top 10", async () => {
    const client = await signedInUser("client");
    const top = VALUES.slice(0, 10);
    expect(
      isRedirect(
        await submit(client, "phase1", "values-q7", { intent: "next", stage: "first", answer: top }),
        "/hob/phase1/values-q7",
      ),
    ).toBe(true);
    const page = (await open(client, "/hob/phase1/values-q7", { phase: "phase1", step: "values-q7" })) as {
      stage: string;
    };
    expect(page.stage).toBe("final");
    const outsider = (await submit(client, "phase1", "values-q7", {
      intent: "next",
      stage: "final",
      answer: [...top.slice(0, 4), VALUES[30]!],
    })) as {
      init: ResponseInit;
    };
    expect(outsider.init.status).toBe(400);
    expect(
      isRedirect(
        await submit(client, "phase1", "values-q7", { intent: "next", stage: "final", answer: top.slice(0, 6) }),
        "/hob/phase1/module2-intro",
      ),
    ).toBe(true);
    expect((await answersOf(client)).get("values-q7")).toEqual(top.slice(0, 6));
    const again = (await open(client, "/hob/phase1/values-q7?stage=first", { phase: "phase1", step: "values-q7" })) as {
      stage: string;
    };
    expect(again.stage).toBe("first");
    await submit(client, "phase1", "values-q7", { intent: "next", stage: "first", answer: VALUES.slice(20, 30) });
    expect((await answersOf(client)).has("values-q7")).toBe(false);
  });

  it("never shows one client's answers to another", async () => {
    const alice = await signedInUser("client");
    const bob = await signedInUser("client");
    await submit(alice, "phase1", "values-q3", { intent: "next", answer: "Alice's private thoughts" });
    const page = (await open(bob, "/hob/phase1/values-q3", { phase: "phase1", step: "values-q3" })) as {
      answers: object;
    };
    expect(page.answers).toEqual({});
  });
});

describe("completing a phase", () => {
  it("offers a French client the French booking and Blueprint pages on the completion card", async () => {
    const client = await signedInUser("client");
    for (const step of questionSteps(phase3))
      await submit(client, "phase3", step.id, { intent: "next", answer: "Oui" });
    const card = async (locale: "en" | "fr") => {
      const loaderData = await inLocale(locale, () =>
        loader(args(get("/hob/phase3/completion", client.cookie), { phase: "phase3", step: "completion" })),
      );
      return renderInLocale(locale, "/hob/phase3/completion", () => routeElement(Step, loaderData), {
        root: { user: { email: client.email } },
      });
    };
    const french = await card("fr");
    expect(french).toContain('href="/fr/book/phase-review?phase=3"');
    expect(french).toContain('href="/fr/blueprint"');
    const english = await card("en");
    expect(english).toContain('href="/book/phase-review?phase=3"');
    expect(english).toContain('href="/blueprint"');
  });

  it("completes on Submit of the last question, e-mails the client and the owner once, and stays completed after edits", async () => {
    const client = await signedInUser("client");
    expect(status(await open(client, "/hob/phase3/completion", { phase: "phase3", step: "completion" }))).toBe(302);
    const last = lastQuestion(phase3).id;
    for (const step of questionSteps(phase3)) {
      const outcome = await submit(client, "phase3", step.id, { intent: "next", answer: `About ${step.id}` });
      expect(isRedirect(outcome), step.id).toBe(true);
    }
    const state = await loadPhaseState(database.db, client.id, phase3);
    expect(state.completedAt).toBeInstanceOf(Date);
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, client.email));
    expect(mails.map((m) => m.subject)).toEqual(["Phase 3 complete — Holistic Omega"]);
    expect(mails[0]?.text).toContain(`About ${last}`);
    expect(mails[0]?.text).toContain("/hob/phase3/Phase3ResultsPage");
    const owner = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, "owner@example.com"));
    expect(owner.map((m) => m.subject)).toContain(`${client.email} completed Phase 3`);

    const completion = (await open(client, "/hob/phase3/completion", { phase: "phase3", step: "completion" })) as {
      step: { kind: string };
    };
    expect(completion.step.kind).toBe("completion");

    await submit(client, "phase3", last, { intent: "next", answer: "Edited later" });
    const after = await loadPhaseState(database.db, client.id, phase3);
    expect(after.completedAt?.getTime()).toBe(state.completedAt?.getTime());
    expect(after.updatedAt!.getTime()).toBeGreaterThanOrEqual(state.updatedAt!.getTime());
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, client.email))).toHaveLength(1);

    const dashboard = await blueprintLoader(args(get("/blueprint", client.cookie)));
    expect(dashboard.dashboard?.map((p) => p.status)).toEqual([
      "not-started",
      "not-started",
      "completed",
      "not-started",
    ]);
    // decisions §1: each button is the phase's own address, which resumes where the client left off.
    expect(dashboard.dashboard?.map((p) => p.href)).toEqual([
      "/hob/phase1",
      "/hob/phase2",
      "/hob/phase3",
      "/hob/phase4",
    ]);
  });
});

describe("mood board uploads", () => {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );

  function multipart(client: Client, fields: Record<string, string>, file?: { name: string; content: Buffer }) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (file) form.append("file", new Blob([new Uint8Array(file.content)]), file.name);
    const request = new Request(`${BASE}/hob/phase2/mood_board_upload`, {
      method: "POST",
      headers: { cookie: client.cookie, origin: BASE },
      body: form,
    });
    return run(() => action(args(request, { phase: "phase2", step: "mood_board_upload" })));
  }

  it("stores a real image through the media pipeline, serves it (upright, no metadata) only to its owner and the admin, as a download", async () => {
    const client = await signedInUser("client");
    const saved = await multipart(
      client,
      { intent: "next", url: "https://example.com/board" },
      { name: "../../etc/My Board.png", content: png },
    );
    expect(isRedirect(saved, "/hob/phase2/module2_intro")).toBe(true);
    const answer = (await answersOf(client, phase2)).get("mood_board_upload") as {
      url: string;
      fileId: string;
      fileName: string;
    };
    expect(answer).toMatchObject({ url: "https://example.com/board", fileName: "My Board.png" });
    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, answer.fileId));
    expect(row?.mediaAssetId).toEqual(expect.any(String));
    expect(readdirSync(path.join(storageDir, "media", row?.mediaAssetId as string))).toContain("original");

    // Until the media job has run, the image is not served (never the original, which may carry GPS).
    const early = await run(() =>
      uploadLoader(args(get(`/hob/uploads/${answer.fileId}`, client.cookie), { id: answer.fileId })),
    );
    expect(status(early)).toBe(503);
    expect(await runDueMediaJobs(database.db)).toBe(1);

    const mine = (await uploadLoader(
      args(get(`/hob/uploads/${answer.fileId}`, client.cookie), { id: answer.fileId }),
    )) as Response;
    expect(mine.headers.get("content-type")).toBe("image/jpeg");
    expect(mine.headers.get("content-disposition")).toMatch(/^attachment; filename="My Board.jpg"/);
    expect(mine.headers.get("x-content-type-options")).toBe("nosniff");
    const served = await sharp(Buffer.from(await mine.arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: "jpeg", width: 1, height: 1 });
    expect(served.exif).toBeUndefined();

    const other = await signedInUser("client");
    expect(
      status(
        await run(() => uploadLoader(args(get(`/hob/uploads/${answer.fileId}`, other.cookie), { id: answer.fileId }))),
      ),
    ).toBe(404);
    const admin = await signedInUser("admin");
    expect(
      (
        (await uploadLoader(
          args(get(`/hob/uploads/${answer.fileId}`, admin.cookie), { id: answer.fileId }),
        )) as Response
      ).status,
    ).toBe(200);

    // Saving again without a new file keeps the stored one.
    await multipart(client, { intent: "next", url: "https://example.com/new", keepFile: "1" });
    expect((await answersOf(client, phase2)).get("mood_board_upload")).toMatchObject({
      url: "https://example.com/new",
      fileId: answer.fileId,
    });
  });

  it("stores a PDF as it is (no pipeline) and serves the same bytes", async () => {
    const client = await signedInUser("client");
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    await multipart(client, { intent: "next", url: "" }, { name: "board.pdf", content: pdf });
    const answer = (await answersOf(client, phase2)).get("mood_board_upload") as { fileId: string };
    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, answer.fileId));
    expect(row).toMatchObject({ mimeType: "application/pdf", mediaAssetId: null, storageKey: answer.fileId });
    const served = (await uploadLoader(
      args(get(`/hob/uploads/${answer.fileId}`, client.cookie), { id: answer.fileId }),
    )) as Response;
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf);
  });

  it("refuses a file that is not really an image or PDF, and a file over 10 MB, writing nothing", async () => {
    const client = await signedInUser("client");
    const fake = (await multipart(
      client,
      { intent: "next", url: "" },
      { name: "evil.png", content: Buffer.from("<script>alert(1)</script>") },
    )) as {
      data: { error: string };
      init: ResponseInit;
    };
    expect(fake.init.status).toBe(400);
    expect(fake.data.error).toBe(
      "Failed to save answer: Upload an image (JPEG, PNG, WebP, AVIF, TIFF or GIF) or a PDF.",
    );
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = (await multipart(client, { intent: "next", url: "" }, { name: "big.png", content: huge })) as {
      data: { error: string };
      init: ResponseInit;
    };
    expect(tooBig.init.status).toBe(413);
    expect(tooBig.data.error).toBe("Failed to save answer: The file is larger than 10 MB.");
    expect((await answersOf(client, phase2)).size).toBe(0);
    expect(await database.db.select().from(uploads).where(eq(uploads.userId, client.id))).toHaveLength(0);
  });

  it("a file sent to a step that takes none is refused", async () => {
    const client = await signedInUser("client");
    const result = (await multipart(client, { intent: "next" }, { name: "a.png", content: png })) as unknown;
    expect(status(result)).toBeLessThan(400); // the mood board step itself accepts it
    const request = new Request(`${BASE}/hob/phase2/visual-narrative-q1`, {
      method: "POST",
      headers: { cookie: client.cookie, origin: BASE },
      body: (() => {
        const form = new FormData();
        form.append("intent", "next");
        form.append("answer", "text");
        form.append("file", new Blob([new Uint8Array(png)]), "a.png");
        return form;
      })(),
    });
    const refused = await run(() => action(args(request, { phase: "phase2", step: "visual-narrative-q1" })));
    expect(status(refused)).toBe(400);
    expect((await answersOf(client, phase2)).has("visual-narrative-q1")).toBe(false);
  });
});
