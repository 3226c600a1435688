import { HttpError, readBoundedText } from "./http.server.ts";

export const MAX_FORM_BYTES = 1024 * 1024;

/**
 * Root middleware: every non-file body is bounded (1 MB) and may not contain NUL characters, which
 * PostgreSQL cannot store. Such input gets a clear 4xx here instead of a database error later.
 * (Multipart bodies are bounded and checked field by field in forms.server.ts.)
 */
export async function refuseUnsafeBodies({ request }: { request: Request }): Promise<Response | undefined> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return undefined;
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) return undefined;
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) {
    return Response.json({ detail: `Request body is too large (limit ${MAX_FORM_BYTES} bytes).` }, { status: 413 });
  }
  let text: string;
  try {
    text = await readBoundedText(request.clone(), MAX_FORM_BYTES);
  } catch (error) {
    if (error instanceof HttpError) return Response.json({ detail: error.detail }, { status: error.status });
    throw error;
  }
  if (/%00|\\u0000|\u0000/i.test(text)) {
    return Response.json({ detail: "Text must not contain NUL characters." }, { status: 400 });
  }
  return undefined;
}
