/**
 * A real SMTP server for tests: it receives what the app sends and parses each message.
 * Used in-process by unit tests, and as a standalone process by the end-to-end suite:
 *   node tests/support/smtp-sink.ts --smtp-port 2525 --http-port 2526
 * which also serves GET /messages (JSON) and POST /refuse?on=1|0 on the HTTP port.
 */
import { createServer as createHttpServer } from "node:http";
import { parseArgs } from "node:util";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface ReceivedMessage {
  to: string[];
  from: string;
  /** The Reply-To addresses, if any. */
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Attached files (calendar invitations, PDFs), their bytes base64-encoded. */
  attachments: { filename: string; mimeType: string; contentBase64: string }[];
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMessage[];
  /** While refusing, every message is rejected with a temporary error (451). */
  refuse(on: boolean): void;
  waitFor(predicate: (m: ReceivedMessage) => boolean, timeoutMs?: number): Promise<ReceivedMessage>;
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMessage[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (refusing) {
          const error = Object.assign(new Error("Temporarily refusing mail"), { responseCode: 451 });
          callback(error);
          return;
        }
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          replyTo: (parsed.replyTo ?? []).flatMap((a) => ("address" in a && a.address ? [a.address] : [])),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: parsed.html ?? "",
          messageId: parsed.messageId ?? "",
          attachments: parsed.attachments.map((file) => ({
            filename: file.filename ?? "",
            mimeType: file.mimeType,
            contentBase64:
              typeof file.content === "string"
                ? Buffer.from(file.content).toString("base64")
                : Buffer.from(file.content as ArrayBuffer).toString("base64"),
          })),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;

  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    refuse(on) {
      refusing = on;
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find(predicate);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`No matching e-mail within ${timeoutMs} ms (received ${messages.length})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { "smtp-port": { type: "string" }, "http-port": { type: "string" } } });
  const sink = await startSmtpSink(Number(values["smtp-port"] ?? 2525));
  const http = createHttpServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/messages") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(sink.messages));
    } else if (url.pathname === "/refuse" && req.method === "POST") {
      sink.refuse(url.searchParams.get("on") === "1");
      res.end("ok");
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  http.listen(Number(values["http-port"] ?? 2526), "127.0.0.1");
  console.log(`SMTP sink on ${sink.port}, HTTP on ${values["http-port"] ?? 2526}`);
}
