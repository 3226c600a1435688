/**
 * The allow-list of better-auth endpoints exposed on /api/auth/*: the three links our e-mails carry
 * (confirm an address, open a magic link, open a password-reset link). Everything else the product
 * needs is called in-process by its own form actions, with the product's rules around it.
 */
const PUBLIC_ENDPOINTS: { method: "GET"; path: RegExp }[] = [
  { method: "GET", path: /^\/api\/auth\/verify-email$/ },
  { method: "GET", path: /^\/api\/auth\/magic-link\/verify$/ },
  { method: "GET", path: /^\/api\/auth\/reset-password\/[^/]+$/ },
];

export function isPublicAuthEndpoint(method: string, pathname: string) {
  const m = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  return PUBLIC_ENDPOINTS.some((endpoint) => endpoint.method === m && endpoint.path.test(pathname));
}
