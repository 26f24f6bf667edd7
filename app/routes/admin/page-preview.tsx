import { adminPagesTexts } from "#common/i18n/admin-pages";
import { adminPageBuilderPath } from "#common/paths";
import { pagePreview } from "#server/modules/pages/page-builder.queries";
import { Link } from "react-router";
import { InfoPage } from "~/components/content/info-page";
import { PageBody } from "~/components/content/page-sections";
import { textLinkClassName } from "~/components/ui/text-link";
import { usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { notFoundAsResponse } from "~/lib/not-found.server";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/page-preview";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(adminPagesTexts.en.previewTitle(loaderData?.title ?? ""), undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/page-builder/:pageId/preview (admins only): the draft as visitors would see it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const preview = await pagePreview(ctx(context).db, { pageId: params.pageId }).catch(notFoundAsResponse);
  return { ...preview, pageId: params.pageId };
}

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(adminPagesTexts);
  const { title, sections, hasDraft, pageId } = loaderData;
  return (
    <div className="space-y-4">
      <div
        role="note"
        className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-primary bg-accent px-4 py-3 text-sm text-accent-foreground"
      >
        <p className="font-medium">{hasDraft ? texts.previewBanner : texts.previewNoDraft}</p>
        <Link to={adminPageBuilderPath(pageId)} className={textLinkClassName}>
          {texts.backToBuilder}
        </Link>
      </div>
      <InfoPage title={title}>
        <PageBody sections={sections} body="" />
      </InfoPage>
    </div>
  );
}
