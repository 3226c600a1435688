/**
 * The one table of body limits, and the gates that read it: the early gate's figure, the body guard's
 * decision and the readers' caps are the same number for every route.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { guardRequestBody } from "./body-guard.server.ts";
import {
  bodyLimitsFor,
  declaredBodyLimit,
  LARGE_FORM_BYTES,
  MAX_FORM_BYTES,
  MAX_IMAGE_BYTES,
  MAX_JSON_BYTES,
  MAX_WEBHOOK_BYTES,
  MOOD_BOARD_UPLOAD_LIMITS,
  multipartRequestBytes,
  PHOTO_UPLOAD_LIMITS,
  ROUTE_BODY_LIMITS,
} from "./body-limits.ts";
import { formatFileSize } from "./intl.ts";
import type { SessionUser } from "./session.server.ts";

const MiB = 1024 * 1024;
const admin = { id: "u1", role: "admin" } as SessionUser;

function formPost(path: string, bytes: number) {
  const body = `a=${"x".repeat(bytes - 2)}`;
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(bytes) },
    body,
  });
}

describe("the body limits table", () => {
  it("gives camera files room: 60 MB a photo, 600 MB a request on the owner's upload", () => {
    expect(PHOTO_UPLOAD_LIMITS.fileBytes).toBe(MAX_IMAGE_BYTES);
    expect(MAX_IMAGE_BYTES).toBe(60 * MiB);
    expect(declaredBodyLimit("/admin/media/upload", "multipart/form-data")).toBe(600 * MiB);
    // A 17–30 MB camera JPEG was refused before by an 11 MB gate in front of every route.
    expect(declaredBodyLimit("/admin/media/upload", "multipart/form-data")).toBeGreaterThan(30 * MiB);
  });

  it("keeps every other route small: forms 64 KB, JSON 32 KB, the mood board its 10 MB file", () => {
    expect(declaredBodyLimit("/todo", "application/x-www-form-urlencoded")).toBe(MAX_FORM_BYTES);
    expect(declaredBodyLimit("/todo", "multipart/form-data")).toBe(MAX_FORM_BYTES);
    expect(declaredBodyLimit("/api/contact", "application/json")).toBe(MAX_JSON_BYTES);
    // Stripe's signed events: JSON, with room for a large checkout session.
    expect(declaredBodyLimit("/api/payments/stripe", "application/json")).toBe(MAX_WEBHOOK_BYTES);
    expect(declaredBodyLimit("/api/payments/stripe/x", "application/json")).toBe(MAX_FORM_BYTES);
    expect(declaredBodyLimit("/hob/phase2/mood_board_upload", "multipart/form-data")).toBe(
      multipartRequestBytes(MAX_FORM_BYTES, 10 * MiB),
    );
    expect(MOOD_BOARD_UPLOAD_LIMITS.requestBytes).toBe(
      multipartRequestBytes(MOOD_BOARD_UPLOAD_LIMITS.fieldBytes, MOOD_BOARD_UPLOAD_LIMITS.fileBytes),
    );
    expect(declaredBodyLimit("/hob/phase2/report", "multipart/form-data")).toBe(LARGE_FORM_BYTES.blueprintReportNotes);
  });

  it("says sizes as people read them", () => {
    expect(formatFileSize(60 * MiB, "en")).toBe("60 MB");
    expect(formatFileSize(MOOD_BOARD_UPLOAD_LIMITS.requestBytes, "en")).toBe("10.1 MB");
    expect(formatFileSize(64 * 1024, "en")).toBe("64 KB");
    expect(formatFileSize(MOOD_BOARD_UPLOAD_LIMITS.requestBytes, "fr")).toBe("10,1\u00a0Mo");
  });
});

describe("the body guard reads the same figures", () => {
  it("lets a form of its route's size through and refuses one byte more, naming the limit", async () => {
    const examples = [
      "/hob/phase1/report",
      "/hob/phase2/values-q1",
      "/admin/media/upload",
      "/admin/settings",
      "/admin/reports/r1",
      "/todo",
    ];
    for (const row of ROUTE_BODY_LIMITS)
      expect(
        examples.some((path) => row.pattern.test(path)),
        row.name,
      ).toBe(true);
    for (const path of examples) {
      const { formBytes } = bodyLimitsFor(path);
      expect(await guardRequestBody(formPost(path, formBytes), admin), path).toBeUndefined();
      const refused = (await guardRequestBody(formPost(path, formBytes + 1), admin)) as Response;
      expect(refused.status, path).toBe(413);
      expect((await refused.json()).detail).toBe(
        `The request is too large: this address accepts at most ${formatFileSize(formBytes, "en")} in one request.`,
      );
    }
  });

  it("refuses a declared multipart body over the upload route's limit before reading it", async () => {
    const request = new Request("http://localhost/admin/media/upload", {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(PHOTO_UPLOAD_LIMITS.requestBytes + 1),
      },
    });
    const refused = (await guardRequestBody(request, admin)) as Response;
    expect(refused.status).toBe(413);
    expect((await refused.json()).detail).toMatch(/at most 600 MB in one request/);
  });
});

describe("limits written once", () => {
  // Every read of a body names its cap from this module, and every password rule its length from
  // password-length.ts: a figure typed at a call site would drift from the table and the docs.
  const sources = readdirSync("app", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("paraglide/"))
    .map((file) => ({ file, text: readFileSync(path.join("app", file), "utf8") }));

  it("no action reads a body with a cap written as a number", () => {
    const typed = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/(?:readBoundedText|readJsonBody)\([^,()]+,\s*\d|maxFieldsBytes:\s*\d/g)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(typed).toEqual([]);
  });

  it("no message states a password length as a number (they take PASSWORD_LENGTH's)", () => {
    const typed = readdirSync("messages", { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".json"))
      .flatMap((file) =>
        [
          ...readFileSync(path.join("messages", file), "utf8").matchAll(
            /"(\w+)": "[^"]*\b(?:8|128) (?:characters|caractères)/g,
          ),
        ].map((match) => `${file}: ${match[1]}`),
      );
    expect(typed).toEqual([]);
  });

  it("no password rule or field writes its length as a number", () => {
    const typed = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/maxLength=\{128\}|\.max\(128\b|\.min\(8\b|(?:min|max)PasswordLength:\s*\d/g)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(typed).toEqual([]);
  });
});
