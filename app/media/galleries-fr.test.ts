/**
 * Client galleries in the client's language (issue 30): the e-mails are written in the client's
 * account language whoever's request sends them, the gallery page and its answers speak the page's
 * language, and a shared gallery's page speaks its client's.
 */
import { randomBytes } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { args, get, postForm } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { emailOutbox, galleries, galleryPhotos, mediaAssets, users } from "../lib/db/schema.ts";
import type { Locale } from "../lib/i18n/locale.ts";
import { inLocale, serverLocale } from "../lib/i18n/request-locale.server.ts";
import ClientGallery, { action as galleryAction, loader as galleryLoader } from "../routes/galleries/gallery.tsx";
import { middleware as sharedMiddleware } from "../routes/galleries/shared.tsx";
import { StaticLightbox } from "./components/lightbox.tsx";
import { preparingResponse } from "./downloads.server.ts";
import { deliverFinals, newGalleryId, publishGallery } from "./galleries.server.ts";
import { enableSharing, hashShareToken, shareLocale } from "./share.server.ts";

type Account = Awaited<ReturnType<typeof signedInUser>>;
let database: TestDatabase;
let french: Account;
let english: Account;

const EXPIRES = new Date("2031-03-15T22:59:59Z");

/** A published-to-be gallery with one proof and one final (still being prepared: no derivatives). */
async function galleryFor(clientId: string, title: string) {
  const id = newGalleryId();
  await database.db.insert(galleries).values({ id, clientId, title, selectionLimit: 12, expiresAt: EXPIRES });
  for (const kind of ["proof", "final"] as const) {
    const assetId = newGalleryId();
    await database.db.insert(mediaAssets).values({
      id: assetId,
      use: kind,
      originalKey: `test/${id}/${kind}`,
      originalName: `${kind}.jpg`,
      mimeType: "image/jpeg",
      size: 1,
    });
    await database.db
      .insert(galleryPhotos)
      .values({ id: newGalleryId(), galleryId: id, assetId, kind, fileName: `${kind.toUpperCase()}_1.jpg` });
  }
  return id;
}

async function mailsOf(galleryId: string) {
  const rows = await database.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `gallery-%:${galleryId}%`));
  const byKind = (kind: string) => rows.find((r) => r.dedupeKey?.startsWith(`gallery-${kind}:`));
  return { ready: byKind("ready"), expiry: byKind("expiry"), finals: byKind("finals") };
}

beforeAll(async () => {
  database = await useFreshAppDatabase();
  french = await signedInUser("client");
  english = await signedInUser("client");
  await database.db.update(users).set({ locale: "fr", name: "Camille" }).where(eq(users.id, french.id));
  await database.db.update(users).set({ name: "Alex" }).where(eq(users.id, english.id));
});
afterAll(async () => {
  await database.destroy();
});

describe("gallery e-mails", () => {
  it("are written in a French client's language even when the owner works in English", async () => {
    const id = await galleryFor(french.id, "Portraits d’hiver");
    await inLocale("en", () => publishGallery(database.db, id));
    await inLocale("en", () => deliverFinals(database.db, id));
    const { ready, expiry, finals } = await mailsOf(id);
    expect(ready?.subject).toBe("Votre galerie d’épreuves est prête");
    expect(ready?.text).toContain("Bonjour Camille,");
    expect(ready?.text).toContain(
      "Votre galerie d’épreuves «\u00a0Portraits d’hiver\u00a0» est prête. Choisissez vos favorites (jusqu’à 12)",
    );
    expect(ready?.text).toContain("\n\nOuvrir ma galerie\u00a0: http");
    expect(ready?.html).toContain(">Ouvrir ma galerie</a>");
    expect(expiry?.subject).toBe("Votre galerie «\u00a0Portraits d’hiver\u00a0» ferme dans une semaine");
    expect(expiry?.text).toContain("fermera le 15 mars 2031.");
    expect(expiry?.text).toContain("Merci de choisir vos favorites");
    expect(finals?.subject).toBe("Vos photos finales sont prêtes");
    expect(finals?.text).toContain("Télécharger mes photos");
    for (const mail of [ready, expiry, finals]) {
      expect(mail?.to).toBe(french.email);
      expect(`${mail?.subject} ${mail?.text}`).not.toMatch(/\b(Your|Hello|gallery|Open my|Download)\b/);
    }
  });

  it("stay exactly as they were for an English client, even from a French request", async () => {
    const id = await galleryFor(english.id, "Spring portraits");
    await inLocale("fr", () => publishGallery(database.db, id));
    await inLocale("fr", () => deliverFinals(database.db, id));
    const { ready, expiry, finals } = await mailsOf(id);
    expect(ready?.subject).toBe("Your proof gallery is ready");
    expect(
      ready?.text.startsWith(
        'Hello Alex,\n\nYour proof gallery "Spring portraits" is ready. Choose up to 12 favourites and submit your selection; your final images follow within 7–10 business days.\n\nOpen my gallery: ',
      ),
    ).toBe(true);
    expect(ready?.text).toContain(`/galleries/${id}`);
    expect(expiry?.subject).toBe('Your gallery "Spring portraits" closes in a week');
    expect(
      expiry?.text.startsWith(
        'Your private gallery "Spring portraits" will close on 15 March 2031.\n\nPlease choose your favourites and submit your selection before then.\n\nOpen my gallery: ',
      ),
    ).toBe(true);
    expect(finals?.subject).toBe("Your final photos are ready");
    expect(
      finals?.text.startsWith(
        'Hello Alex,\n\nThe final photos of "Spring portraits" are ready to download.\n\nDownload my photos: ',
      ),
    ).toBe(true);
  });
});

