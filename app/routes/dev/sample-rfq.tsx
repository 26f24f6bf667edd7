import { createSampleRfq } from "#server/modules/rfqs/sample-rfq";
import { data } from "react-router";
import { ctx } from "~/lib/route-context.server";
import { requireVendor } from "~/lib/vendor-context.server";
import type { Route } from "./+types/sample-rfq";

/**
 * Development and test servers only: POST sends the signed-in vendor an RFQ from a demo corporate
 * buyer (named by `productName`), answering its id, so browser tests of the vendor's RFQ pages have
 * one before the buyer's form and demo RFQs exist. Production answers 404.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env, db } = ctx(context);
  if (env.isProduction) throw data(null, { status: 404 });
  const { store } = await requireVendor(context);
  const form = await request.formData();
  const productName = String(form.get("productName") ?? "").trim() || "Sample request";
  return createSampleRfq(db, { vendorId: store.id, productName });
}
