/** What each check of /admin/test/ssl looks at. */
export const securityCheckIds = ["https", "hsts", "cookies", "csp", "certificate"] as const;
export type SecurityCheckId = (typeof securityCheckIds)[number];

export type SecurityCheckStatus = "pass" | "warn" | "fail";

/** What a check found; the page words each (common/i18n/admin-ssl-check.ts). */
export type SecurityCheckCode =
  | "https-on"
  | "https-off-local"
  | "https-off"
  | "hsts-ok"
  | "hsts-short"
  | "hsts-missing"
  | "hsts-not-https"
  | "cookies-secure"
  | "cookies-not-secure"
  | "cookies-http"
  | "cookies-no-session"
  | "csp-ok"
  | "csp-weak"
  | "csp-missing"
  | "cert-ok"
  | "cert-expiring"
  | "cert-expired"
  | "cert-untrusted"
  | "cert-not-https"
  | "unreachable"
  | "timeout";

export interface SecurityCheck {
  id: SecurityCheckId;
  status: SecurityCheckStatus;
  code: SecurityCheckCode;
  /** Days: the HSTS max-age, or those left before the certificate expires. */
  days?: number;
  /** When the certificate stops being valid (ISO 8601). */
  validTo?: string;
  /** What the network, the TLS library or the policy check said, as it said it. */
  detail?: string;
  /** The header the check read, as the site sent it. */
  header?: string;
}

export interface SecurityReport {
  /** The address checked (APP_URL's origin). */
  origin: string;
  /** How long each network check waited at most, in seconds. */
  timeoutSeconds: number;
  checks: SecurityCheck[];
}
