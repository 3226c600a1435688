import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { ariaCurrentFor, firstName, isOwnerPage, ownerAreaFor, ownerAreas } from "./navigation.ts";

const area = (id: string) => ownerAreas.find((a) => a.id === id)!;

describe("the owner's navigation", () => {
  it("lists the areas of decisions.md §11, in order", () => {
    expect(ownerAreas.map((a) => a.label)).toEqual([
      "Today",
      "Calendar",
      "Availability & session types",
      "Clients",
      "Results",
      "Inquiries",
      "Galleries",
      "Portfolio",
      "Packages",
      "Users",
      "Payments",
      "Settings",
      "Links",
    ]);
  });

  it("points every area at a route that exists", () => {
    const paths = new Set<string>();
    const walk = (entries: readonly { path?: string; children?: unknown }[]) => {
      for (const entry of entries) {
        if (entry.path !== undefined) paths.add(`/${entry.path}`);
        if (Array.isArray(entry.children)) walk(entry.children);
      }
    };
    walk(routes);
    for (const { to } of ownerAreas) expect(paths, to).toContain(to);
  });

  it("puts each page in its area, the most specific path first", () => {
    expect(ownerAreaFor("/dashboard")?.id).toBe("today");
    expect(ownerAreaFor("/admin/booking")?.id).toBe("calendar");
    expect(ownerAreaFor("/admin/booking/42")?.id).toBe("calendar");
    expect(ownerAreaFor("/admin/booking/setup")?.id).toBe("availability");
    expect(ownerAreaFor("/admin/booking/types/3")?.id).toBe("availability");
    expect(ownerAreaFor("/admin/clients/abc")?.id).toBe("clients");
    expect(ownerAreaFor("/hob/phase3/Phase3ResultsPage")?.id).toBe("results");
    expect(ownerAreaFor("/admin/reports/7")?.id).toBe("results");
    expect(ownerAreaFor("/admin/inquiries/9/")?.id).toBe("inquiries");
    expect(ownerAreaFor("/todo")?.id).toBe("links");
    expect(ownerAreaFor("/admin/packages/3")?.id).toBe("packages");
    expect(ownerAreaFor("/")).toBeUndefined();
    expect(ownerAreaFor("/hob/phase1/welcome")).toBeUndefined();
  });

  it("marks the page itself as the page, and its area for the pages below it", () => {
    expect(ariaCurrentFor(area("calendar"), "/admin/booking")).toBe("page");
    expect(ariaCurrentFor(area("calendar"), "/admin/booking/42")).toBe("true");
    expect(ariaCurrentFor(area("calendar"), "/admin/booking/setup")).toBeUndefined();
    expect(ariaCurrentFor(area("availability"), "/admin/booking/setup")).toBe("page");
  });

  it("carries the shell on the owner's pages only", () => {
    for (const path of ["/dashboard", "/admin/users", "/admin/anything-new", "/account", "/tools", "/api-costs"]) {
      expect(isOwnerPage(path), path).toBe(true);
    }
    for (const path of ["/", "/services", "/book", "/blueprint", "/hob/phase1/welcome", "/portfolio"]) {
      expect(isOwnerPage(path), path).toBe(false);
    }
  });

  it("greets by the first name, or by nothing when the account has none", () => {
    expect(firstName("Camille Laurent")).toBe("Camille");
    expect(firstName("  Ada  ")).toBe("Ada");
    expect(firstName("")).toBe("");
    expect(firstName(null)).toBe("");
  });
});
