import { messages } from "#common/messages";
import { createStorefrontBanner } from "#server/modules/storefront-banners/create-storefront-banner";
import { deleteStorefrontBanner } from "#server/modules/storefront-banners/delete-storefront-banner";
import { listVendorBanners } from "#server/modules/storefront-banners/storefront-banners.queries";
import { updateStorefrontBanner } from "#server/modules/storefront-banners/update-storefront-banner";
import { data } from "react-router";
import {
  StorefrontBannerManager,
  type StorefrontBannerResult,
} from "~/components/vendor-store/storefront-banner-manager";
import { actionFailure } from "~/lib/action-failure.server";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/storefront-banners";

export const meta: Route.MetaFunction = () => pageMeta("Storefront banners", undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const bannerFields = ["title", "subtitle", "linkPath", "startsOn", "endsOn", "active", "position"] as const;

/**
 * /vendor/storefront-banners: the vendor's banners (at most 20), and the form for a new one or, with
 * `?edit=<id>`, for one of its own (another's id is a 404).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const { store } = await requireVendor(context);
  const banners = await listVendorBanners(db, { vendorId: store.id });
  const editId = new URL(request.url).searchParams.get("edit");
  const editing = editId ? banners.find((banner) => banner.id === editId) : undefined;
  if (editId && !editing) throw data({ message: messages.vendorStore.bannerNotFound }, { status: 404 });
  return {
    storeId: store.id,
    banners,
    editing: editing ?? null,
    today: new Date().toISOString().slice(0, 10),
  };
}

/** Adds (intent "create"), changes (intent "update") or deletes (intent "delete") one of the vendor's banners. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, media, client, logger } = ctx(context);
  const { store } = await requireVendor(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const bannerId = String(form.get("bannerId") ?? "");
  const m = messages.vendorStore;
  const input = Object.fromEntries(bannerFields.map((field) => [field, form.get(field)]));
  try {
    if (intent === "create") {
      await createStorefrontBanner(db, {
        vendorId: store.id,
        media,
        client,
        input,
        image: form.get("image"),
      });
      return { ok: true as const, intent, message: m.bannerCreated } satisfies StorefrontBannerResult;
    }
    if (intent === "update") {
      await updateStorefrontBanner(db, {
        vendorId: store.id,
        bannerId,
        media,
        client,
        input,
        image: form.get("image"),
      });
      return { ok: true as const, intent, message: m.bannerUpdated } satisfies StorefrontBannerResult;
    }
    if (intent === "delete") {
      await deleteStorefrontBanner(db, { vendorId: store.id, bannerId, media });
      return { ok: true as const, intent, message: m.bannerDeleted } satisfies StorefrontBannerResult;
    }
    return data<StorefrontBannerResult>(
      { ok: false, code: "VALIDATION", intent, message: messages.errors.unexpected },
      { status: 400 },
    );
  } catch (error) {
    return actionFailure(error, {
      values: { ...formValues(form, bannerFields), active: form.get("active") ? "on" : "" },
      extra: { intent, bannerId },
      unexpected: { logger, context: { intent, bannerId } },
    });
  }
}

export default function VendorStorefrontBannersPage({ loaderData, actionData }: Route.ComponentProps) {
  return <StorefrontBannerManager {...loaderData} result={actionData} />;
}
