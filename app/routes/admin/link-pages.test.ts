import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, get, isRedirect, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { accessDenied } from "../../content/links.ts";
import type { Role } from "../../lib/db/schema.ts";
import { loader as linkColumnsLoader } from "../dashboard/link-columns.tsx";
import { loader as aiIdeCostsLoader } from "./ai-ide-costs.tsx";
import { loader as apiLinksLoader } from "./api-links.tsx";
import { loader as myProjectsLoader } from "./my-projects.tsx";

let database: TestDatabase;
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  for (const role of ["admin", "client", "user"] as const) cookies[role] = (await signedInUser(role)).cookie;
});
afterAll(() => database.destroy());

const roles = ["user", "client", "admin"] as const;
const nonAdmins = ["user", "client"] as const;

function columnSummary(columns: { title: string; links: { url: string }[] }[]) {
  return columns.map((column) => [column.title, column.links.length]);
}

describe("/tools and /sources", () => {
  it.each(["/tools", "/sources"])("sends an anonymous visitor from %s to log in", async (path) => {
    const response = await run(() => linkColumnsLoader(args(get(path))));
    expect(isRedirect(response, `/auth?redirectTo=${encodeURIComponent(path)}`)).toBe(true);
  });

  it.each(roles)("shows a signed-in %s the two tool columns", async (role) => {
    const data = await linkColumnsLoader(args(get("/tools", cookies[role])));
    expect(data.title).toBe("Tools");
    expect(columnSummary(data.columns)).toEqual([
      ["Tools", 5],
      ["LLMs", 5],
    ]);
    for (const link of data.columns.flatMap((c) => c.links)) expect(link.url).toMatch(/^https:\/\//);
  });

  it.each(roles)("shows a signed-in %s the three source columns", async (role) => {
    const data = await linkColumnsLoader(args(get("/sources", cookies[role])));
    expect(data.title).toBe("Sources");
    expect(columnSummary(data.columns)).toEqual([
      ["Techies", 8],
      ["Thinkers", 5],
      ["Actors", 6],
    ]);
  });
});

describe("/my-projects and /ai-ide-costs (admin only)", () => {
  it("sends an anonymous visitor to log in", async () => {
    expect(
      isRedirect(await run(() => myProjectsLoader(args(get("/my-projects"))))),
      "/auth?redirectTo=%2Fmy-projects",
    ).toBe(true);
    expect(
      isRedirect(await run(() => aiIdeCostsLoader(args(get("/ai-ide-costs")))), "/auth?redirectTo=%2Fai-ide-costs"),
    ).toBe(true);
  });

  it.each(nonAdmins)("silently sends a %s to the dashboard", async (role) => {
    expect(isRedirect(await run(() => myProjectsLoader(args(get("/my-projects", cookies[role])))), "/dashboard")).toBe(
      true,
    );
    expect(isRedirect(await run(() => aiIdeCostsLoader(args(get("/ai-ide-costs", cookies[role])))), "/dashboard")).toBe(
      true,
    );
  });

  it("gives the admin the four project columns and the three internal links", async () => {
    const data = await myProjectsLoader(args(get("/my-projects", cookies.admin)));
    expect(data.columns.map((column) => column.title)).toEqual(["My projects", "My codes", "Usefull", "App Stores"]);
    for (const column of data.columns) expect(column.links.length).toBeGreaterThan(0);
    expect(data.internalLinks.map((link) => link.to)).toEqual(["/ai-ide-costs", "/api-costs", "/api-creation"]);
  });

  it("gives the admin the three AI IDE links", async () => {
    const data = await aiIdeCostsLoader(args(get("/ai-ide-costs", cookies.admin)));
    expect(data.links.map((link) => link.name)).toEqual(["CURSOR", "WINDSURF", "VSC AUGMENT"]);
  });
});

describe("/api-costs and /api-creation", () => {
  const pages = [
    ["/api-costs", "API Cost Tracking", accessDenied.apiCosts, 6],
    ["/api-creation", "API Key Creation", accessDenied.apiCreation, 7],
  ] as const;

  async function load(path: string, cookie?: string) {
    return (await apiLinksLoader(args(get(path, cookie)))) as {
      data: Record<string, unknown> & { links?: unknown[] };
      init: ResponseInit | null;
    };
  }

  it.each(pages)("sends an anonymous visitor from %s to log in", async (path) => {
    const response = await run(() => apiLinksLoader(args(get(path))));
    expect(isRedirect(response, `/auth?redirectTo=${encodeURIComponent(path)}`)).toBe(true);
  });

  for (const role of nonAdmins) {
    it.each(pages)(`answers a ${role} on %s with 403 'Access Denied' and no links`, async (path, _title, text) => {
      const result = await load(path, cookies[role]);
      expect(result.init?.status).toBe(403);
      expect(result.data).toEqual({ allowed: false, page: path.slice(1), title: "Access Denied", message: text });
      expect(JSON.stringify(result.data)).not.toContain("https://");
    });
  }

  it.each(pages)("shows the admin %s: '%s' with its links", async (path, title, _text, count) => {
    const result = await load(path, cookies.admin);
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data).toMatchObject({ allowed: true, title });
    expect(result.data.links).toHaveLength(count);
  });

  it("names the six usage dashboards and the seven key consoles", async () => {
    const costs = await load("/api-costs", cookies.admin);
    const creation = await load("/api-creation", cookies.admin);
    const names = (result: typeof costs) => (result.data.links as { name: string }[]).map((link) => link.name);
    expect(names(costs)).toEqual(["OpenAI", "Gemini", "Claude", "DeepSeek", "Grok", "Perplexity"]);
    expect(names(creation)).toEqual([
      "OpenAI",
      "Anthropic",
      "Google AI",
      "DeepSeek",
      "Perplexity",
      "Mistral",
      "Cohere",
    ]);
  });
});
