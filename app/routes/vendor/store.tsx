import { messages } from "#common/messages";
import { socialNetworks } from "#common/store-profile";
import { removeStoreImage } from "#server/modules/vendors/remove-store-image";
import { setStoreImage } from "#server/modules/vendors/set-store-image";
import { storeImageKind } from "#server/modules/vendors/store-images";
import { updateStoreProfile } from "#server/modules/vendors/update-store-profile";
import { storeProfileForEditing } from "#server/modules/vendors/vendors.queries";
import { data } from "react-router";
import { StoreProfileEditor, type StoreProfileResult } from "~/components/vendor-store/store-profile-editor";
import { actionFailure } from "~/lib/action-failure.server";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/store";

export const meta: Route.MetaFunction = () => pageMeta("Store profile", undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const profileFields = [
  "businessName",
  "businessEmail",
  "businessPhone",
  "city",
  "description",
  "shippingPolicy",
  "returnPolicy",
  "responseTimeTargetHours",
  ...socialNetworks.map((network) => network.key),
] as const;

/** /vendor/store: the vendor's own store profile, for editing. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const { store } = await requireVendor(context);
  const profile = await storeProfileForEditing(db, { vendorId: store.id });
  if (!profile) throw data({ message: messages.store.notFound }, { status: 404 });
  return { storeId: store.id, profile };
}

/**
 * Saves the profile's words (intent "profile"), uploads the logo or cover (intent "upload-image",
 * `kind` logo or cover) or removes it (intent "remove-image"), always on the actor's own store.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, media, client, logger } = ctx(context);
  const { store } = await requireVendor(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const kind = storeImageKind(form.get("kind"));
  const m = messages.vendorStore;
  try {
    if (intent === "profile") {
      await updateStoreProfile(db, { vendorId: store.id, input: Object.fromEntries(form) });
      return { ok: true as const, intent, message: m.profileSaved } satisfies StoreProfileResult;
    }
    if (intent === "upload-image" && kind) {
      await setStoreImage(db, { vendorId: store.id, media, client, kind, file: form.get("image") });
      return { ok: true as const, intent, kind, message: m.imageSaved } satisfies StoreProfileResult;
    }
    if (intent === "remove-image" && kind) {
      await removeStoreImage(db, { vendorId: store.id, media, kind });
      return { ok: true as const, intent, kind, message: m.imageRemoved } satisfies StoreProfileResult;
    }
    return data<StoreProfileResult>(
      { ok: false, code: "VALIDATION", intent, message: messages.errors.unexpected },
      { status: 400 },
    );
  } catch (error) {
    return actionFailure(error, {
      values: intent === "profile" ? formValues(form, profileFields) : undefined,
      extra: { intent, kind: kind ?? undefined },
      unexpected: { logger, context: { intent } },
    });
  }
}

export default function VendorStoreProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  return <StoreProfileEditor storeId={loaderData.storeId} profile={loaderData.profile} result={actionData} />;
}
