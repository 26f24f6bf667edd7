import { compareVendorsDataPath, compareVendorsPath, productPath, vendorMessagesPath } from "#common/paths";
import { canOrder } from "#common/catalog";
import {
  type CompareOffer,
  type CompareSort,
  compareSorts,
  type CompareView,
  keyDifferences,
  offersCsv,
  type Range,
  visibleOffers,
} from "#common/compare";
import { compareVendorsTexts } from "#common/i18n/compare-vendors";
import type { Widen } from "#common/i18n/catalogue";
import { minimumQuantity } from "#common/pricing/quantity";
import { verificationBadge } from "#common/product-badges";
import { Download, SlidersHorizontal } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { LoadingStatus, ProblemAlert } from "~/components/ui/status-notes";
import { ShareButton } from "~/components/ui/share-button";
import { Tabs } from "~/components/ui/tabs";
import type { CompareResult } from "~/routes/resources/product-compare";
import { useFormat, usePageTexts } from "~/lib/locale";
import type { Formatters } from "#common/format";

type Texts = Widen<(typeof compareVendorsTexts)["en"]>;

const initialView: CompareView = {
  search: "",
  verifiedOnly: false,
  inStockOnly: false,
  sort: "price",
};

/**
 * Compare Vendors: the product beside the closest offer of other vendors in its
 * category, in tabs Overview, Performance Metrics and Pricing Details, with a Key Differences box.
 * Search, filters, sort, share and CSV export work on the offers shown.
 */
export function CompareVendorsDialog({
  productId,
  productName,
  open,
  onClose,
}: {
  productId: string;
  productName: string;
  open: boolean;
  onClose: () => void;
}) {
  const fetcher = useFetcher<CompareResult>();
  const { load } = fetcher;
  const texts = usePageTexts(compareVendorsTexts);

  useEffect(() => {
    if (open) void load(compareVendorsDataPath(productId));
  }, [open, productId, load]);

  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy="compare-vendors-title"
      closeLabel={texts.close}
      widthClassName="w-[min(72rem,calc(100vw-1rem))]"
    >
      {open ? (
        <div className="space-y-4">
          <div className="pr-10">
            <h2 id="compare-vendors-title" className="text-xl font-semibold tracking-tight">
              {texts.title}
            </h2>
            <p className="text-sm text-muted-foreground">{texts.intro(productName)}</p>
          </div>
          {result?.status === "ok" ? (
            <CompareContent offers={result.offers} productId={productId} productName={productName} />
          ) : result ? (
            <ProblemAlert>{result.status === "missing" ? texts.missing : texts.loadFailed}</ProblemAlert>
          ) : (
            <LoadingStatus>{texts.loading}</LoadingStatus>
          )}
        </div>
      ) : null}
    </ModalDialog>
  );
}

