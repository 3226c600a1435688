import pino from "pino";

/** Structured JSON logs on stdout. Never log passwords, tokens, codes or cookies. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  redact: {
    paths: [
      "password",
      "*.password",
      "token",
      "*.token",
      "cookie",
      "*.cookie",
      "headers.cookie",
      "headers.authorization",
    ],
    censor: "[redacted]",
  },
});