/** Server-renders the gallery page with the loader's data, in the language the root would hand down. */
function render(loaderData: unknown, locale: Locale, id: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      loader: () => ({ locale }),
      // biome-ignore lint/suspicious/noExplicitAny: the stub passes route props the way the framework does
      children: [{ id: "gallery", path: "galleries/:id", Component: ClientGallery as any, loader: () => loaderData }],
    },
  ]);
  return inLocale(locale, () =>
    renderToString(
      createElement(Stub, {
        initialEntries: [`/galleries/${id}`],
        hydrationData: { loaderData: { root: { locale }, gallery: loaderData } },
      }),
    ),
  );
}

describe("the client's gallery page", () => {
  let id: string;
  beforeAll(async () => {
    id = await galleryFor(french.id, "Séance de mars");
    await publishGallery(database.db, id);
  });

  it("is in French for a French page: headings, the limit, dates and the photos still being prepared", async () => {
    const view = await inLocale("fr", () => galleryLoader(args(get(`/galleries/${id}`, french.cookie), { id })));
    const html = render(view, "fr", id);
    expect(html).toContain("Votre galerie privée");
    expect(html).toContain("Ouverte jusqu’au <time");
    expect(html).toContain("15 mars 2031</time>.");
    expect(html).toContain("Choisissez-en jusqu’à 12, puis envoyez votre sélection.");
    expect(html).toContain("Encore une photo en préparation.");
    expect(html).toContain("Envoyer ma sélection");
    expect(html).not.toMatch(/Your private gallery|Open until|Submit my selection|being prepared/);
  });

  it("keeps its English words on an English page", async () => {
    const view = await inLocale("en", () => galleryLoader(args(get(`/galleries/${id}`, french.cookie), { id })));
    const html = render(view, "en", id);
    expect(html).toContain("Your private gallery");
    expect(html).toContain("Open until <time");
    expect(html).toContain("15 March 2031</time>.");
    expect(html).toContain("Choose up to 12, then submit your selection.");
    expect(html).toContain("One more photo is being prepared.");
  });

  it("answers the client's forms in the page's language", async () => {
    const [proof] = await database.db
      .select({ id: galleryPhotos.id })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.galleryId, id));
    const post = (fields: Record<string, string>) =>
      inLocale("fr", () =>
        galleryAction(args(postForm(`/galleries/${id}`, fields, french.cookie), { id })),
      ) as Promise<unknown>;
    const message = (value: unknown) =>
      ((value as { data?: { message: string } }).data ?? (value as { message: string })).message;
    expect(message(await post({ intent: "submit" }))).toBe("Marquez d’abord au moins une photo comme favorite.");
    expect(message(await post({ intent: "comment", photoId: proof?.id as string, body: " " }))).toBe(
      "Écrivez d’abord votre commentaire.",
    );
    expect(message(await post({ intent: "favourite", photoId: proof?.id as string }))).toBe("Ajoutée à vos favorites.");
    expect(message(await post({ intent: "dance" }))).toBe("Action inconnue.");
  });
});

describe("a shared gallery's page", () => {
  async function sharedToken(clientId: string) {
    const id = await galleryFor(clientId, "Partagée");
    await publishGallery(database.db, id);
    await enableSharing(database.db, id, "a long shared password");
    // The test knows the token only through its hash: put a known one in its place.
    const token = randomBytes(32).toString("base64url");
    await database.db
      .update(galleries)
      .set({ shareTokenHash: hashShareToken(token) })
      .where(eq(galleries.id, id));
    return token;
  }

  it("speaks its client's account language; an unknown link is English", async () => {
    const frenchToken = await sharedToken(french.id);
    const englishToken = await sharedToken(english.id);
    expect(await shareLocale(database.db, frenchToken)).toBe("fr");
    expect(await shareLocale(database.db, englishToken)).toBe("en");
    expect(await shareLocale(database.db, "nothing-here")).toBe("en");
    // The route's middleware runs the rest of the request (loaders and the render) in that language.
    const during = async (token: string) => {
      let seen: Locale | undefined;
      const middleware = sharedMiddleware[0] as (a: unknown, next: () => Promise<Response>) => Promise<Response>;
      await inLocale("en", () =>
        middleware({ params: { token }, request: get(`/shared/${token}`) }, async () => {
          seen = serverLocale();
          return new Response(null);
        }),
      );
      return seen;
    };
    expect(await during(frenchToken)).toBe("fr");
    expect(await during(englishToken)).toBe("en");
  });
});

describe("the portfolio's script-free viewer", () => {
  const markup = (locale: Locale) =>
    inLocale(locale, () =>
      renderToString(
        createElement(StaticLightbox, {
          items: [],
          renderThumb: () => null,
          label: "Portfolio",
          listClassName: "",
          scriptUrl: "/viewer.js",
        }),
      ),
    );

  it("is rendered in the page's language, with the counter's words for its script", () => {
    const fr = markup("fr");
    expect(fr).toContain(">Fermer</button>");
    expect(fr).toContain(">Précédente</button>");
    expect(fr).toContain('data-viewer-counter="Photo {number} sur {total}"');
    const en = markup("en");
    expect(en).toContain(">Close</button>");
    expect(en).toContain('data-viewer-counter="Photo {number} of {total}"');
  });
});

describe("a download still being prepared", () => {
  it("says so in the page's language (a plain-text answer the browser shows as it is)", async () => {
    const french = inLocale("fr", () => preparingResponse());
    expect(french.status).toBe(503);
    expect(await french.text()).toBe(
      "Cette photo est encore en préparation pour le téléchargement. Réessayez dans une minute.",
    );
    expect(await preparingResponse().text()).toBe(
      "This photo is still being prepared for download. Please try again in a minute.",
    );
  });
});
