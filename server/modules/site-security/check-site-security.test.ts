import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { checkSiteSecurity, hstsFinding, hstsMaxAge } from "./check-site-security";

const open: (Server | TcpServer)[] = [];
const closers: (() => void)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0)) close();
  await Promise.all(
    open.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          if ("closeAllConnections" in server) server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** A local site answering /healthz with these headers; its origin. */
async function site(headers: Record<string, string>): Promise<string> {
  const seen: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    seen.push(request.url ?? "");
    response.writeHead(request.url === "/healthz" ? 200 : 404, {
      "content-type": "application/json",
      ...headers,
    });
    response.end('{"status":"ok"}');
  });
  open.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port that accepts connections and never says a word (a hung proxy). */
async function silentPort(): Promise<number> {
  const server = createTcpServer();
  server.on("connection", (socket) => closers.push(() => socket.destroy()));
  open.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const byId = (report: Awaited<ReturnType<typeof checkSiteSecurity>>) =>
  Object.fromEntries(report.checks.map((check) => [check.id, check]));

const strongPolicy = "default-src 'self'; script-src 'self' 'nonce-abc'; frame-ancestors 'none'";

describe("checkSiteSecurity", () => {
  it("reads the CSP the site sends from its /healthz; plain HTTP on this machine is a warning for HTTPS, HSTS, cookies and certificate", async () => {
    const origin = await site({ "content-security-policy": strongPolicy });
    const checks = byId(await checkSiteSecurity({ appUrl: `${origin}/some/page`, sessionCookie: "plain" }));
    expect(checks.csp).toMatchObject({ status: "pass", code: "csp-ok", header: strongPolicy });
    expect(checks.https).toMatchObject({ status: "warn", code: "https-off-local" });
    expect(checks.hsts).toMatchObject({ status: "warn", code: "hsts-not-https" });
    expect(checks.cookies).toMatchObject({ status: "warn", code: "cookies-http" });
    expect(checks.certificate).toMatchObject({ status: "warn", code: "cert-not-https" });
  });

  it("fails a site without a CSP and warns about a policy that lets inline scripts run or allows framing", async () => {
    expect(
      byId(await checkSiteSecurity({ appUrl: await site({}), sessionCookie: "none" })).csp,
    ).toMatchObject({
      status: "fail",
      code: "csp-missing",
    });
    const inline = byId(
      await checkSiteSecurity({
        appUrl: await site({
          "content-security-policy": "script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
        }),
        sessionCookie: "none",
      }),
    );
    expect(inline.csp).toMatchObject({
      status: "warn",
      code: "csp-weak",
      detail: "script-src 'unsafe-inline'",
    });
    const framable = byId(
      await checkSiteSecurity({
        appUrl: await site({ "content-security-policy": "script-src 'self'" }),
        sessionCookie: "none",
      }),
    );
    expect(framable.csp).toMatchObject({ status: "warn", code: "csp-weak", detail: "frame-ancestors" });
  });

  it("says the site is unreachable, or did not answer in time, instead of failing the page", async () => {
    const refused = byId(
      await checkSiteSecurity({ appUrl: `http://127.0.0.1:${await closedPort()}`, sessionCookie: "none" }),
    );
    expect(refused.csp).toMatchObject({ status: "fail", code: "unreachable" });
    expect(refused.csp?.detail).toMatch(/ECONNREFUSED/);

    const silent = await silentPort();
    const started = Date.now();
    const hung = byId(
      await checkSiteSecurity({
        appUrl: `https://127.0.0.1:${silent}`,
        sessionCookie: "secure",
        timeoutMs: 300,
      }),
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(hung.https).toMatchObject({ status: "pass", code: "https-on" });
    expect(hung.csp).toMatchObject({ status: "fail", code: "timeout" });
    expect(hung.hsts).toMatchObject({ status: "fail", code: "timeout" });
    expect(hung.certificate).toMatchObject({ status: "fail", code: "timeout" });
    expect(hung.cookies).toMatchObject({ status: "pass", code: "cookies-secure" });
  });

  it("fails the certificate of an address that does not speak TLS, with the library's reason", async () => {
    const origin = await site({});
    const checks = byId(
      await checkSiteSecurity({
        appUrl: origin.replace("http:", "https:"),
        sessionCookie: "plain",
        timeoutMs: 2000,
      }),
    );
    expect(checks.certificate).toMatchObject({ status: "fail", code: "unreachable" });
    expect(checks.certificate?.detail).toBeTruthy();
    expect(checks.cookies).toMatchObject({ status: "fail", code: "cookies-not-secure" });
  });

  it("fails plain HTTP on a public host name", async () => {
    const checks = byId(
      await checkSiteSecurity({ appUrl: "http://shop.invalid", sessionCookie: "plain", timeoutMs: 1000 }),
    );
    expect(checks.https).toMatchObject({ status: "fail", code: "https-off" });
    expect(checks.hsts).toMatchObject({ status: "fail", code: "hsts-not-https" });
    expect(checks.csp?.status).toBe("fail");
  });

  it("passes HSTS of 180 days or more, warns below, fails without a max-age", () => {
    expect(hstsFinding("max-age=31536000; includeSubDomains")).toMatchObject({ status: "pass", days: 365 });
    expect(hstsFinding("max-age=600")).toMatchObject({ status: "warn", code: "hsts-short", days: 0 });
    expect(hstsFinding("max-age=0")).toMatchObject({ status: "fail", code: "hsts-missing" });
    expect(hstsFinding(null)).toMatchObject({ status: "fail", code: "hsts-missing" });
  });

  it("reads HSTS max-age in seconds, and nothing from a malformed header", () => {
    expect(hstsMaxAge("max-age=31536000; includeSubDomains")).toBe(31536000);
    expect(hstsMaxAge('includeSubDomains; Max-Age="600"')).toBe(600);
    expect(hstsMaxAge("max-age=soon")).toBeNull();
    expect(hstsMaxAge(null)).toBeNull();
  });
});
