import { vendorInsightsTexts } from "#common/i18n/vendor-insights";
import { vendorInboxPath, vendorOrdersWithStatusPath } from "#common/paths";
import {
  vendorAnalyticsPath,
  vendorProductPath,
  vendorProductsPath,
  vendorStoreSettingsPath,
} from "#common/seller-paths";
import type { VendorDashboard as Figures } from "#common/views/vendor-insights";
import { Link } from "react-router";
import { useOrderLabels } from "~/components/orders/order-labels";
import { vendorOrderFilters } from "~/components/orders/vendor-orders";
import { buttonClassName } from "~/components/ui/button";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";
import { FigureCard } from "./figure-card";
import { InsightsHeader } from "./insights-header";
import { PeriodForm } from "./period-form";

export function VendorDashboard({ figures }: { figures: Figures }) {
  const labels = useOrderLabels();
  const texts = usePageTexts(vendorInsightsTexts);
  const t = texts.dashboard;
  const format = useFormat();
  const isNew = figures.productCount === 0 && figures.sales === 0;
  return (
    <div className="space-y-6">
      <InsightsHeader title={t.title} intro={t.intro} />
      <NextSteps figures={figures} />
      {isNew ? null : (
        <>
          <PeriodForm period={figures.period} />
          <section
            aria-label={texts.periods[figures.period]}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            <FigureCard
              label={t.revenue}
              value={format.money(figures.revenue, figures.currency)}
              hint={`${t.sales(format.number(figures.sales))}. ${t.revenueHint}`}
            >
              {figures.otherCurrencySales > 0 ? (
                <p className="mt-1 text-xs text-muted-foreground">
                  {texts.otherCurrencySales(figures.otherCurrencySales)}
                </p>
              ) : null}
            </FigureCard>
            <FigureCard label={t.views} value={format.number(figures.views)} />
            <FigureCard
              label={t.conversion}
              value={
                figures.conversionPercent === null
                  ? t.noViews
                  : texts.percent(format.percent(figures.conversionPercent))
              }
              hint={t.conversionHint}
            />
            <FigureCard label={t.unreadMessages} value={format.number(figures.unreadMessages)}>
              <Link to={vendorInboxPath} className={`mt-2 inline-block text-sm ${textLinkClassName}`}>
                {t.openInbox}
              </Link>
            </FigureCard>
            <FigureCard label={t.followers} value={format.number(figures.followers)} />
          </section>
          <section aria-labelledby="orders-by-status" className="rounded-lg border border-border bg-card p-4">
            <h2 id="orders-by-status" className="font-semibold">
              {t.ordersByStatus}
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
              {vendorOrderFilters.map((status) => (
                <div key={status}>
                  <dt className="text-sm text-muted-foreground">{labels.orderStatus[status]}</dt>
                  <dd className="text-xl font-semibold tabular-nums">
                    {format.number(figures.ordersByStatus[status])}
                  </dd>
                </div>
              ))}
            </dl>
            <Link to={vendorAnalyticsPath} className={`mt-3 inline-block text-sm ${textLinkClassName}`}>
              {t.analyticsLink}
            </Link>
          </section>
        </>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <section aria-labelledby="waiting-to-ship" className="rounded-lg border border-border bg-card p-4">
          <h2 id="waiting-to-ship" className="font-semibold">
            {t.waitingToShip}
          </h2>
          <p className="text-xs text-muted-foreground">{t.waitingToShipHint}</p>
          {figures.waitingToShip.pending + figures.waitingToShip.processing === 0 ? (
            <p className="mt-3 text-sm">{t.nothingWaiting}</p>
          ) : (
            <ul className="mt-3 space-y-1 text-sm">
              {(["pending", "processing"] as const).map((status) => (
                <li key={status}>
                  <Link to={vendorOrdersWithStatusPath(status)} className={textLinkClassName}>
                    {t.waitingOfStatus(
                      labels.orderStatus[status]!,
                      format.number(figures.waitingToShip[status]),
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <StockList title={t.lowStock} alerts={figures.lowStock} none={t.stockFine} id="low-stock" />
        <StockList title={t.outOfStock} alerts={figures.outOfStock} none={t.noneOut} id="out-of-stock" />
      </div>
    </div>
  );
}

function StockList({
  title,
  alerts,
  none,
  id,
}: {
  title: string;
  alerts: Figures["lowStock"];
  none: string;
  id: string;
}) {
  const t = usePageTexts(vendorInsightsTexts).dashboard;
  const format = useFormat();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-card p-4">
      <h2 id={id} className="font-semibold">
        {title} <span className="tabular-nums text-muted-foreground">({format.number(alerts.count)})</span>
      </h2>
      {alerts.count === 0 ? (
        <p className="mt-3 text-sm">{none}</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm">
          {alerts.products.map((product) => (
            <li key={product.id} className="flex justify-between gap-2">
              <Link to={vendorProductPath(product.id)} className={`truncate ${textLinkClassName}`}>
                {product.name}
              </Link>
              <span className="shrink-0 tabular-nums text-muted-foreground">
                {t.unitsLeft(format.number(product.stockQuantity))}
              </span>
            </li>
          ))}
          {alerts.count > alerts.products.length ? (
            <li className="text-muted-foreground">
              {t.moreProducts(format.number(alerts.count - alerts.products.length))}
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}

/** What a vendor should do next: list products when it has none, finish the store profile. */
function NextSteps({ figures }: { figures: Figures }) {
  const t = usePageTexts(vendorInsightsTexts).dashboard;
  const steps = [
    ...(figures.productCount === 0
      ? [{ to: vendorProductsPath, label: t.addProducts, text: t.addProductsText }]
      : []),
    ...(figures.profileMissing.length > 0
      ? [
          {
            to: vendorStoreSettingsPath,
            label: t.completeProfile,
            text: t.completeProfileText(figures.profileMissing.map((part) => t.missing[part]).join(", ")),
          },
        ]
      : []),
  ];
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="next-steps" className="rounded-lg border border-dashed border-border p-6">
      <h2 id="next-steps" className="text-lg font-semibold">
        {t.newVendorTitle}
      </h2>
      {figures.sales === 0 ? <p className="mt-1 text-muted-foreground">{t.newVendorText}</p> : null}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {steps.map((step) => (
          <li key={step.to}>
            <p className="text-sm text-muted-foreground">{step.text}</p>
            <Link to={step.to} className={`mt-2 ${buttonClassName("primary", "sm")}`}>
              {step.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
