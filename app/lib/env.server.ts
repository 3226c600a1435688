/**
 * Configuration, parsed once from the environment. A bad value stops the process with a message
 * naming the variable. Everything is optional for the embedded default.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: optionalString,
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^(postgres(ql)?:\/\/|memory:\/\/)/, "must start with postgres:// or postgresql:// (or be memory://)")
      .optional(),
  ),
  BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().trim().min(3).default("Holistic Omega <no-reply@holisticomega.local>"),
  OWNER_EMAIL: optionalString.pipe(z.email().optional()),
  SITE_NAME: z.string().trim().min(1).default("Holistic Omega"),
  /** How many reverse proxies sit in front of the app (for the real client address). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Seconds before the first retry of a failed e-mail delivery (then doubling, capped at 1 hour). */
  OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** S3-compatible storage (AWS S3, MinIO, Cloudflare R2); unset = local disk under DATA_DIR. */
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => v === "true" || v === "1"),
  S3_PREFIX: optionalString.pipe(
    z
      .string()
      .regex(/^[a-zA-Z0-9_./-]*\/$/, "must end with a slash and use letters, digits, _ . - /")
      .optional(),
  ),
  /** Image jobs processed at the same time by this instance (1–4). */
  MEDIA_JOB_CONCURRENCY: z.coerce.number().int().min(1).max(4).default(1),
  /** Busy calendars may be fetched from private, loopback and link-local addresses (tests, self-hosted servers). */
  CALENDAR_ALLOW_PRIVATE_HOSTS: z
    .enum(["1", "0", "true", "false", ""], "must be 1 or 0")
    .optional()
    .transform((v) => v === "1" || v === "true"),
  /** Stripe (issue 29): without both keys, prices are shown and nothing asks for payment. */
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_/, "must start with sk_ or rk_")
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_/, "must start with whsec_")
      .optional(),
  ),
  /** Stripe's API address, for a local emulator in tests (http://127.0.0.1:12111); unset = Stripe itself. */
  STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /**
   * Server processes sharing the port (server/cluster.ts): a number, or `auto` for one per CPU core.
   * Above 1 only with PostgreSQL: the embedded database belongs to one process.
   */
  PROCESSES: z
    .union([z.literal("auto"), z.coerce.number().int().min(1).max(64)], "must be a number from 1 to 64, or auto")
    .default(1),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Cookieless visit counting (issue 30); "off" only to measure what it costs (scripts/bench/feature-visits.ts). */
  VISIT_COUNTING: z.enum(["on", "off"]).default("on"),
  /**
   * The signed-in page cache (ADR 018); "off" only to measure what rendering the pages costs
   * (scripts/bench/signed-in.ts: every request renders, as with writes arriving all the time).
   */
  PRIVATE_PAGE_CACHE: z.enum(["on", "off"]).default("on"),
});

export type Env = z.infer<typeof EnvSchema> & {
  BASE_URL: string;
  AUTH_SECRET: string;
  DATA_DIR: string;
};

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && !env.AUTH_SECRET && env.DATABASE_URL?.startsWith("postgres")) {
    throw new ConfigError(
      "Invalid configuration:\n  AUTH_SECRET: required in production with DATABASE_URL (every instance must share it)",
    );
  }
  if (env.PROCESSES !== 1 && !env.DATABASE_URL?.startsWith("postgres")) {
    throw new ConfigError(
      "Invalid configuration:\n  PROCESSES: more than one process needs DATABASE_URL (PostgreSQL); the embedded database belongs to one process",
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    AUTH_SECRET: env.AUTH_SECRET ?? storedSecret(dataDir, env.NODE_ENV),
  };
}

/**
 * Without AUTH_SECRET, a secret is generated once and kept in the data directory, so sessions
 * survive restarts of a single-machine install. Several instances must share an AUTH_SECRET.
 */
function storedSecret(dataDir: string, nodeEnv: string): string {
  // Tests sign with a known secret, whatever a server run from the same checkout left in ./data.
  if (nodeEnv === "test") return "test-secret-for-automated-tests-only-0123456789";
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change the environment between cases. */
export function resetEnvForTests() {
  cached = undefined;
}
