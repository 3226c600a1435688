import { describe, expect, it } from "vitest";
import { pagePath, pageUrl } from "./request-path.ts";

const req = (path: string) => new Request(`http://localhost${path}`);

describe("pagePath / pageUrl", () => {
  it.each([
    ["/about", "/about"],
    ["/about/", "/about"],
    ["/about.data?_routes=about", "/about"],
    ["/_.data", "/"],
    ["/articles/_.data", "/articles"],
    ["/", "/"],
    ["/frameworks/resilience/step-1.data", "/frameworks/resilience/step-1"],
  ])("%s → %s", (input, expected) => {
    expect(pagePath(req(input))).toBe(expected);
  });

  it("keeps the query but drops React Router's _routes", () => {
    expect(pageUrl(req("/hob/phase1.data?_routes=routes%2Fx&step=2"))).toBe("/hob/phase1?step=2");
    expect(pageUrl(req("/dashboard"))).toBe("/dashboard");
  });
});
