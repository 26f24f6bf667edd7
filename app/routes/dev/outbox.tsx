import { pageParam } from "#common/paging";
import { listOutbox } from "#server/modules/mail/mail.queries";
import { data } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/outbox";
import { textLinkClassName } from "~/components/ui/text-link";

export const meta: Route.MetaFunction = () => pageMeta("Dev outbox", undefined, { noindex: true });

/**
 * Development only: the e-mails the platform would have sent, so sign-up and reset can be clicked through.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, db } = ctx(context);
  if (env.isProduction) throw data(null, { status: 404 });
  const result = await listOutbox(db, { page: pageParam(new URL(request.url).searchParams.get("page")) });
  return {
    ...result,
    rows: result.rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      url: String(row.meta.url ?? ""),
    })),
  };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Dev outbox</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          E-mails recorded by this development server, newest first. With SMTP_URL set they are also
          delivered.
        </p>
      </div>
      {loaderData.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          No e-mails yet.
        </p>
      ) : (
        <ul className="space-y-4">
          {loaderData.rows.map((mail) => (
            <li key={mail.id} className="rounded-lg border border-border bg-card p-4">
              <article aria-label={`${mail.subject} to ${mail.to}`}>
                <h2 className="font-semibold">{mail.subject}</h2>
                <p className="text-sm text-muted-foreground">
                  To {mail.to} ·{" "}
                  <time dateTime={mail.createdAt}>{mail.createdAt.replace("T", " ").slice(0, 19)} UTC</time>
                </p>
                <pre className="mt-3 whitespace-pre-wrap break-all text-sm">{mail.text}</pre>
                {mail.url && (
                  <a href={mail.url} className={`mt-3 inline-block underline ${textLinkClassName}`}>
                    Open link from “{mail.subject}”
                  </a>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={loaderData.page}
        total={loaderData.total}
        pageSize={loaderData.pageSize}
        label="Outbox pages"
      />
    </div>
  );
}
