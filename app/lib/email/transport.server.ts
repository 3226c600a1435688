/**
 * Delivers one message. With SMTP_URL: nodemailer over SMTP. Without: the raw message is written
 * as an .eml file under DATA_DIR/mail and a one-line summary is logged; its links (sign-in links,
 * reset tokens, ...) only when `logLinks` is on, which the app allows outside production only.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { EmailAttachment } from "../db/schema.ts";
import { logger } from "../logger.server.ts";

export interface OutgoingMessage {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo?: string | null;
  attachments?: EmailAttachment[] | null;
}

export interface MailTransport {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

export function createTransport(options: { smtpUrl?: string; dataDir: string; logLinks?: boolean }): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl)
    : fileTransport(path.join(options.dataDir, "mail"), options.logLinks ?? false);
}

/** Links in logs are a convenience for a local install only: never with SMTP, never in production. */
export function mayLogEmailLinks(env: { SMTP_URL?: string; NODE_ENV: string }) {
  return !env.SMTP_URL && env.NODE_ENV !== "production";
}

function toMail(message: OutgoingMessage) {
  const domain = message.from.match(/@([^>\s]+)/)?.[1] ?? "localhost";
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    replyTo: message.replyTo ?? undefined,
    attachments: message.attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.contentBase64, "base64"),
    })),
    // A stable Message-ID lets receiving servers drop a duplicate after a crash mid-send.
    messageId: `<outbox-${message.id}@${domain}>`,
  };
}

type Mailer = typeof import("nodemailer")["default"];

/** nodemailer is loaded for the first message, not when the server starts (it took ~70 ms of each start). */
function lazyTransporter(create: (mailer: Mailer) => Transporter) {
  let transporter: Promise<Transporter> | undefined;
  return {
    get: () => {
      transporter ??= import("nodemailer").then(({ default: mailer }) => create(mailer));
      return transporter;
    },
    // A transporter that could not be made has nothing to close.
    close: () =>
      void transporter?.then(
        (made) => made.close(),
        () => {},
      ),
  };
}

function smtpTransport(url: string): MailTransport {
  const transporter = lazyTransporter((mailer) => mailer.createTransport(url, {}));
  return {
    async send(message) {
      await (await transporter.get()).sendMail(toMail(message));
    },
    close: transporter.close,
  };
}

function fileTransport(directory: string, logLinks: boolean): MailTransport {
  const transporter = lazyTransporter((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" }),
  );
  return {
    async send(message) {
      const info = await (await transporter.get()).sendMail(toMail(message));
      await mkdir(directory, { recursive: true });
      const file = path.join(directory, `${Date.now()}-${message.id}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = logLinks ? (message.text.match(/https?:\/\/\S+/g) ?? []) : undefined;
      logger.info({ to: message.to, subject: message.subject, file, links }, "e-mail written to file (no SMTP_URL)");
    },
    close: transporter.close,
  };
}
