import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env";

const secret = "s".repeat(32);
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "sab-env-test-"));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function configError(source: NodeJS.ProcessEnv): ConfigError {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("loadEnv accepted the configuration");
}

describe("loadEnv", () => {
  it("has working defaults for a first start in development", () => {
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({
      APP_ENV: "development",
      isProduction: false,
      PORT: 3000,
      HOST: "127.0.0.1",
      APP_URL: "http://localhost:3000",
      DATA_DIR: dataDir,
      COMPANY_EMAIL_DOMAINS: ["shopafricanbrands.com"],
      SEED_DEMO: true,
      TRUST_PROXY: { hops: 0 },
      LOG_LEVEL: "info",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("reads and normalises the values it is given", () => {
    const env = loadEnv({
      NODE_ENV: "production",
      PORT: "8080",
      APP_URL: "https://shop.example.com/",
      DATABASE_URL: "postgresql://app@db:5432/shop",
      AUTH_SECRET: secret,
      COMPANY_EMAIL_DOMAINS: " ShopAfricanBrands.com, sab.africa ,",
      TRUST_PROXY: "yes",
      DATA_DIR: dataDir,
    });
    expect(env).toMatchObject({
      APP_ENV: "production",
      isProduction: true,
      PORT: 8080,
      APP_URL: "https://shop.example.com",
      DATABASE_URL: "postgresql://app@db:5432/shop",
      AUTH_SECRET: secret,
      COMPANY_EMAIL_DOMAINS: ["shopafricanbrands.com", "sab.africa"],
      TRUST_PROXY: { hops: 1 },
      SEED_DEMO: false,
    });
  });

  it("listens on the loopback address in development only, unless HOST says otherwise", () => {
    expect(loadEnv({ DATA_DIR: dataDir }).HOST).toBe("127.0.0.1");
    expect(loadEnv({ DATA_DIR: dataDir, HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(loadEnv({ DATA_DIR: dataDir, APP_ENV: "production", AUTH_SECRET: secret }).HOST).toBe("0.0.0.0");
    expect(loadEnv({ DATA_DIR: dataDir, APP_ENV: "test" }).HOST).toBe("0.0.0.0");
    expect(
      loadEnv({ DATA_DIR: dataDir, APP_ENV: "production", AUTH_SECRET: secret, HOST: "10.0.0.5" }).HOST,
    ).toBe("10.0.0.5");
  });

  it.each([
    ["false", { hops: 0 }],
    ["0", { hops: 0 }],
    ["true", { hops: 1 }],
    ["1", { hops: 1 }],
    ["2", { hops: 2 }],
    [" 10.0.0.0/8, 192.168.1.4 ,fd00::/8", { ranges: ["10.0.0.0/8", "192.168.1.4", "fd00::/8"] }],
  ])("reads TRUST_PROXY=%s as a number of proxies or their addresses", (value, trust) => {
    expect(loadEnv({ DATA_DIR: dataDir, TRUST_PROXY: value }).TRUST_PROXY).toEqual(trust);
  });

  it("treats empty variables as unset", () => {
    const env = loadEnv({ PORT: "", DATABASE_URL: "", AUTH_SECRET: secret, DATA_DIR: dataDir });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ["PORT", { PORT: "eighty" }],
    ["PORT", { PORT: "70000" }],
    ["PORT", { PORT: "-1" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://root@localhost/shop" }],
    ["DATABASE_URL", { DATABASE_URL: "localhost:5432" }],
    ["AUTH_SECRET", { AUTH_SECRET: "too-short" }],
    ["APP_URL", { APP_URL: "shop.example.com" }],
    ["NODE_ENV", { NODE_ENV: "staging" }],
    ["APP_ENV", { APP_ENV: "prod" }],
    ["SMTP_URL", { SMTP_URL: "http://mail.example.com" }],
    ["TRUST_PROXY", { TRUST_PROXY: "maybe" }],
    ["TRUST_PROXY", { TRUST_PROXY: "10.0.0.0/33" }],
    ["TRUST_PROXY", { TRUST_PROXY: "10.0.0.300" }],
    ["TRUST_PROXY", { TRUST_PROXY: "-1" }],
    ["LOG_LEVEL", { LOG_LEVEL: "verbose" }],
  ])("refuses a bad %s with a ConfigError naming it", (variable, source) => {
    const error = configError({ DATA_DIR: dataDir, ...source });
    expect(error.message).toMatch(new RegExp(`^Invalid configuration:\\n(.*\\n)*\\s+${variable}: `));
  });

  it("names every bad variable at once", () => {
    const error = configError({
      PORT: "x",
      DATABASE_URL: "mysql://x",
      AUTH_SECRET: "short",
      DATA_DIR: dataDir,
    });
    for (const variable of ["PORT", "DATABASE_URL", "AUTH_SECRET"])
      expect(error.message).toContain(`  ${variable}: `);
    expect(error.message).toContain("AUTH_SECRET must be at least 32 characters");
    expect(error.message).toContain("DATABASE_URL must start with postgres:// or postgresql://");
  });

  it.each([
    { NODE_ENV: "production" },
    { APP_ENV: "production" },
    { NODE_ENV: "development", APP_ENV: "production" },
  ])("refuses to start in production (%j) without AUTH_SECRET, writing nothing", (source) => {
    const error = configError({ ...source, DATA_DIR: dataDir });
    expect(error.message).toMatch(/^Invalid configuration:\n\s+AUTH_SECRET: /);
    expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(false);
  });

  it("APP_ENV decides the behaviour when NODE_ENV says otherwise (a production build run as a demo)", () => {
    const env = loadEnv({ NODE_ENV: "production", APP_ENV: "development", DATA_DIR: dataDir });
    expect(env).toMatchObject({ APP_ENV: "development", isProduction: false, SEED_DEMO: true });
    expect(env.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("generates a development secret once, keeps it under DATA_DIR and reuses it", () => {
    const nested = path.join(dataDir, "not", "yet", "there");
    const first = loadEnv({ DATA_DIR: nested }).AUTH_SECRET;
    const file = path.join(nested, "auth-secret");
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    expect(loadEnv({ DATA_DIR: nested }).AUTH_SECRET).toBe(first);
    // Another installation gets its own secret.
    expect(loadEnv({ DATA_DIR: path.join(dataDir, "other") }).AUTH_SECRET).not.toBe(first);
  });

  it("prefers a configured AUTH_SECRET over the stored development one", () => {
    loadEnv({ DATA_DIR: dataDir });
    expect(loadEnv({ DATA_DIR: dataDir, AUTH_SECRET: secret }).AUTH_SECRET).toBe(secret);
  });
});
