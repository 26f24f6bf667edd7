import { vendorPayoutsTexts } from "#common/i18n/vendor-payouts";
import type { VendorLedgerView } from "#common/views/payouts";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { Pagination } from "~/components/ui/pagination";
import { useFormat, usePageTexts } from "~/lib/locale";

/**
 * A page of a vendor's ledger, newest first: what each entry is (its order, its payout, or the memo
 * an admin wrote for an adjustment) and its signed amount. The vendor's payouts page and the back
 * office's vendor page show the same entries.
 */
export function LedgerTable({ ledger }: { ledger: VendorLedgerView["ledger"] }) {
  const texts = usePageTexts(vendorPayoutsTexts);
  const format = useFormat();
  return (
    <>
      <DataTable
        caption={texts.ledgerTitle}
        columns={[texts.date, texts.entry, texts.amount]}
        empty={texts.ledgerEmpty}
      >
        {ledger.rows.map((entry) => (
          <tr key={entry.id}>
            <td className={cellClassName}>{format.dateTime(entry.createdAt)}</td>
            <td className={cellClassName}>
              {texts.kinds[entry.kind]}
              <span className="block text-xs text-muted-foreground">
                {entry.orderNumber
                  ? texts.order(entry.orderNumber)
                  : entry.payoutId
                    ? texts.payoutRef(entry.payoutId)
                    : entry.memo}
              </span>
            </td>
            <td className={`${cellClassName} tabular-nums`}>{format.money(entry.amount, entry.currency)}</td>
          </tr>
        ))}
      </DataTable>
      <Pagination
        page={ledger.page}
        total={ledger.total}
        pageSize={ledger.pageSize}
        label={texts.ledgerPages}
      />
    </>
  );
}
