/**
 * A form that ends inside a part (a hostile or cut-off client): the readers answer 400, and nothing is
 * left to fail on its own. A file part whose name busboy reduces to "" ("photos/") is read and dropped;
 * busboy fails its stream too when the body stops inside it, which escaped as an uncaught exception and
 * would end the server (seen in CI's fuzz test of the photo upload).
 */
import { afterEach, describe, expect, it } from "vitest";
import { receivePhotoUploads } from "../media/upload.server.ts";
import { readForm } from "./forms.server.ts";
import { HttpError } from "./http.server.ts";

const uncaught: unknown[] = [];
const record = (error: unknown) => uncaught.push(error);

afterEach(() => {
  process.off("uncaughtException", record);
  uncaught.length = 0;
});

function cutOff(part: string) {
  return new Request("http://localhost/form", {
    method: "POST",
    headers: { "content-type": "multipart/form-data; boundary=XX" },
    body: `--XX\r\n${part}`,
  });
}

describe("a multipart form cut off inside a part", () => {
  it.each([
    [
      "a file part whose name is a folder",
      'Content-Disposition: form-data; name="upload"; filename="photos/"\r\n\r\nsome',
    ],
    ["a field", 'Content-Disposition: form-data; name="answer"\r\n\r\nhalf an ans'],
  ])("%s: a 400 from each reader, and no error left to escape", async (_name, part) => {
    process.on("uncaughtException", record);
    const form = await readForm(cutOff(part), { maxFieldsBytes: 10_000, maxFileBytes: 10_000 }).catch((e) => e);
    // The photo upload's reader refuses before it would touch the database.
    const photos = await receivePhotoUploads(undefined as never, cutOff(part), {
      use: "portfolio",
      uploadedBy: "owner",
      attach: async () => undefined,
    }).catch((e) => e);
    for (const refusal of [form, photos]) {
      expect(refusal).toBeInstanceOf(HttpError);
      expect((refusal as HttpError).status).toBe(400);
    }
    // Whatever the streams still had to say has been said by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uncaught).toEqual([]);
  });
});
