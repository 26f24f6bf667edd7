import { adminSslCheckTexts } from "#common/i18n/admin-ssl-check";
import { adminSslCheckPath } from "#common/paths";
import type { SecurityCheckStatus } from "#common/views/site-security";
import { sessionCookieKind } from "#server/modules/identity/session-cookie";
import { checkSiteSecurity } from "#server/modules/site-security/check-site-security";
import { Link, useNavigation } from "react-router";
import { Badge, type BadgeTone } from "~/components/catalog/badge";
import { buttonClassName } from "~/components/ui/button";
import { LoadingStatus } from "~/components/ui/status-notes";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/ssl-check";

export const meta: Route.MetaFunction = () =>
  pageMeta(adminSslCheckTexts.en.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * /admin/test/ssl (admins only): runs the checks on every load, against APP_URL as browsers reach it
 * and the session cookie this very request carried.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { env } = ctx(context);
  return {
    report: await checkSiteSecurity({
      appUrl: env.APP_URL,
      sessionCookie: sessionCookieKind(request.headers.get("cookie") ?? undefined),
    }),
  };
}

const tones: Record<SecurityCheckStatus, BadgeTone> = { pass: "success", warn: "warning", fail: "brand" };

export default function AdminSslCheck({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(adminSslCheckTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const { report } = loaderData;
  const count = (status: SecurityCheckStatus) =>
    format.number(report.checks.filter((check) => check.status === status).length);
  const checking = navigation.state === "loading" && navigation.location.pathname === adminSslCheckPath;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{texts.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {texts.intro(report.origin, format.number(report.timeoutSeconds))}
          </p>
        </div>
        <Link to={adminSslCheckPath} className={buttonClassName("secondary")}>
          {texts.checkAgain}
        </Link>
      </div>
      {checking ? <LoadingStatus>{texts.checking}</LoadingStatus> : null}
      <p role="status" className="font-medium">
        {texts.summary(count("pass"), count("warn"), count("fail"))}
      </p>
      <ul aria-label={texts.listLabel} className="space-y-3">
        {report.checks.map((check) => (
          <li key={check.id} className="rounded-lg border border-border bg-card p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-semibold">{texts.names[check.id]}</h2>
              <Badge tone={tones[check.status]}>{texts.statuses[check.status]}</Badge>
            </div>
            <p className="mt-2 text-sm">
              {texts.findings[check.code]({
                days: format.number(check.days ?? 0),
                date: check.validTo ? format.date(check.validTo) : "",
                detail: check.detail ?? "",
                seconds: format.number(report.timeoutSeconds),
              })}
            </p>
            {check.header ? (
              <p className="mt-1 font-mono text-xs break-all text-muted-foreground">{check.header}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
