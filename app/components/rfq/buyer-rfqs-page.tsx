import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import { rfqStatuses } from "#common/rfq";
import { buyerRfqPath, rfqPath } from "#common/rfq-paths";
import type { BuyerRfqPage } from "#common/views/buyer-rfqs";
import { FileQuestion } from "lucide-react";
import { Link } from "react-router";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { EmptyListState } from "~/components/ui/list-states";
import { Pagination } from "~/components/ui/pagination";
import { StatusFilterListHead } from "~/components/ui/status-filter-list-head";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";
import { RfqStatusBadge } from "./rfq-status-badge";

/** The buyer's RFQs: status filter, the table (status, quotes, best unit price), pages; or the way to a first one. */
export function BuyerRfqsPage({ page, status, path }: { page: BuyerRfqPage; status: string; path: string }) {
  const texts = usePageTexts(rfqsBuyerTexts);
  const format = useFormat();
  const neverSent = page.total === 0 && status === "";
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      {neverSent ? (
        <>
          <h1 className="text-2xl font-semibold tracking-tight">{texts.title}</h1>
          <EmptyListState
            icon={<FileQuestion aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />}
            title={texts.empty}
            text={texts.intro}
            action={{ to: rfqPath, label: texts.requestQuote }}
          />
        </>
      ) : (
        <>
          <StatusFilterListHead
            path={path}
            title={texts.title}
            intro={`${texts.intro} ${texts.count(page.total)}`}
            staffNote={null}
            filter={{
              label: texts.filterLabel,
              statusLabel: texts.statusFilter,
              anyStatus: texts.allStatuses,
              submit: texts.filter,
              loading: texts.loading,
              statuses: rfqStatuses,
              names: texts.statuses,
              value: status,
            }}
          />
          <DataTable
            caption={texts.title}
            columns={[
              texts.product,
              texts.quantity,
              texts.status,
              texts.quotes,
              texts.bestUnitPrice,
              texts.sent,
            ]}
            empty={texts.emptyFiltered}
          >
            {page.rows.map((row) => (
              <tr key={row.id}>
                <td className={`${cellClassName} font-medium`}>
                  <Link
                    to={buyerRfqPath(path, row.id)}
                    className={textLinkClassName}
                    aria-label={texts.view(row.productName)}
                  >
                    {row.productName}
                  </Link>
                </td>
                <td className={`${cellClassName} tabular-nums`}>
                  {format.number(row.quantity)} {row.unit}
                </td>
                <td className={cellClassName}>
                  <RfqStatusBadge status={row.status} />
                </td>
                <td className={`${cellClassName} tabular-nums`}>{format.number(row.quoteCount)}</td>
                <td className={`${cellClassName} tabular-nums`}>
                  {row.bestUnitPrice === null ? texts.none : format.money(row.bestUnitPrice, row.currency)}
                </td>
                <td className={cellClassName}>{format.date(row.createdAt)}</td>
              </tr>
            ))}
          </DataTable>
          <Pagination page={page.page} total={page.total} pageSize={page.pageSize} label={texts.title} />
        </>
      )}
    </div>
  );
}
