import { adminPagesTexts } from "#common/i18n/admin-pages";
import { adminPageBuilderPath } from "#common/paths";
import { adminContentPages } from "#server/modules/pages/page-builder.queries";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/pages";

export const meta: Route.MetaFunction = () =>
  pageMeta(adminPagesTexts.en.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/pages: every content page with its state. Admins only (content:manage; staff are kept out). */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { pages: await adminContentPages(ctx(context).db), now: new Date() };
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(adminPagesTexts);
  const format = useFormat();
  const { pages, now } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{texts.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{texts.intro}</p>
      </div>
      <DataTable caption={texts.tableCaption} columns={texts.columns} empty={texts.empty}>
        {pages.map((page) => {
          const isPublic = page.publishedAt !== null && page.publishedAt <= now;
          return (
            <tr key={page.id}>
              <td className={cellClassName}>
                <span className="font-medium">{page.title}</span>
                <div className="font-mono text-xs text-muted-foreground">{page.path}</div>
              </td>
              <td className={cellClassName}>{texts.kinds[page.kind]}</td>
              <td className={cellClassName}>
                <div>{isPublic ? texts.statusPublished : texts.scheduled}</div>
                {page.hasDraft ? (
                  <div className="text-xs font-medium text-primary-text">{texts.draftPending}</div>
                ) : null}
              </td>
              <td className={cellClassName}>{format.date(page.updatedAt)}</td>
              <td className={`${cellClassName} tabular-nums`}>{format.number(page.revisions)}</td>
              <td className={cellClassName}>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={adminPageBuilderPath(page.id)}
                    aria-label={texts.edit(page.title)}
                    className={buttonClassName("secondary", "sm")}
                  >
                    {texts.editShort}
                  </Link>
                  {isPublic ? (
                    <Link to={page.path} aria-label={texts.view(page.title)} className={textLinkClassName}>
                      {texts.viewShort}
                    </Link>
                  ) : null}
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}
