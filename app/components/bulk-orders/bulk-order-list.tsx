import type { ActionFailure } from "#common/action-failure";
import type { PageOf } from "#common/catalog";
import { bulkOrdersTexts } from "#common/i18n/bulk-orders";
import { cartPath, orderTrackingPath, productsPath } from "#common/paths";
import type { QuickOrderOutcome } from "#common/quick-order";
import type { OrderSummary } from "#common/views/orders";
import { Boxes } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Badge } from "~/components/catalog/badge";
import { statusTone, useOrderLabels } from "~/components/orders/order-labels";
import { buttonClassName } from "~/components/ui/button";
import { FormError } from "~/components/ui/field";
import { EmptyListState } from "~/components/ui/list-states";
import { Pagination } from "~/components/ui/pagination";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";

export type ReorderResult =
  | { ok: true; orderId: string; outcomes: (QuickOrderOutcome & { productName: string })[] }
  | (ActionFailure & { orderId: string });

/** The buyer's bulk orders, newest first, each with Reorder and, after one, what it added or could not. */
export function BulkOrderList({
  page,
  minUnits,
  result,
}: {
  page: PageOf<OrderSummary>;
  minUnits: number;
  result: ReorderResult | undefined;
}) {
  const labels = useOrderLabels();
  const t = usePageTexts(bulkOrdersTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const pendingOrderId = navigation.state === "submitting" ? navigation.formData?.get("orderId") : null;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t.dashboardTitle}</h1>
      <p className="mt-2 text-muted-foreground">{t.dashboardIntro(format.number(minUnits))}</p>
      {page.total === 0 ? (
        <EmptyListState
          icon={<Boxes aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />}
          title={t.emptyTitle}
          text={t.emptyText(format.number(minUnits))}
          action={{ to: productsPath, label: t.browseProducts }}
        />
      ) : (
        <>
          <ul className="mt-6 divide-y divide-border rounded-lg border border-border bg-card">
            {page.rows.map((order) => (
              <li key={order.id} className="space-y-3 p-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <Link to={orderTrackingPath(order.id)} className={`font-semibold ${textLinkClassName}`}>
                      {t.orderNumber(order.orderNumber)}
                    </Link>
                    <p className="text-sm text-muted-foreground">
                      {t.orderLine(
                        format.dateTime(order.createdAt),
                        t.items(order.itemCount, format.number(order.itemCount)),
                        t.units(order.units, format.number(order.units)),
                      )}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-3">
                    <span className="font-semibold tabular-nums">
                      {format.money(order.totalAmount, order.currency)}
                    </span>
                    <Badge tone={statusTone(order.status)}>{labels.orderStatus[order.status]}</Badge>
                    <Form method="post">
                      <input type="hidden" name="orderId" value={order.id} />
                      <button
                        type="submit"
                        className={buttonClassName("secondary", "sm")}
                        aria-label={t.reorderOf(order.orderNumber)}
                        disabled={pendingOrderId === order.id}
                      >
                        {t.reorder}
                      </button>
                    </Form>
                  </div>
                </div>
                {result?.orderId === order.id ? <ReorderOutcome result={result} /> : null}
              </li>
            ))}
          </ul>
          <Pagination page={page.page} total={page.total} pageSize={page.pageSize} label={t.pages} />
        </>
      )}
    </div>
  );
}

function ReorderOutcome({ result }: { result: ReorderResult }) {
  const t = usePageTexts(bulkOrdersTexts);
  if (!result.ok) return <FormError message={result.message} />;
  const added = result.outcomes.filter((outcome) => outcome.ok);
  const failed = result.outcomes.filter((outcome) => !outcome.ok);
  return (
    <div role="status" className="space-y-2 rounded-md bg-muted p-3 text-sm">
      {added.length > 0 ? (
        <p>
          {t.reorderAdded(added.length)}{" "}
          <Link to={cartPath} className={textLinkClassName}>
            {t.viewCart}
          </Link>
        </p>
      ) : null}
      {failed.length > 0 ? (
        <div>
          <p className="font-semibold text-destructive-text">{t.reorderFailedTitle}</p>
          <ul className="list-disc pl-5">
            {failed.map((outcome) =>
              outcome.ok ? null : (
                <li key={outcome.row}>{t.reorderFailed(outcome.productName, outcome.message)}</li>
              ),
            )}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