function CompareContent({
  offers,
  productId,
  productName,
}: {
  offers: CompareOffer[];
  productId: string;
  productName: string;
}) {
  const texts = usePageTexts(compareVendorsTexts);
  const format = useFormat();
  const [view, setView] = useState(initialView);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const id = useId();
  const shown = visibleOffers(offers, view);
  const differences = keyDifferences(shown);
  const currency = offers[0]?.currency ?? "NGN";

  function exportCsv() {
    const url = URL.createObjectURL(
      new Blob([offersCsv(shown, texts.csv)], { type: "text/csv;charset=utf-8" }),
    );
    const link = document.createElement("a");
    link.href = url;
    link.download = `compare-vendors-${productId}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-search`} className="block text-sm font-medium">
            {texts.search}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={view.search}
            onChange={(event) => setView({ ...view, search: event.target.value })}
            placeholder={texts.searchPlaceholder}
            className="mt-1 block h-9 w-full rounded-md border border-border bg-card px-3 text-sm"
          />
        </div>
        <div>
          <label htmlFor={`${id}-sort`} className="block text-sm font-medium">
            {texts.sortBy}
          </label>
          <select
            id={`${id}-sort`}
            value={view.sort}
            onChange={(event) => setView({ ...view, sort: event.target.value as CompareSort })}
            className="mt-1 block h-9 rounded-md border border-border bg-card px-2 text-sm"
          >
            {compareSorts.map((sort) => (
              <option key={sort} value={sort}>
                {texts.sortOptions[sort]}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters`}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {texts.filters}
        </Button>
        <ShareButton title={texts.shareTitle(productName)} path={compareVendorsPath(productId)} />
        <Button variant="secondary" size="sm" onClick={exportCsv} disabled={shown.length === 0}>
          <Download aria-hidden="true" className="size-4" />
          {texts.export}
        </Button>
      </div>
      {filtersOpen ? (
        <fieldset
          id={`${id}-filters`}
          className="flex flex-wrap gap-4 rounded-md border border-border px-3 py-2 text-sm"
        >
          <legend className="px-1 font-medium">{texts.filters}</legend>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={view.verifiedOnly}
              onChange={(event) => setView({ ...view, verifiedOnly: event.target.checked })}
            />
            {texts.verifiedOnly}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={view.inStockOnly}
              onChange={(event) => setView({ ...view, inStockOnly: event.target.checked })}
            />
            {texts.inStockOnly}
          </label>
        </fieldset>
      ) : null}
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {offers.length === 1
          ? texts.onlyOffer
          : texts.showing(shown.length, format.number(shown.length), format.number(offers.length))}
      </p>
      <KeyDifferencesBox
        price={differences.price}
        leadTimeDays={differences.leadTimeDays}
        moq={differences.moq}
        currency={currency}
      />
      {shown.length === 0 ? (
        <p className="py-4 text-sm text-muted-foreground">{texts.noMatch}</p>
      ) : (
        <Tabs
          label={texts.tabs}
          size="sm"
          tabs={[
            {
              id: "overview",
              label: texts.overview,
              heading: texts.overview,
              content: (
                <OffersTable offers={shown} columns={overviewColumns} caption={texts.overviewCaption} />
              ),
            },
            {
              id: "performance",
              label: texts.performance,
              heading: texts.performance,
              content: (
                <OffersTable offers={shown} columns={performanceColumns} caption={texts.performanceCaption} />
              ),
            },
            {
              id: "pricing",
              label: texts.pricing,
              heading: texts.pricing,
              content: <OffersTable offers={shown} columns={pricingColumns} caption={texts.pricingCaption} />,
            },
          ]}
        />
      )}
    </>
  );
}

function KeyDifferencesBox({
  price,
  leadTimeDays,
  moq,
  currency,
}: {
  price: Range | null;
  leadTimeDays: Range | null;
  moq: Range | null;
  currency: string;
}) {
  const format = useFormat();
  const texts = usePageTexts(compareVendorsTexts);
  const span = (range: Range, write: (value: number) => string) =>
    range.min === range.max ? write(range.min) : texts.range(write(range.min), write(range.max));
  return (
    <section aria-labelledby="key-differences-title" className="rounded-lg bg-muted p-4">
      <h3 id="key-differences-title" className="font-semibold">
        {texts.keyDifferences}
      </h3>
      <dl className="mt-2 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{texts.priceRange}</dt>
          <dd className="font-medium">
            {price ? span(price, (value) => format.price(value, currency)) : texts.notStated}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{texts.columns.leadTime}</dt>
          <dd className="font-medium">
            {leadTimeDays ? texts.days(span(leadTimeDays, format.number)) : texts.notStated}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{texts.columns.minimumOrder}</dt>
          <dd className="font-medium">{moq ? texts.units(span(moq, format.number)) : texts.notStated}</dd>
        </div>
      </dl>
    </section>
  );
}

interface Column {
  header: keyof Texts["columns"];
  cell: (offer: CompareOffer, format: Formatters, texts: Texts) => ReactNode;
}

const percent = (value: number | null, format: Formatters, texts: Texts) =>
  value === null ? texts.notStated : texts.percent(format.percent(value));

const overviewColumns: Column[] = [
  {
    header: "product",
    cell: (offer) => (
      <Link to={productPath(offer.productId)} className="hover:underline">
        {offer.productName}
      </Link>
    ),
  },
  {
    header: "price",
    cell: (offer, format) => format.price(offer.price, offer.currency),
  },
  {
    header: "minimumOrder",
    cell: (offer, format) => format.number(minimumQuantity(offer.moq)),
  },
  {
    header: "leadTime",
    cell: (offer, _format, texts) => offer.leadTime ?? texts.contactSupplier,
  },
  {
    header: "rating",
    cell: (offer, format, texts) =>
      offer.ratingCount > 0
        ? texts.rating(
            format.rating(offer.ratingAverage),
            offer.ratingCount,
            format.number(offer.ratingCount),
          )
        : texts.noReviews,
  },
  {
    header: "stock",
    cell: (offer, format, texts) =>
      canOrder(offer.stockQuantity) ? format.number(offer.stockQuantity) : texts.outOfStock,
  },
];

const performanceColumns: Column[] = [
  {
    header: "responseRate",
    cell: (offer, format, texts) => percent(offer.vendor.responseRate, format, texts),
  },
  {
    header: "responseTime",
    cell: (offer, format, texts) =>
      offer.vendor.responseTimeHours === null
        ? texts.notStated
        : texts.hours(format.number(offer.vendor.responseTimeHours)),
  },
  {
    header: "fulfilmentRate",
    cell: (offer, format, texts) => percent(offer.vendor.fulfillmentRate, format, texts),
  },
  {
    header: "onTimeDelivery",
    cell: (offer, format, texts) => percent(offer.vendor.onTimeDeliveryRate, format, texts),
  },
  {
    header: "totalOrders",
    cell: (offer, format) => format.number(offer.vendor.totalOrders),
  },
];

const pricingColumns: Column[] = [
  {
    header: "unitPrice",
    cell: (offer, format) => format.price(offer.price, offer.currency),
  },
  {
    header: "minimumOrderCost",
    cell: (offer, format) => format.price(offer.price * minimumQuantity(offer.moq), offer.currency),
  },
  {
    header: "bestBulkDiscount",
    cell: (offer, format, texts) =>
      offer.bestBulkPercentOff > 0
        ? texts.upToOff(format.percent(offer.bestBulkPercentOff))
        : texts.noDiscount,
  },
];

function OffersTable({
  offers,
  columns,
  caption,
}: {
  offers: CompareOffer[];
  columns: Column[];
  caption: string;
}) {
  const format = useFormat();
  const texts = usePageTexts(compareVendorsTexts);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3 font-medium">
              {texts.columns.vendor}
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="py-2 pr-3 font-medium">
                {texts.columns[column.header]}
              </th>
            ))}
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{texts.columns.contact}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr
              key={offer.productId}
              className="border-b border-border last:border-0 aria-current:bg-accent/40"
              aria-current={offer.current ? "true" : undefined}
            >
              <th scope="row" className="py-2 pr-3 font-medium">
                {offer.vendor.businessName}
                <span className="block text-xs font-normal text-muted-foreground">
                  {[
                    offer.current ? texts.thisProduct : null,
                    verificationBadge(offer.vendor.verified, offer.vendor.verificationLevel),
                    offer.vendor.countryCode,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </th>
              {columns.map((column) => (
                <td key={column.header} className="py-2 pr-3">
                  {column.cell(offer, format, texts)}
                </td>
              ))}
              <td className="py-2">
                <Link
                  to={vendorMessagesPath(offer.vendor.id)}
                  className="font-medium text-primary-text hover:underline"
                  aria-label={texts.contactVendor(offer.vendor.businessName)}
                >
                  {texts.columns.contact}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
