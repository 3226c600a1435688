/**
 * The allow-list of better-auth endpoints exposed on /api/auth/*: the password-reset link our e-mails
 * carry. The links that sign in have their own pages (app/routes/auth/email-link.tsx), and everything
 * else the product needs is called in-process by its own form actions, with the product's rules around it.
 */
const PUBLIC_ENDPOINTS: { method: "GET"; path: RegExp }[] = [
  { method: "GET", path: /^\/api\/auth\/reset-password\/[^/]+$/ },
];

export function isPublicAuthEndpoint(method: string, pathname: string) {
  const m = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  return PUBLIC_ENDPOINTS.some((endpoint) => endpoint.method === m && endpoint.path.test(pathname));
}
