import type { SecurityCheckCode, SecurityCheckId, SecurityCheckStatus } from "#common/views/site-security";
import type { PageTexts } from "./catalogue";

/** What a finding's sentence may name, each already written for the page's locale. */
export interface FindingValues {
  days: string;
  date: string;
  detail: string;
  seconds: string;
}

/** /admin/test/ssl: the live check of the deployment's HTTPS, HSTS, cookies, CSP and certificate. */
export const adminSslCheckTexts = {
  en: {
    title: "Security check",
    intro: (origin: string, seconds: string) =>
      `A live check of ${origin} as browsers reach it, run when this page loads. Each network step waits at most ${seconds} seconds.`,
    checkAgain: "Check again",
    checking: "Checking…",
    listLabel: "Security checks",
    summary: (passed: string, warnings: string, failures: string) =>
      `${passed} passed, ${warnings} warnings, ${failures} failed.`,
    statuses: { pass: "Pass", warn: "Warning", fail: "Fail" } satisfies Record<SecurityCheckStatus, string>,
    names: {
      https: "HTTPS on APP_URL",
      hsts: "HSTS header",
      cookies: "Secure cookies",
      csp: "Content Security Policy",
      certificate: "Certificate expiry",
    } satisfies Record<SecurityCheckId, string>,
    findings: {
      "https-on": () => "APP_URL uses HTTPS: pages, forms and cookies travel encrypted.",
      "https-off-local": () =>
        "APP_URL uses plain HTTP on this machine. Fine for development; a public deployment must use HTTPS.",
      "https-off": () =>
        "APP_URL uses plain HTTP: passwords, sessions and payments travel unencrypted. Serve the site over HTTPS and set APP_URL to its https:// address.",
      "hsts-ok": ({ days }: FindingValues) =>
        `Strict-Transport-Security tells browsers to use only HTTPS for ${days} days.`,
      "hsts-short": ({ days }: FindingValues) =>
        `Strict-Transport-Security is sent but lasts only ${days} days; use at least 180 days (max-age=15552000).`,
      "hsts-missing": () =>
        "No valid Strict-Transport-Security header: a first visit typed without https:// can be intercepted. The app sends it when APP_URL starts with https://; check that the proxy in front passes it on.",
      "hsts-not-https": () =>
        "Browsers ignore HSTS over plain HTTP: it applies once the site is served over HTTPS.",
      "cookies-secure": () =>
        "Your session cookie carries the __Secure- prefix, which browsers accept only with the Secure flag: it is never sent over plain HTTP. It is also HttpOnly and SameSite=Lax.",
      "cookies-not-secure": () =>
        "Your session cookie came without the Secure flag although the site uses HTTPS: it could leak over plain HTTP. Check that APP_URL starts with https://.",
      "cookies-http": () =>
        "Over plain HTTP cookies cannot be marked Secure: the session cookie travels unencrypted.",
      "cookies-no-session": () =>
        "This request carried no session cookie, so its flags could not be seen. Sign in again and reload.",
      "csp-ok": () =>
        "A Content-Security-Policy limits scripts to this site (with a per-page nonce) and forbids framing.",
      "csp-weak": ({ detail }: FindingValues) =>
        `A Content-Security-Policy is sent, but it is weak: ${detail}. Limit scripts without a bare 'unsafe-inline' and set frame-ancestors.`,
      "csp-missing": () =>
        "No Content-Security-Policy header: injected scripts would run. The app sends one from its production build (NODE_ENV=production).",
      "cert-ok": ({ days, date }: FindingValues) =>
        `The certificate is trusted and valid until ${date} (${days} days left).`,
      "cert-expiring": ({ days, date }: FindingValues) =>
        `The certificate expires on ${date}, in ${days} days: renew it now.`,
      "cert-expired": ({ date }: FindingValues) =>
        `The certificate expired on ${date}: browsers refuse the site.`,
      "cert-untrusted": ({ detail }: FindingValues) => `Browsers would not trust the certificate: ${detail}.`,
      "cert-not-https": () => "No certificate to check: the site is not served over TLS.",
      unreachable: ({ detail }: FindingValues) => `The site could not be reached at APP_URL: ${detail}.`,
      timeout: ({ seconds }: FindingValues) =>
        `The site did not answer at APP_URL within ${seconds} seconds.`,
    } satisfies Record<SecurityCheckCode, (values: FindingValues) => string>,
  },
} satisfies PageTexts;
