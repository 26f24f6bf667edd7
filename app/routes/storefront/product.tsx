import { loginPathFor, productDocumentsPath, productPath } from "#common/paths";
import type { ActionFailure } from "#common/action-failure";
import { en } from "#common/i18n/en";
import { pageParam } from "#common/paging";
import { clampQuantity } from "#common/pricing/quantity";
import { socialImageUrl } from "#common/media";
import { productTabsFrom } from "#common/product-tabs";
import { getProductDetail } from "#server/modules/catalog/product-detail.queries";
import { corporateStandingOf } from "#server/modules/corporate-accounts/corporate-accounts.queries";
import { rfqFormPage } from "#server/modules/rfqs/rfq-form.queries";
import { getProductReviews } from "#server/modules/reviews/reviews.queries";
import { submitReview } from "#server/modules/reviews/submit-review";
import {
  deleteProductDocument,
  uploadProductDocument,
} from "#server/modules/product-documents/upload-product-document";
import { data, isRouteErrorResponse, redirect, type ShouldRevalidateFunction } from "react-router";
import { setFlashCookie } from "~/lib/flash";
import { ProductLoadError, ProductNotFound } from "~/components/product/product-not-found";
import { ProductView } from "~/components/product/product-view";
import { absoluteUrl, canonicalLink, pageMeta, socialImageMeta } from "~/lib/meta";
import { ctx, formValues } from "~/lib/route-context.server";
import { actionFailure } from "~/lib/action-failure.server";
import { useViewer } from "~/lib/root-data";
import type { Route } from "./+types/product";

function fallbackDescription(product: {
  name: string;
  description: string;
  countryOfOriginName: string | null;
}): string {
  return (
    product.description.trim() || `Quality ${product.name} from ${product.countryOfOriginName ?? "Africa"}`
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta(en.product.notFound, undefined, { noindex: true });
  const { product, images, canonicalUrl, appUrl } = loaderData;
  const tags = pageMeta(product.name, fallbackDescription(product));
  const description = tags.find((tag) => tag.name === "description")?.content ?? "";
  const image = images[0] ? absoluteUrl(appUrl, socialImageUrl(images[0].key)) : null;
  return [
    ...tags,
    canonicalLink(canonicalUrl),
    { property: "og:type", content: "product" },
    { property: "og:title", content: product.name },
    { property: "og:description", content: description },
    { property: "og:url", content: canonicalUrl },
    ...socialImageMeta(image, images[0]?.alt || product.name),
  ];
};

/**
 * A page view is a GET that renders the page. After a form post without JavaScript the loaders run
 * again on the same request (React Router keeps its headers, so it still carries a Content-Type):
 * that re-render is not a new view.
 */
function isPageView(request: Request): boolean {
  return !request.headers.has("content-type");
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, actor, env, views } = ctx(context);
  const found = await getProductDetail(db, { productId: params.productId });
  if (!found) throw data({ message: en.product.notFound }, { status: 404 });
  const { vendorUserId, ...detail } = found;
  const { product } = detail;
  const url = new URL(request.url);
  const tabs = productTabsFrom(url.searchParams);
  // The page sends what its first screen and its open tabs show: the reviews come with the page
  // when their tab is open (a link without JavaScript), else the tab loads them when opened; the
  // suggestions at the foot load when scrolled to.
  const [reviews, corporate, rfq] = await Promise.all([
    tabs.info === "reviews"
      ? getProductReviews(db, {
          productId: product.id,
          page: pageParam(url.searchParams.get("reviewsPage")),
          viewerId: actor?.userId ?? null,
          storedCount: product.ratingCount,
        })
      : null,
    corporateStandingOf(db, { userId: actor?.userId ?? null }),
    // A signed-in buyer who may send RFQs gets the form in the Quote tab; everyone else a link to /rfq.
    actor ? rfqFormPage(db, { actor, productId: product.id }) : null,
  ]);
  if (isPageView(request)) views.record(product.id);
  const appUrl = env.APP_URL.replace(/\/+$/, "");
  return {
    ...detail,
    reviews,
    corporate,
    rfq,
    quantity: clampQuantity(url.searchParams.get("quantity") ?? product.moq, product.moq),
    canonicalUrl: absoluteUrl(appUrl, productPath(product.id)),
    appUrl,
    tabs,
    canManageDocuments: actor !== null && actor.userId === vendorUserId,
  };
}

export type ProductDocumentsResult = ({ ok: true; message: string } | ActionFailure) & {
  intent: "upload" | "delete";
};

/**
 * The page's forms, told apart by `intent`: the review form ("review"), and the product's vendor
 * adding ("upload") or removing ("delete") a document. With JavaScript each answers a fetcher and
 * the page updates in place (the Documents tab asks for JSON with `respond=json`). A plain form post
 * gets this page back: a refused one with its action data, so the form shows why and keeps what was
 * typed; a document change that worked goes back to the tab with a notice.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "review") return postReview(context, params.productId, form);
  if (intent === "upload" || intent === "delete")
    return changeDocument(context, { productId: params.productId, form, intent });
  throw data({ message: en.errors.unexpected }, { status: 400 });
}

async function postReview(context: Route.ActionArgs["context"], productId: string, form: FormData) {
  const { db, actor, logger } = ctx(context);
  try {
    await submitReview(db, {
      actor,
      productId,
      rating: form.get("rating"),
      comment: form.get("comment"),
    });
    const reviews = await getProductReviews(db, { productId, page: 1, viewerId: actor?.userId ?? null });
    return { ok: true as const, intent: "review" as const, message: en.reviews.submitted, reviews };
  } catch (error) {
    return actionFailure(error, {
      values: formValues(form, ["rating", "comment"]),
      extra: { intent: "review" as const },
      unexpected: { message: en.reviews.submitFailed, logger },
    });
  }
}

async function changeDocument(
  context: Route.ActionArgs["context"],
  { productId, form, intent }: { productId: string; form: FormData; intent: "upload" | "delete" },
) {
  const { db, actor, media, logger, client } = ctx(context);
  const returnTo = `${productDocumentsPath(productId)}#documents`;
  if (!actor) throw redirect(loginPathFor(returnTo));
  try {
    if (intent === "upload")
      await uploadProductDocument(db, {
        actor,
        media,
        client,
        productId,
        name: form.get("name"),
        file: form.get("file"),
      });
    else await deleteProductDocument(db, { actor, media, productId, documentId: form.get("documentId") });
  } catch (error) {
    return actionFailure(error, {
      values: formValues(form, ["name"]),
      extra: { intent },
      unexpected: { message: en.documents.failed, logger, context: { productId, intent } },
    });
  }
  if (form.get("respond") !== "json")
    throw redirect(returnTo, {
      headers: {
        "Set-Cookie": setFlashCookie(intent === "upload" ? "document-uploaded" : "document-removed"),
      },
    });
  const message = intent === "upload" ? en.documents.uploaded : en.documents.removed;
  return { ok: true as const, intent, message } satisfies ProductDocumentsResult;
}

/**
 * Wishlist hearts and the review form update the page in place; running this loader again for them
 * would count another view. Navigations (other product, other query) load as usual.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  return defaultShouldRevalidate;
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const viewer = useViewer();
  return <ProductView key={loaderData.product.id} data={loaderData} signedIn={viewer !== null} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data && "message" in error.data
      ? String(error.data.message)
      : en.errors.unexpectedOnLoad;
  return <ProductLoadError message={message} />;
}
