import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseProxyTrust, proxyTrustHelp } from "./proxy-trust";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).optional(),
  /** How the marketplace behaves (secrets, demo data, dev outbox); defaults to NODE_ENV. */
  APP_ENV: z.enum(["development", "production", "test"]).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Unset: 127.0.0.1 in development (the dev outbox and demo admin stay on this machine), else every
   * interface.
   */
  HOST: z.string().min(1).optional(),
  APP_URL: z.url({ message: "APP_URL must be an absolute URL such as https://shop.example.com" }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  COMPANY_EMAIL_DOMAINS: z
    .string()
    .default("shopafricanbrands.com")
    .transform((value) =>
      value
        .split(",")
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    ),
  SEED_DEMO: booleanFlag.optional(),
  /** Who may report the client's address in X-Forwarded-For: a number of proxies or their addresses. */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context) => {
      const trust = parseProxyTrust(value);
      if (!trust) context.addIssue({ code: "custom", message: proxyTrustHelp });
      return trust ?? z.NEVER;
    }),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Shop African Brands <no-reply@shopafricanbrands.com>"),
  /**
   * Which hosted checkout takes card and mobile-money payments; the sandbox is the default outside production
   * only.
   */
  PAYMENT_PROVIDER: z.enum(["sandbox", "paystack", "flutterwave"]).optional(),
  /** Flutterwave's secret key, to open its hosted payment page. */
  FLUTTERWAVE_SECRET_KEY: z.string().min(1).optional(),
  /**
   * Paystack's secret key: opens its hosted page and verifies its webhooks (HMAC-SHA512). Unset: Paystack
   * webhooks are refused.
   */
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  /** The secret hash set on the Flutterwave dashboard, sent back in `verif-hash`. Unset: refused. */
  FLUTTERWAVE_SECRET_HASH: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = Omit<
  z.infer<typeof envSchema>,
  "AUTH_SECRET" | "APP_URL" | "SEED_DEMO" | "APP_ENV" | "NODE_ENV" | "HOST"
> & {
  HOST: string;
  APP_ENV: "development" | "production" | "test";
  AUTH_SECRET: string;
  APP_URL: string;
  SEED_DEMO: boolean;
  isProduction: boolean;
};

export class ConfigError extends Error {}

/** Reads and checks the configuration once at boot; a bad value stops the server with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(withoutEmptyValues(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const { NODE_ENV, ...env } = parsed.data;
  const appEnv = env.APP_ENV ?? NODE_ENV ?? "development";
  const isProduction = appEnv === "production";
  return {
    ...env,
    APP_ENV: appEnv,
    isProduction,
    HOST: env.HOST ?? (appEnv === "development" ? "127.0.0.1" : "0.0.0.0"),
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    AUTH_SECRET: env.AUTH_SECRET ?? devAuthSecret(env.DATA_DIR, isProduction),
    SEED_DEMO: env.SEED_DEMO ?? !isProduction,
  };
}

function withoutEmptyValues(source: NodeJS.ProcessEnv) {
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
}

/** Development keeps one generated secret under the data dir so sessions survive restarts. */
function devAuthSecret(dataDir: string, isProduction: boolean): string {
  if (isProduction) {
    throw new ConfigError(
      "Invalid configuration:\n  AUTH_SECRET: required in production (at least 32 characters)",
    );
  }
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
