import { orderTrackingPath, productsPath } from "#common/paths";
import type { PageOf } from "#common/catalog";
import type { OrderSummary } from "#common/views/orders";
import { Package } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/catalog/badge";
import { EmptyListState } from "~/components/ui/list-states";
import { Pagination } from "~/components/ui/pagination";
import { textLinkClassName } from "~/components/ui/text-link";
import { statusTone, useOrderLabels } from "./order-labels";
import { useFormat } from "~/lib/locale";

/** The buyer's orders (/account/orders, /dashboard/orders), newest first, each opening its tracking page. */
export function OrderList({ page }: { page: PageOf<OrderSummary> }) {
  const labels = useOrderLabels();
  const format = useFormat();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">My Orders</h1>
      {page.total === 0 ? (
        <EmptyListState
          icon={<Package aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />}
          title="No orders yet"
          text="When you place an order it shows here, with its status and tracking."
          action={{ to: productsPath, label: "Browse Products" }}
        />
      ) : (
        <>
          <ul className="mt-6 divide-y divide-border rounded-lg border border-border bg-card">
            {page.rows.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <Link to={orderTrackingPath(order.id)} className={`font-semibold ${textLinkClassName}`}>
                    Order {order.orderNumber}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {format.dateTime(order.createdAt)} · {order.itemCount}{" "}
                    {order.itemCount === 1 ? "item" : "items"} · {labels.paymentStatus[order.paymentStatus]}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold tabular-nums">
                    {format.money(order.totalAmount, order.currency)}
                  </span>
                  <Badge tone={statusTone(order.status)}>{labels.orderStatus[order.status]}</Badge>
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page.page} total={page.total} pageSize={page.pageSize} label="Order pages" />
        </>
      )}
    </div>
  );
}
