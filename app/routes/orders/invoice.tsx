import { orderInvoiceTexts } from "#common/i18n/order-invoice";
import { accountOrdersPath, adminOrdersPath, orderTrackingPath } from "#common/paths";
import { orderInvoiceFor } from "#server/modules/orders/invoice";
import { data, Link } from "react-router";
import { OrderInvoice } from "~/components/orders/order-invoice";
import { buttonClassName } from "~/components/ui/button";
import { StatusPage } from "~/components/ui/status-page";
import { pageMeta } from "~/lib/meta";
import { usePageTexts } from "~/lib/locale";
import { ctx, requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/invoice";

const texts = orderInvoiceTexts.en;

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(loaderData ? texts.title(loaderData.invoiceNumber) : texts.notFound, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** GET /orders/:orderId/invoice: the order's buyer and the back office; anyone else "not found". */
export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = requireActor(context);
  const { db } = ctx(context);
  const invoice = await orderInvoiceFor(db, { orderId: params.orderId, actor });
  if (!invoice) throw data({ message: texts.notFound }, { status: 404 });
  return {
    ...invoice,
    orderPath:
      invoice.detail.order.userId === actor.userId
        ? orderTrackingPath(invoice.detail.order.id)
        : adminOrdersPath,
  };
}

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  return <OrderInvoice {...loaderData} />;
}

export function ErrorBoundary() {
  const page = usePageTexts(orderInvoiceTexts);
  return (
    <StatusPage title={page.notFound} message={page.notFoundMessage}>
      <Link to={accountOrdersPath} className={buttonClassName("primary")}>
        {page.yourOrders}
      </Link>
    </StatusPage>
  );
}
