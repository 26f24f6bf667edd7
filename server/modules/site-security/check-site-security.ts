import { connect } from "node:tls";
import type { SecurityCheck, SecurityCheckStatus, SecurityReport } from "#common/views/site-security";

/** HSTS shorter than this (180 days) is too short for browsers' preload lists and most audits. */
const minHstsSeconds = 180 * 24 * 60 * 60;
/** A certificate this close to its end is a warning: renewal should have happened by now. */
const expiryWarningDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

/** Hosts a developer runs the shop on: plain HTTP there is expected, not a fault. */
function isLocalHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]" || hostname === "::1";
}

type HeadersAnswer = { ok: true; headers: Headers } | { ok: false; check: Omit<SecurityCheck, "id"> };

/**
 * The response headers of GET <origin>/healthz: the app's own answer, through whatever proxy stands
 * in front of it (which may add or strip headers), so the check sees what a browser is sent.
 */
async function fetchHeaders(origin: string, timeoutMs: number): Promise<HeadersAnswer> {
  try {
    const response = await fetch(new URL("/healthz", origin), {
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/json" },
    });
    await response.body?.cancel();
    return { ok: true, headers: response.headers };
  } catch (error) {
    return { ok: false, check: failureOf(error) };
  }
}

function failureOf(error: unknown): Omit<SecurityCheck, "id"> {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return { status: "fail", code: "timeout" };
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return {
    status: "fail",
    code: "unreachable",
    detail: cause instanceof Error ? cause.message : String(cause),
  };
}

/** `max-age` of a Strict-Transport-Security header, in seconds; null when absent or malformed. */
export function hstsMaxAge(header: string | null): number | null {
  const match = header ? /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(header) : null;
  return match ? Number(match[1]) : null;
}

/** What a Strict-Transport-Security header sent over HTTPS is worth: 180 days or more pass. */
export function hstsFinding(header: string | null): Omit<SecurityCheck, "id"> {
  const maxAge = hstsMaxAge(header);
  if (!header || !maxAge) return { status: "fail", code: "hsts-missing", ...(header ? { header } : {}) };
  const days = Math.floor(maxAge / 86_400);
  return maxAge >= minHstsSeconds
    ? { status: "pass", code: "hsts-ok", days, header }
    : { status: "warn", code: "hsts-short", days, header };
}

/** A directive of a Content-Security-Policy, its sources lower-cased; null when the policy lacks it. */
function directive(policy: string, name: string): string[] | null {
  for (const part of policy.split(";")) {
    const [key, ...sources] = part.trim().split(/\s+/);
    if (key?.toLowerCase() === name) return sources.map((source) => source.toLowerCase());
  }
  return null;
}

/**
 * A policy that stops injected scripts and framing: scripts limited without 'unsafe-inline' (or with
 * a nonce or hash, which makes browsers ignore it), and frame-ancestors set.
 */
function cspWeakness(policy: string): string | null {
  const scripts = directive(policy, "script-src") ?? directive(policy, "default-src");
  if (!scripts) return "script-src";
  const pinned = scripts.some((source) => /^'(nonce|sha256|sha384|sha512)-/.test(source));
  if (scripts.includes("'unsafe-inline'") && !pinned) return "script-src 'unsafe-inline'";
  if (scripts.includes("*")) return "script-src *";
  if (!directive(policy, "frame-ancestors")) return "frame-ancestors";
  return null;
}

/**
 * The certificate the origin presents over TLS: whether it is trusted for the host name and how
 * long it has left. Connects once with a deadline; any failure is a finding, never a throw.
 */
function checkCertificate(url: URL, timeoutMs: number): Promise<Omit<SecurityCheck, "id">> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const port = Number(url.port || 443);
  const isIp = /^[\d.]+$/.test(host) || host.includes(":");
  return new Promise((resolve) => {
    let settled = false;
    const finish = (check: Omit<SecurityCheck, "id">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(check);
    };
    const socket = connect({ host, port, servername: isIp ? undefined : host, rejectUnauthorized: false });
    const timer = setTimeout(() => finish({ status: "fail", code: "timeout" }), timeoutMs);
    socket.once("secureConnect", () => {
      const certificate = socket.getPeerCertificate();
      if (!certificate?.valid_to) {
        finish({ status: "fail", code: "cert-untrusted", detail: "no certificate" });
        return;
      }
      const validTo = new Date(certificate.valid_to);
      const days = Math.floor((validTo.getTime() - Date.now()) / dayMs);
      const base = { days, validTo: validTo.toISOString() };
      if (validTo.getTime() <= Date.now()) finish({ status: "fail", code: "cert-expired", ...base });
      else if (!socket.authorized)
        finish({
          status: "fail",
          code: "cert-untrusted",
          ...base,
          detail: String(socket.authorizationError ?? "not trusted"),
        });
      else if (days <= expiryWarningDays) finish({ status: "warn", code: "cert-expiring", ...base });
      else finish({ status: "pass", code: "cert-ok", ...base });
    });
    socket.once("error", (error) => finish({ status: "fail", code: "unreachable", detail: error.message }));
  });
}

