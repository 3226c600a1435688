/**
 * Every signed-in page sends a bounded number of statements, whatever the size of the data (issue 26):
 * each page is counted once on a small studio, then again after the studio has grown (many clients,
 * bookings in the week shown, inquiries, a large gallery, a client with many answers). The count must
 * not move: a loop of one query per row (N+1) would show here as a count that grows with the data.
 * A request runs as React Router runs it: the root middleware's session lookup, the root loader and
 * the route's loader, through the query logger of a real database.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { insertBooking } from "../../tests/support/payments.ts";
import { args, get, postForm, run } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { questionRegistry } from "../blueprint/blueprint.server.ts";
import { contactMessages, galleries, galleryPhotos, mediaAssets, sessionTypes, users } from "../lib/db/schema.ts";
import { lookUpSession, sessionUserContext } from "../lib/session.server.ts";
import { loader as rootLoader } from "../root.tsx";
import { loader as accountLoader } from "./account/account.tsx";
import { loader as calendarLoader } from "./admin/booking/calendar.tsx";
import { loader as setupLoader } from "./admin/booking/setup.tsx";
import { loader as clientLoader } from "./admin/client.tsx";
import { loader as clientsLoader } from "./admin/clients.tsx";
import { loader as galleriesLoader } from "./admin/galleries.tsx";
import { loader as ownerGalleryLoader } from "./admin/gallery.tsx";
import { loader as inquiriesLoader } from "./admin/inquiries.tsx";
import { loader as inquiryLoader } from "./admin/inquiry.tsx";
import { loader as packagesLoader } from "./admin/packages/packages.tsx";
import { loader as paymentsLoader } from "./admin/payments.tsx";
import { loader as systemLoader } from "./admin/system.tsx";
import { loader as usersLoader } from "./admin/users.tsx";
import { loader as blueprintLoader } from "./blueprint/blueprint.tsx";
import { loader as reportLoader } from "./blueprint/report.tsx";
import { loader as resultsLoader } from "./blueprint/results.tsx";
import { action as stepAction, loader as stepLoader } from "./blueprint/step.tsx";
import { loader as dashboardLoader } from "./dashboard/dashboard.tsx";
import { loader as clientGalleryLoader } from "./galleries/gallery.tsx";
import { loader as receiptsLoader } from "./receipts/receipts.tsx";

let database: TestDatabase;
let statements: string[] = [];
beforeAll(async () => {
  database = await useFreshAppDatabase({}, { onQuery: (query) => statements.push(query) });
  await questionRegistry(database.db);
});
afterAll(() => database.destroy());

type RouteFunction = (routeArgs: ReturnType<typeof args>) => unknown;

/** The statements one request sends (session lookup, root loader, the route's loader). */
async function count(request: Request, route: RouteFunction, params: Record<string, string> = {}) {
  const routeArgs = args(request, params);
  statements = [];
  const session = await lookUpSession(request);
  routeArgs.context.set(sessionUserContext, { user: session.user });
  await rootLoader(routeArgs);
  const result = await run(() => route(routeArgs));
  if (result instanceof Response && result.status >= 300) {
    throw new Error(`${request.url} answered ${result.status} ${result.headers.get("location") ?? ""}`);
  }
  if (result instanceof Error) throw result;
  return [...statements];
}

/** The most statements any signed-in page may send (the owner's client page is the largest). */
const CEILING = 30;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A gallery for the client with `photos` processed proofs. */
async function addGalleryPhotos(galleryId: string, from: number, photos: number) {
  const db = database.db;
  for (let i = from; i < from + photos; i++) {
    const assetId = randomUUID();
    await db.insert(mediaAssets).values({
      id: assetId,
      use: "proof",
      originalKey: `originals/${assetId}.jpg`,
      originalName: `IMG_${1000 + i}.jpg`,
      mimeType: "image/jpeg",
      size: 17_000_000,
      status: "ready",
      width: 6000,
      height: 4000,
    });
    await db
      .insert(galleryPhotos)
      .values({ id: randomUUID(), galleryId, assetId, kind: "proof", fileName: `IMG_${1000 + i}.jpg`, position: i });
  }
}

