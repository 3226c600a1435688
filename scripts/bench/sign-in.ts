/** Signs in over HTTP as the browser's sign-in form does; returns the Cookie header value. */
export async function signIn(base: string, email: string, password: string) {
  const response = await fetch(`${base}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ view: "sign_in", email, password }),
  });
  await response.arrayBuffer();
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
  if (response.status !== 302 || !cookies.some((c) => c.includes("session_token="))) {
    throw new Error(`sign-in as ${email} failed: ${response.status}`);
  }
  return cookies.filter(Boolean).join("; ");
}
