import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/site/home.tsx"),

  route("auth", "routes/auth/auth.tsx"),
  route("logout", "routes/auth/logout.ts"),
  route("api/auth/*", "routes/api/auth.ts"),

  route("dashboard", "routes/dashboard/dashboard.tsx"),

  route("healthz", "routes/api/healthz.ts"),
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
