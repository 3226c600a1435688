/**
 * Every route of app/routes.ts × {anonymous, user, client, admin} → what the server must answer.
 * access-matrix.spec.ts checks each cell over HTTP and fails if a route is missing from this table.
 */
export type Outcome =
  | 200
  | 401
  | 403
  | 404
  /** 302 to /auth?redirectTo=<the url> */
  | "login"
  /** 302 to /dashboard */
  | "dashboard"
  | { redirect: string; status?: number };

export interface MatrixRow {
  /** The route's path as written in app/routes.ts ("" for the index route). */
  pattern: string;
  /** A concrete URL to request for that pattern. */
  url: string;
  method?: "GET" | "POST";
  anonymous: Outcome;
  user: Outcome;
  client: Outcome;
  admin: Outcome;
}

const everyone = (outcome: Outcome) => ({ anonymous: outcome, user: outcome, client: outcome, admin: outcome });
const signedIn = (outcome: Outcome) => ({
  anonymous: "login" as const,
  user: outcome,
  client: outcome,
  admin: outcome,
});

export const accessMatrix: MatrixRow[] = [
  { pattern: "", url: "/", ...everyone(200) },
  { pattern: "auth", url: "/auth", anonymous: 200, user: "dashboard", client: "dashboard", admin: "dashboard" },
  { pattern: "logout", url: "/logout", ...everyone({ redirect: "/" }) },
  { pattern: "api/auth/*", url: "/api/auth/get-session", ...everyone(200) },
  { pattern: "dashboard", url: "/dashboard", ...signedIn(200) },
  { pattern: "healthz", url: "/healthz", ...everyone(200) },
  { pattern: "*", url: "/no-such-page", ...everyone(404) },
];
