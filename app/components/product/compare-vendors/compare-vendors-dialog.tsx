import { compareVendorsDataPath, compareVendorsPath, productPath, vendorMessagesPath } from "#common/paths";
import { canOrder, countText, formatCount, stockStatus, stockStatusLabels } from "#common/catalog";
import {
  type CompareOffer,
  type CompareSort,
  type CompareView,
  compareSortLabels,
  keyDifferences,
  offersCsv,
  type Range,
  visibleOffers,
} from "#common/compare";
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
import { useFormat } from "~/lib/locale";
import type { Formatters } from "#common/format";

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

  useEffect(() => {
    if (open) void load(compareVendorsDataPath(productId));
  }, [open, productId, load]);

  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy="compare-vendors-title"
      closeLabel="Close comparison"
      widthClassName="w-[min(72rem,calc(100vw-1rem))]"
    >
      {open ? (
        <div className="space-y-4">
          <div className="pr-10">
            <h2 id="compare-vendors-title" className="text-xl font-semibold tracking-tight">
              Compare Vendors
            </h2>
            <p className="text-sm text-muted-foreground">
              Offers like {productName} from other vendors in the same category.
            </p>
          </div>
          {result?.status === "ok" ? (
            <CompareContent offers={result.offers} productId={productId} productName={productName} />
          ) : result ? (
            <ProblemAlert>
              {result.status === "missing"
                ? "This product is no longer available to compare."
                : "The comparison could not be loaded. Please try again."}
            </ProblemAlert>
          ) : (
            <LoadingStatus>Finding comparable offers…</LoadingStatus>
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
  const [view, setView] = useState(initialView);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const id = useId();
  const shown = visibleOffers(offers, view);
  const differences = keyDifferences(shown);
  const currency = offers[0]?.currency ?? "NGN";

  function exportCsv() {
    const url = URL.createObjectURL(new Blob([offersCsv(shown)], { type: "text/csv;charset=utf-8" }));
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
            Search vendors
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={view.search}
            onChange={(event) => setView({ ...view, search: event.target.value })}
            placeholder="Vendor or product name"
            className="mt-1 block h-9 w-full rounded-md border border-border bg-card px-3 text-sm"
          />
        </div>
        <div>
          <label htmlFor={`${id}-sort`} className="block text-sm font-medium">
            Sort By
          </label>
          <select
            id={`${id}-sort`}
            value={view.sort}
            onChange={(event) => setView({ ...view, sort: event.target.value as CompareSort })}
            className="mt-1 block h-9 rounded-md border border-border bg-card px-2 text-sm"
          >
            {(Object.keys(compareSortLabels) as CompareSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {compareSortLabels[sort]}
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
          Filters
        </Button>
        <ShareButton title={`Compare vendors: ${productName}`} path={compareVendorsPath(productId)} />
        <Button variant="secondary" size="sm" onClick={exportCsv} disabled={shown.length === 0}>
          <Download aria-hidden="true" className="size-4" />
          Export
        </Button>
      </div>
      {filtersOpen ? (
        <fieldset
          id={`${id}-filters`}
          className="flex flex-wrap gap-4 rounded-md border border-border px-3 py-2 text-sm"
        >
          <legend className="px-1 font-medium">Filters</legend>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={view.verifiedOnly}
              onChange={(event) => setView({ ...view, verifiedOnly: event.target.checked })}
            />
            Verified vendors only
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={view.inStockOnly}
              onChange={(event) => setView({ ...view, inStockOnly: event.target.checked })}
            />
            In stock only
          </label>
        </fieldset>
      ) : null}
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {offers.length === 1
          ? "No other vendor sells this kind of product yet."
          : `Showing ${countText(shown.length, "offer")} of ${formatCount(offers.length)}.`}
      </p>
      <KeyDifferencesBox
        price={differences.price}
        leadTimeDays={differences.leadTimeDays}
        moq={differences.moq}
        currency={currency}
      />
      {shown.length === 0 ? (
        <p className="py-4 text-sm text-muted-foreground">No offers match the search and filters.</p>
      ) : (
        <Tabs
          label="Comparison"
          size="sm"
          tabs={[
            {
              id: "overview",
              label: "Overview",
              heading: "Overview",
              content: <OffersTable offers={shown} columns={overviewColumns} caption="Overview" />,
            },
            {
              id: "performance",
              label: "Performance Metrics",
              heading: "Performance Metrics",
              content: (
                <OffersTable offers={shown} columns={performanceColumns} caption="Performance metrics" />
              ),
            },
            {
              id: "pricing",
              label: "Pricing Details",
              heading: "Pricing Details",
              content: <OffersTable offers={shown} columns={pricingColumns} caption="Pricing details" />,
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
  const span = (range: Range | null, write: (value: number) => string) =>
    range
      ? range.min === range.max
        ? write(range.min)
        : `${write(range.min)} – ${write(range.max)}`
      : "Not stated";
  return (
    <section aria-labelledby="key-differences-title" className="rounded-lg bg-muted p-4">
      <h3 id="key-differences-title" className="font-semibold">
        Key Differences
      </h3>
      <dl className="mt-2 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Price range</dt>
          <dd className="font-medium">{span(price, (value) => format.price(value, currency))}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Lead time</dt>
          <dd className="font-medium">
            {leadTimeDays ? `${span(leadTimeDays, formatCount)} days` : "Not stated"}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Minimum order</dt>
          <dd className="font-medium">{moq ? `${span(moq, formatCount)} units` : "Not stated"}</dd>
        </div>
      </dl>
    </section>
  );
}

interface Column {
  header: string;
  cell: (offer: CompareOffer, format: Formatters) => ReactNode;
}

const percent = (value: number | null) => (value === null ? "Not stated" : `${value}%`);

const overviewColumns: Column[] = [
  {
    header: "Product",
    cell: (offer) => (
      <Link to={productPath(offer.productId)} className="hover:underline">
        {offer.productName}
      </Link>
    ),
  },
  {
    header: "Price",
    cell: (offer, format) => format.price(offer.price, offer.currency),
  },
  {
    header: "Minimum order",
    cell: (offer) => formatCount(minimumQuantity(offer.moq)),
  },
  {
    header: "Lead time",
    cell: (offer) => offer.leadTime ?? "Contact supplier",
  },
  {
    header: "Rating",
    cell: (offer) =>
      offer.ratingCount > 0
        ? `${offer.ratingAverage.toFixed(1)} (${countText(offer.ratingCount, "review")})`
        : "No reviews yet",
  },
  {
    header: "Stock",
    cell: (offer) =>
      canOrder(offer.stockQuantity) ? formatCount(offer.stockQuantity) : stockStatusLabels[stockStatus(0)],
  },
];

const performanceColumns: Column[] = [
  {
    header: "Response rate",
    cell: (offer) => percent(offer.vendor.responseRate),
  },
  {
    header: "Response time",
    cell: (offer) =>
      offer.vendor.responseTimeHours === null ? "Not stated" : `${offer.vendor.responseTimeHours} h`,
  },
  {
    header: "Fulfilment rate",
    cell: (offer) => percent(offer.vendor.fulfillmentRate),
  },
  {
    header: "On-time delivery",
    cell: (offer) => percent(offer.vendor.onTimeDeliveryRate),
  },
  {
    header: "Total orders",
    cell: (offer) => formatCount(offer.vendor.totalOrders),
  },
];

const pricingColumns: Column[] = [
  {
    header: "Unit price",
    cell: (offer, format) => format.price(offer.price, offer.currency),
  },
  {
    header: "Minimum order cost",
    cell: (offer, format) => format.price(offer.price * minimumQuantity(offer.moq), offer.currency),
  },
  {
    header: "Best bulk discount",
    cell: (offer) => (offer.bestBulkPercentOff > 0 ? `Up to ${offer.bestBulkPercentOff}% off` : "None"),
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
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3 font-medium">
              Vendor
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="py-2 pr-3 font-medium">
                {column.header}
              </th>
            ))}
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Contact</span>
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
                    offer.current ? "This product" : null,
                    verificationBadge(offer.vendor.verified, offer.vendor.verificationLevel),
                    offer.vendor.countryCode,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </th>
              {columns.map((column) => (
                <td key={column.header} className="py-2 pr-3">
                  {column.cell(offer, format)}
                </td>
              ))}
              <td className="py-2">
                <Link
                  to={vendorMessagesPath(offer.vendor.id)}
                  className="font-medium text-primary-text hover:underline"
                  aria-label={`Contact ${offer.vendor.businessName}`}
                >
                  Contact
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
