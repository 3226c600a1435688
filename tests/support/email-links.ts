/**
 * Follows an e-mailed sign-in link (a magic link, an address's confirmation) as a person does: the page
 * the link opens, then its button's POST. Returns the POST's answer (a redirect, with the session's
 * cookies when the link signed in).
 */
import { action, loader } from "../../app/routes/auth/email-link.tsx";
import { args, get, postForm, run } from "./routes.ts";

let followed = 0;

/** Each link from its own client address unless told (the library limits link opening per address). */
export async function followEmailLink(link: string, headers: Record<string, string> = {}): Promise<Response> {
  const url = new URL(link);
  const page = (await run(() => loader(args(get(`${url.pathname}${url.search}`))))) as {
    fields: Record<string, string | undefined> | null;
  };
  if (!page.fields) throw new Error(`The link's page shows no button: ${link}`);
  const fields = Object.fromEntries(
    Object.entries({ intent: "open", ...page.fields }).filter((entry): entry is [string, string] => !!entry[1]),
  );
  const request = postForm(url.pathname, fields);
  request.headers.set("x-client-ip", `198.51.100.${(++followed % 250) + 1}`);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  const answer = await run(() => action(args(request)));
  if (!(answer instanceof Response)) throw new Error(`The link's button did not lead on: ${JSON.stringify(answer)}`);
  return answer;
}
