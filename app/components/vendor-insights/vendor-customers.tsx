import { vendorInsightsTexts } from "#common/i18n/vendor-insights";
import { vendorThreadPath } from "#common/paths";
import { type CustomerSort, customerSorts, type VendorCustomerPage } from "#common/views/vendor-insights";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/choice-fields";
import { cellClassName, DataTable } from "~/components/ui/data-table";
import { inputClassName } from "~/components/ui/field";
import { Field } from "~/components/ui/labeled-field";
import { Pagination } from "~/components/ui/pagination";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";
import { InsightsHeader } from "./insights-header";

export function VendorCustomers({
  page,
  search,
  sort,
}: {
  page: VendorCustomerPage;
  search: string;
  sort: CustomerSort;
}) {
  const t = usePageTexts(vendorInsightsTexts).customers;
  const format = useFormat();
  return (
    <div className="space-y-6">
      <InsightsHeader title={t.title} intro={t.intro} />
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <Field label={t.search}>
            {(id) => (
              <input id={id} type="search" name="q" defaultValue={search} className={inputClassName} />
            )}
          </Field>
        </div>
        <div className="w-48">
          <SelectField
            label={t.sort}
            name="sort"
            defaultValue={sort}
            options={customerSorts.map((option) => ({ value: option, label: t.sorts[option] }))}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t.apply}
        </Button>
      </Form>
      <p className="text-sm text-muted-foreground">{t.noConversationHint}</p>
      <DataTable
        caption={t.caption}
        columns={[
          t.columns.customer,
          t.columns.orders,
          t.columns.spent,
          t.columns.lastOrder,
          t.columns.country,
          t.columns.message,
        ]}
        empty={search ? t.noMatch(search) : t.empty}
      >
        {page.rows.map((customer) => (
          <tr key={customer.userId}>
            <td className={cellClassName}>
              <span className="block font-medium">{customer.name}</span>
              <span className="block break-all text-muted-foreground">{customer.email}</span>
            </td>
            <td className={`${cellClassName} tabular-nums`}>{format.number(customer.orderCount)}</td>
            <td className={`${cellClassName} tabular-nums`}>
              {format.money(customer.totalSpent, customer.currency)}
            </td>
            <td className={cellClassName}>{format.date(customer.lastOrderAt)}</td>
            <td className={cellClassName}>{customer.countryCode ?? ""}</td>
            <td className={cellClassName}>
              {customer.conversationId ? (
                <Link
                  to={vendorThreadPath(customer.conversationId)}
                  aria-label={t.openConversation(customer.name)}
                  className={textLinkClassName}
                >
                  {t.columns.message}
                </Link>
              ) : (
                <span className="text-muted-foreground">{t.noConversation}</span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={page.page} total={page.total} pageSize={page.pageSize} label={t.pages} />
    </div>
  );
}
