import { productPath, storesPath, vendorInboxPath, vendorStorePath } from "#common/paths";
import { messages } from "#common/messages";
import { listConversation } from "#server/modules/messaging/list-conversation";
import { contactTarget } from "#server/modules/messaging/messaging.queries";
import { sendSupplierMessage } from "#server/modules/messaging/send-supplier-message";
import { ArrowLeft, Package } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { ContactSupplierForm } from "~/components/messaging/contact-supplier-form";
import { MessageThread } from "~/components/messaging/message-thread";
import { buttonClassName } from "~/components/ui/button";
import { textLinkClassName } from "~/components/ui/text-link";
import { LoadFailed } from "~/components/vendors/load-failed";
import { StoreNotFound } from "~/components/vendors/store-not-found";
import { VendorLogo } from "~/components/vendors/vendor-logo";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues, requireActor } from "~/lib/route-context.server";
import { actionFailure } from "~/lib/action-failure.server";
import type { Route } from "./+types/vendor";

/** /messages/vendor/{id}: the buyer's conversation with a store and the contact form. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const actor = requireActor(context);
  const productId = new URL(request.url).searchParams.get("productId");
  const target = await contactTarget(db, { vendorId: params.vendorId, productId });
  if (!target) throw data({ message: messages.store.notFound }, { status: 404 });
  const thread = await listConversation(db, { actor, vendorId: params.vendorId });
  const { ownerId, ...vendor } = target.vendor;
  return {
    vendor,
    product: target.product,
    ownStore: ownerId === actor.userId,
    thread,
    account: { name: actor.name, email: actor.email },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, logger } = ctx(context);
  const actor = requireActor(context);
  const form = await request.formData();
  const values = formValues(form, ["name", "email", "phone", "message"]);
  try {
    const result = await sendSupplierMessage(db, {
      actor,
      vendorId: params.vendorId,
      productId: String(form.get("productId") ?? "") || null,
      message: values.message,
      contact: { name: values.name, email: values.email, phone: values.phone },
      logger,
    });
    return { ok: true as const, message: result.message, values: { ...values, message: "" } };
  } catch (error) {
    return actionFailure(error, { values, unexpected: { message: messages.contact.failed, logger } });
  }
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? `Message ${loaderData.vendor.businessName}` : "Contact Vendor", undefined, {
    noindex: true,
  });

export default function MessageVendor({ loaderData, actionData }: Route.ComponentProps) {
  const { vendor, product, ownStore, thread, account } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">
      <Link
        to={vendorStorePath(vendor.id)}
        className={`inline-flex items-center gap-1 text-sm ${textLinkClassName}`}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to {vendor.businessName}
      </Link>
      <div className="flex items-center gap-4">
        <VendorLogo name={vendor.businessName} logoKey={vendor.logoKey} />
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Message {vendor.businessName}</h1>
          <p className="text-sm text-muted-foreground">
            The store's team answers here; you will find the conversation on this page.
          </p>
        </div>
      </div>
      {product ? (
        <p className="flex items-center gap-2 rounded-md border border-border bg-muted/50 px-4 py-3 text-sm">
          <Package aria-hidden="true" className="size-4 shrink-0" />
          <span>
            About product:{" "}
            <Link to={productPath(product.id)} className={textLinkClassName}>
              {product.name}
            </Link>
          </span>
        </p>
      ) : null}
      <section aria-labelledby="conversation-title" className="space-y-3">
        <h2 id="conversation-title" className="text-lg font-semibold">
          Conversation
        </h2>
        <MessageThread
          messages={thread?.messages ?? []}
          total={thread?.total ?? 0}
          me="buyer"
          otherName={vendor.businessName}
          empty={`No messages yet. Write to ${vendor.businessName} below.`}
        />
      </section>
      {ownStore ? (
        <div className="rounded-lg border border-border bg-card p-5">
          <p className="font-medium">{messages.contact.cannotMessageOwn}.</p>
          <Link to={vendorInboxPath} className={`mt-3 ${buttonClassName("secondary")}`}>
            Open your inbox
          </Link>
        </div>
      ) : (
        <div className="rounded-lg border border-border bg-card p-5">
          <ContactSupplierForm account={account} productId={product?.id ?? null} result={actionData} />
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <StoreNotFound />;
  return (
    <LoadFailed
      title="Contact Vendor"
      message="Failed to load this conversation. Please try again."
      back={{ to: storesPath, label: "Back to Stores" }}
    />
  );
}