/**
 * A live check of the deployment's transport security, for /admin/test/ssl: HTTPS on APP_URL, the
 * HSTS and Content-Security-Policy headers the site really sends (read from its own /healthz through
 * APP_URL, so a proxy in front counts), the Secure flag of the session cookie the admin's own browser
 * holds (`sessionCookie`, read from the request), and the TLS certificate's trust and expiry. Plain
 * HTTP on the developer's own machine is a warning, anywhere else a failure. Every network step has
 * a deadline and reports its failure instead of throwing.
 */
export async function checkSiteSecurity({
  appUrl,
  sessionCookie,
  timeoutMs = 3000,
}: {
  appUrl: string;
  sessionCookie: "secure" | "plain" | "none";
  timeoutMs?: number;
}): Promise<SecurityReport> {
  const url = new URL(appUrl);
  const https = url.protocol === "https:";
  const local = isLocalHost(url.hostname);
  const httpStatus: SecurityCheckStatus = local ? "warn" : "fail";
  const [answer, certificate] = await Promise.all([
    fetchHeaders(url.origin, timeoutMs),
    https
      ? checkCertificate(url, timeoutMs)
      : Promise.resolve<Omit<SecurityCheck, "id">>({ status: httpStatus, code: "cert-not-https" }),
  ]);

  const httpsCheck: Omit<SecurityCheck, "id"> = https
    ? { status: "pass", code: "https-on" }
    : { status: httpStatus, code: local ? "https-off-local" : "https-off" };

  const hsts = ((): Omit<SecurityCheck, "id"> => {
    if (!https) return { status: httpStatus, code: "hsts-not-https" };
    if (!answer.ok) return answer.check;
    return hstsFinding(answer.headers.get("strict-transport-security"));
  })();

  const csp = ((): Omit<SecurityCheck, "id"> => {
    if (!answer.ok) return answer.check;
    const policy = answer.headers.get("content-security-policy");
    if (!policy) return { status: "fail", code: "csp-missing" };
    const weakness = cspWeakness(policy);
    return weakness
      ? { status: "warn", code: "csp-weak", detail: weakness, header: policy }
      : { status: "pass", code: "csp-ok", header: policy };
  })();

  const cookies = ((): Omit<SecurityCheck, "id"> => {
    if (!https) return { status: httpStatus, code: "cookies-http" };
    if (sessionCookie === "secure") return { status: "pass", code: "cookies-secure" };
    if (sessionCookie === "plain") return { status: "fail", code: "cookies-not-secure" };
    return { status: "warn", code: "cookies-no-session" };
  })();

  return {
    origin: url.origin,
    timeoutSeconds: timeoutMs / 1000,
    checks: [
      { id: "https", ...httpsCheck },
      { id: "hsts", ...hsts },
      { id: "cookies", ...cookies },
      { id: "csp", ...csp },
      { id: "certificate", ...certificate },
    ],
  };
}
