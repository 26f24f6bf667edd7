import { purchaseOrderMimeType } from "#server/modules/checkout/attach-purchase-order";
import { purchaseOrderFileFor } from "#server/modules/orders/purchase-order-file";
import { documentDownload } from "~/lib/document-download";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/purchase-order-file";

/**
 * GET /orders/:orderId/purchase-order — the buyer's PO file, as a download named after the order, for
 * the people on the order only. Its type was decided from the bytes at upload; the browser is told not
 * to guess or run anything.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, media, actor } = ctx(context);
  const file = await purchaseOrderFileFor(db, {
    orderId: params.orderId,
    actor,
    token: new URL(request.url).searchParams.get("token"),
  });
  const bytes = file ? await media.get(file.key) : null;
  return documentDownload(
    file && {
      name: `purchase-order-${file.orderNumber}`,
      fileKey: file.key,
      contentType: purchaseOrderMimeType(file.key),
    },
    bytes,
    { cacheControl: "private, no-store" },
  );
}
