import { adminProductsTexts } from "#common/i18n/admin-products";
import { messages } from "#common/messages";
import { pageParam } from "#common/paging";
import { adminProductCreatePath, adminProductsPath, productPath } from "#common/paths";
import { productStatuses } from "#common/vendor-products";
import type { AdminProductFilters } from "#common/views/admin-catalog";
import { relistProductAndTellVendor, unlistProductAndTellVendor } from "#server/flows/product-moderation";
import { adminProductFilterOptions, listAdminProducts } from "#server/modules/catalog/admin-products.queries";
import { setProductFeatured } from "#server/modules/catalog/set-product-featured";
import { data, Link, useSearchParams } from "react-router";
import { AdminProductFiltersForm } from "~/components/admin-catalog/product-filters";
import {
  ProductRowActions,
  productModerationIntents,
  UnlistPanel,
} from "~/components/admin-catalog/product-moderation";
import { Badge } from "~/components/catalog/badge";
import { buttonClassName } from "~/components/ui/button";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { FormError, FormSuccess } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { actionFailure } from "~/lib/action-failure.server";
import { requireBackOfficeViewer } from "~/lib/back-office-viewer.server";
import { useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () =>
  pageMeta(adminProductsTexts.en.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** Reads the list's filters from the query string; anything unknown is ignored. */
function filtersFrom(params: URLSearchParams): AdminProductFilters {
  return {
    search: (params.get("q") ?? "").trim().slice(0, 100),
    vendorId: params.get("vendor") ?? "",
    categoryId: params.get("category") ?? "",
    status: productStatuses.find((value) => value === params.get("status")) ?? "",
    featured: params.get("featured") === "yes",
  };
}

/** /admin/products: every vendor's products, newest first, 20 a page; staff may look, admins act. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { canDecide } = requireBackOfficeViewer(context, "products");
  const { db } = ctx(context);
  const params = new URL(request.url).searchParams;
  const filters = filtersFrom(params);
  const [page, options] = await Promise.all([
    listAdminProducts(db, { filters, page: pageParam(params.get("page")) }),
    adminProductFilterOptions(db),
  ]);
  return { page, options, filters, canModerate: canDecide };
}

/**
 * One moderation per post, told apart by `intent`; the product id comes from the form. The catalog
 * commands check that the actor is an admin (staff get 403) and that the move is allowed; unlisting
 * and relisting also tell the vendor (the product-moderation flow).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = requireBackOfficeViewer(context, "products");
  const { db, logger, client } = ctx(context);
  const form = await request.formData();
  const intent = productModerationIntents.find((value) => value === form.get("intent"));
  // A post that names no known action is a broken form, never a change.
  if (!intent) throw data({ message: messages.errors.unexpected }, { status: 400 });
  const productId = String(form.get("productId") ?? "");
  const ipAddress = client.ip;
  try {
    const { name } =
      intent === "unlist"
        ? await unlistProductAndTellVendor(db, { actor, productId, reason: form.get("reason"), ipAddress })
        : intent === "relist"
          ? await relistProductAndTellVendor(db, { actor, productId, ipAddress })
          : await setProductFeatured(db, { actor, productId, featured: intent === "feature", ipAddress });
    return { ok: true as const, intent, name };
  } catch (error) {
    return actionFailure(error, {
      values: { reason: String(form.get("reason") ?? "") },
      extra: { intent, productId },
      unexpected: { message: adminProductsTexts.en.failed, logger, context: { intent, productId } },
    });
  }
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(adminProductsTexts);
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const { page, canModerate } = loaderData;
  const unlistId = searchParams.get("unlist");
  const unlisting = canModerate
    ? page.rows.find((row) => row.id === unlistId && row.moderationReason === null)
    : undefined;
  const listParams = new URLSearchParams(searchParams);
  listParams.delete("unlist");
  const listPath = listParams.size ? `${adminProductsPath}?${listParams}` : adminProductsPath;
  const done = actionData?.ok
    ? {
        unlist: texts.unlisted,
        relist: texts.relisted,
        feature: texts.featured,
        unfeature: texts.unfeatured,
      }[actionData.intent](actionData.name)
    : null;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const unlistFailure =
    failure?.intent === "unlist" && failure.productId === unlisting?.id ? failure : undefined;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{texts.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{texts.intro(format.number(page.total))}</p>
          {canModerate ? null : <p className="mt-1 text-sm">{texts.staffNote}</p>}
        </div>
        {canModerate ? (
          <Link to={adminProductCreatePath} className={buttonClassName("primary")}>
            {texts.newProduct}
          </Link>
        ) : null}
      </div>
      <AdminProductFiltersForm filters={loaderData.filters} options={loaderData.options} />
      <FormSuccess message={done} />
      {unlistFailure?.fieldErrors ? null : <FormError message={failure?.message} />}
      {unlisting ? <UnlistPanel product={unlisting} cancelTo={listPath} failure={unlistFailure} /> : null}
      <DataTable
        caption={texts.tableCaption}
        columns={canModerate ? [...texts.columns, texts.actionsColumn] : texts.columns}
        empty={texts.empty}
      >
        {page.rows.map((row) => (
          <tr key={row.id}>
            <td className={cellClassName}>
              {/* Only a listed product has a public page; the others answer 404 to shoppers. */}
              {row.status === "listed" ? (
                <Link to={productPath(row.id)} className="font-medium underline">
                  {row.name}
                </Link>
              ) : (
                <span className="font-medium">{row.name}</span>
              )}
              <div className="font-mono text-xs text-muted-foreground">{row.sku}</div>
            </td>
            <td className={cellClassName}>{row.vendorName}</td>
            <td className={cellClassName}>{row.categoryName ?? texts.noCategory}</td>
            <td className={`${cellClassName} whitespace-nowrap tabular-nums`}>
              {format.money(row.price, row.currency)}
            </td>
            <td className={cellClassName}>
              <div className="flex flex-wrap gap-1">
                <Badge
                  tone={row.status === "listed" ? "success" : row.status === "draft" ? "soft" : "warning"}
                >
                  {texts.statuses[row.status]}
                </Badge>
                {row.featured ? <Badge tone="brand">{texts.featuredBadge}</Badge> : null}
              </div>
              {row.moderationReason ? (
                <p className="mt-1 max-w-64 text-xs">
                  <span className="font-medium">{texts.heldBadge}.</span>{" "}
                  {texts.heldReason(row.moderationReason)}
                </p>
              ) : null}
            </td>
            {canModerate ? (
              <td className={cellClassName}>
                <ProductRowActions product={row} />
              </td>
            ) : null}
          </tr>
        ))}
      </DataTable>
      <Pagination page={page.page} total={page.total} pageSize={page.pageSize} label={texts.pagesLabel} />
    </div>
  );
}
