import { productPath, vendorInboxPath } from "#common/paths";
import { messages } from "#common/messages";
import { openVendorConversation } from "#server/modules/messaging/open-vendor-conversation";
import { replyAsVendor } from "#server/modules/messaging/reply-as-vendor";
import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { MessageThread } from "~/components/messaging/message-thread";
import { ReplyForm } from "~/components/messaging/reply-form";
import { textLinkClassName } from "~/components/ui/text-link";
import { LoadFailed } from "~/components/vendors/load-failed";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues, requireActor } from "~/lib/route-context.server";
import { actionFailure } from "~/lib/action-failure.server";
import type { Route } from "./+types/messaging-thread";

/** One conversation of the vendor's store: read it (marks the buyer's messages read) and answer. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const conversation = await openVendorConversation(db, {
    actor: requireActor(context),
    conversationId: params.conversationId,
  });
  if (!conversation) throw data({ message: messages.contact.conversationNotFound }, { status: 404 });
  return { conversation };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, logger } = ctx(context);
  const actor = requireActor(context);
  const form = await request.formData();
  const values = formValues(form, ["message"]);
  try {
    await replyAsVendor(db, { actor, conversationId: params.conversationId, message: values.message });
    return { ok: true as const, message: messages.contact.replySent };
  } catch (error) {
    return actionFailure(error, { values, unexpected: { message: messages.contact.failed, logger } });
  }
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData ? `Conversation with ${loaderData.conversation.buyerName}` : "Conversation",
    undefined,
    { noindex: true },
  );

export default function VendorConversation({ loaderData, actionData }: Route.ComponentProps) {
  const { conversation } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">
      <Link to={vendorInboxPath} className={`inline-flex items-center gap-1 text-sm ${textLinkClassName}`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All messages
      </Link>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{conversation.buyerName}</h1>
        <p className="text-sm text-muted-foreground">
          <a href={`mailto:${conversation.buyerEmail}`} className={textLinkClassName}>
            {conversation.buyerEmail}
          </a>{" "}
          · writing to {conversation.vendorName}
        </p>
        {conversation.product ? (
          <p className="mt-2 text-sm">
            About product:{" "}
            <Link to={productPath(conversation.product.id)} className={textLinkClassName}>
              {conversation.product.name}
            </Link>
          </p>
        ) : null}
      </div>
      <section aria-labelledby="thread-title" className="space-y-3">
        <h2 id="thread-title" className="text-lg font-semibold">
          Conversation
        </h2>
        <MessageThread
          messages={conversation.messages}
          total={conversation.total}
          me="vendor"
          otherName={conversation.buyerName}
          empty="No messages yet."
        />
      </section>
      <div className="rounded-lg border border-border bg-card p-5">
        <ReplyForm result={actionData} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <LoadFailed
      title={notFound ? messages.contact.conversationNotFound : "Conversation"}
      message={
        notFound
          ? "This conversation does not exist or belongs to another store."
          : "Failed to load this conversation. Please try again."
      }
      back={{ to: vendorInboxPath, label: "All messages" }}
    />
  );
}
