import { purchaseOrderMimeType } from "#server/modules/checkout/attach-purchase-order";
import { purchaseOrderFileFor } from "#server/modules/orders/purchase-order-file";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/purchase-order-file";

/**
 * GET /orders/:orderId/purchase-order — the buyer's PO file, as a download, for the people on the order only.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, media, actor } = ctx(context);
  const file = await purchaseOrderFileFor(db, {
    orderId: params.orderId,
    actor,
    token: new URL(request.url).searchParams.get("token"),
  });
  const bytes = file ? await media.get(file.key) : null;
  if (!file || !bytes)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const extension = file.key.slice(file.key.lastIndexOf(".") + 1);
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": purchaseOrderMimeType(file.key),
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="purchase-order-${file.orderNumber}.${extension}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