/** Clients, their bookings in the week the calendar shows, inquiries and answers: what a busy year leaves. */
async function growStudio(clientId: string, galleryId: string) {
  const db = database.db;
  const [type] = await db.select().from(sessionTypes).limit(1);
  const people = Array.from({ length: 150 }, (_, i) => ({
    id: randomUUID(),
    name: `Élodie Client ${i}`,
    email: `grown-${i}-${randomUUID()}@example.com`,
    emailVerified: true,
    role: "client" as const,
  }));
  await db.insert(users).values(people);
  const monday = new Date();
  for (let i = 0; i < 40; i++) {
    const person = people[i]!;
    await insertBooking(db, {
      sessionTypeId: type!.id,
      startsAt: new Date(monday.getTime() + (i % 7) * DAY + (9 + (i % 8)) * HOUR),
      userId: person.id,
      name: person.name,
      email: person.email,
    });
  }
  await insertBooking(db, {
    sessionTypeId: type!.id,
    startsAt: new Date(monday.getTime() + 3 * DAY),
    userId: clientId,
  });
  await db.insert(contactMessages).values(
    Array.from({ length: 60 }, (_, i) => ({
      name: `Camille Visiteur ${i}`,
      email: `visitor-${i}@example.com`,
      message: "Bonjour, j'aimerais réserver une séance photo pour l'équipe.",
    })),
  );
  await addGalleryPhotos(galleryId, 2, 198);
}

describe("statements per signed-in page, on a small studio and a grown one", () => {
  it("no page's count moves when the data grows", async () => {
    const db = database.db;
    const owner = await signedInUser("admin");
    const client = await signedInUser("client");
    const galleryId = randomUUID();
    await db.insert(galleries).values({
      id: galleryId,
      clientId: client.id,
      title: "Portraits d'équipe",
      expiresAt: new Date(Date.now() + 30 * DAY),
      status: "published",
      publishedAt: new Date(),
    });
    await addGalleryPhotos(galleryId, 0, 2);
    const [inquiry] = await db
      .insert(contactMessages)
      .values({ name: "Zoé Première", email: "zoe@example.com", message: "Une question sur les forfaits." })
      .returning();
    // The client has started Phase 1, so results and the report have something to show.
    for (const step of ["values-q1", "values-q2"]) {
      await stepAction(
        args(postForm(`/hob/phase1/${step}`, { intent: "next", answer: "Honnêteté et curiosité." }, client.cookie), {
          phase: "phase1",
          step,
        }),
      );
    }

    const pages: [string, string, RouteFunction, Record<string, string>?][] = [
      ["client", "/dashboard", dashboardLoader],
      ["client", "/blueprint", blueprintLoader],
      ["client", "/hob/phase1/values-q1", stepLoader, { phase: "phase1", step: "values-q1" }],
      ["client", "/hob/phase1/Phase1ResultsPage", resultsLoader],
      ["client", "/hob/phase1/report", reportLoader, { phase: "phase1" }],
      ["client", "/account", accountLoader],
      ["client", "/receipts", receiptsLoader],
      ["client", `/galleries/${galleryId}`, clientGalleryLoader, { id: galleryId }],
      ["owner", "/dashboard", dashboardLoader],
      ["owner", "/admin/users", usersLoader],
      ["owner", "/admin/clients", clientsLoader],
      ["owner", `/admin/clients/${client.id}`, clientLoader, { id: client.id }],
      ["owner", "/admin/booking", calendarLoader],
      ["owner", "/admin/booking/setup", setupLoader],
      ["owner", "/admin/inquiries", inquiriesLoader],
      ["owner", `/admin/inquiries/${inquiry!.id}`, inquiryLoader, { id: String(inquiry!.id) }],
      ["owner", "/admin/galleries", galleriesLoader],
      ["owner", `/admin/galleries/${galleryId}`, ownerGalleryLoader, { id: galleryId }],
      ["owner", "/hob/phase1/Phase1ResultsPage", resultsLoader],
      ["owner", "/admin/packages", packagesLoader],
      ["owner", "/admin/payments", paymentsLoader],
      ["owner", "/admin/system", systemLoader],
    ];
    const cookieOf = (who: string) => (who === "owner" ? owner.cookie : client.cookie);
    const measure = async () => {
      const counts = new Map<string, string[]>();
      for (const [who, path, loader, params] of pages) {
        counts.set(`${who} ${path}`, await count(get(path, cookieOf(who)), loader, params));
      }
      return counts;
    };

    await measure(); // first visits may write what a page keeps (settings rows, a visit's first read)
    const small = await measure();
    await growStudio(client.id, galleryId);
    const grown = await measure();

    const table = [...small].map(([page, before]) => `${page}: ${before.length} → ${grown.get(page)!.length}`);
    console.info(`statements per page (small → grown):\n${table.join("\n")}`);
    for (const [page, before] of small) {
      const after = grown.get(page)!;
      expect(
        after.length,
        `${page}: ${before.length} statements before, ${after.length} after\n${after.join("\n")}`,
      ).toBe(before.length);
    }
    // A ceiling for each page, so a new query per page is a decision, not an accident.
    for (const [page, after] of grown)
      expect(after.length, `${page}\n${after.join("\n")}`).toBeLessThanOrEqual(CEILING);
  });
});
