import { bulkOrdersTexts } from "#common/i18n/bulk-orders";
import type { LadderStep } from "#common/pricing/bulk-ladder";
import type { ActionFailure } from "#common/action-failure";
import { formMessage } from "#common/action-failure";
import { bulkOrdersPath, cartPath } from "#common/paths";
import { quickOrderBlankRows, quickOrderMaxRows, type QuickOrderOutcome } from "#common/quick-order";
import { Form, Link, useNavigation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { FieldError, FormError, inputClassName } from "~/components/ui/field";
import { useFormat, usePageTexts } from "~/lib/locale";

type QuickOrderResult = { ok: true; outcomes: QuickOrderOutcome[] } | ActionFailure;

/** A typed row of the form: what it holds and why it came back, if it did. */
type FormRow = { sku: string; quantity: string; error?: string };

/**
 * The rows the form shows: after a quick order, the rows that were not added (to correct); after a
 * refused post, what was typed; otherwise blank ones. Never fewer than {@link quickOrderBlankRows}.
 */
function formRows(result: QuickOrderResult | undefined): FormRow[] {
  let rows: FormRow[] = [];
  if (result?.ok) {
    rows = result.outcomes.flatMap((outcome) =>
      outcome.ok ? [] : [{ sku: outcome.sku, quantity: outcome.quantity, error: outcome.message }],
    );
  } else if (result?.values) {
    const values = result.values;
    for (let index = 0; `sku.${index}` in values; index += 1)
      rows.push({ sku: values[`sku.${index}`] ?? "", quantity: values[`quantity.${index}`] ?? "" });
    rows = rows.filter((row) => row.sku !== "" || row.quantity !== "");
  }
  const blanks = Math.max(0, quickOrderBlankRows - rows.length);
  return [...rows, ...Array.from({ length: blanks }, () => ({ sku: "", quantity: "" }))];
}

/** /bulk-orders: tiers, MOQ and RFQs explained, then the quick order by SKU. */
export function BulkOrdersLanding({
  ladder,
  result,
}: {
  ladder: readonly LadderStep[];
  result: QuickOrderResult | undefined;
}) {
  const t = usePageTexts(bulkOrdersTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith(bulkOrdersPath);
  const rows = formRows(result);
  const added = result?.ok ? result.outcomes.filter((outcome) => outcome.ok) : [];
  const failed = result?.ok ? result.outcomes.filter((outcome) => !outcome.ok) : [];
  const csvError = result && !result.ok ? result.fieldErrors?.csv : undefined;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-10 px-4 py-8 sm:py-12">
      <header className="space-y-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.intro}</p>
      </header>

      <section aria-labelledby="bulk-tiers" className="space-y-3">
        <h2 id="bulk-tiers" className="text-xl font-semibold">
          {t.tiersTitle}
        </h2>
        <p>{t.tiersText}</p>
        {ladder.length === 0 ? (
          <p className="text-muted-foreground">{t.noTiers}</p>
        ) : (
          <table className="w-full max-w-md text-left text-sm">
            <caption className="sr-only">{t.tiersCaption}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-2 font-medium">
                  {t.tierQuantity}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t.tierDiscount}
                </th>
              </tr>
            </thead>
            <tbody>
              {ladder.map((step) => (
                <tr key={step.minQuantity} className="border-b border-border">
                  <td className="py-2 tabular-nums">{t.tierFrom(format.number(step.minQuantity))}</td>
                  <td className="py-2 tabular-nums">{t.tierOff(format.percent(step.percentOff))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="bulk-moq" className="space-y-3">
        <h2 id="bulk-moq" className="text-xl font-semibold">
          {t.moqTitle}
        </h2>
        <p>{t.moqText}</p>
      </section>

      <section aria-labelledby="bulk-rfq" className="space-y-3">
        <h2 id="bulk-rfq" className="text-xl font-semibold">
          {t.rfqTitle}
        </h2>
        <p>{t.rfqText}</p>
      </section>

      <section
        aria-labelledby="quick-order"
        className="space-y-4 rounded-lg border border-border bg-card p-4 sm:p-6"
      >
        <h2 id="quick-order" className="text-xl font-semibold">
          {t.quickOrderTitle}
        </h2>
        <p>{t.quickOrderText}</p>
        <p className="text-sm text-muted-foreground">{t.maxRows(format.number(quickOrderMaxRows))}</p>
        {result?.ok ? <QuickOrderOutcomes added={added} failed={failed} /> : null}
        {result && !result.ok && !csvError ? <FormError message={formMessage(result)} /> : null}
        <Form
          method="post"
          key={JSON.stringify(result ?? null)}
          className="space-y-4"
          aria-describedby={failed.length > 0 ? "quick-order-kept" : undefined}
        >
          {failed.length > 0 ? (
            <p id="quick-order-kept" className="text-sm">
              {t.failedRowsKept}
            </p>
          ) : null}
          <div className="space-y-3">
            {rows.map((row, index) => (
              <QuickOrderRowFields key={index} index={index} row={row} />
            ))}
          </div>
          <div className="space-y-1.5">
            <label htmlFor="quick-order-csv" className="block text-sm font-medium">
              {t.pasteLabel}
            </label>
            <p id="quick-order-csv-hint" className="text-sm text-muted-foreground">
              {t.pasteHint}
            </p>
            <textarea
              id="quick-order-csv"
              name="csv"
              rows={5}
              defaultValue={result && !result.ok ? (result.values?.csv ?? "") : ""}
              aria-invalid={csvError ? true : undefined}
              aria-describedby={
                csvError ? "quick-order-csv-hint quick-order-csv-error" : "quick-order-csv-hint"
              }
              className={`${inputClassName} font-mono`}
            />
            <FieldError id="quick-order-csv-error" message={csvError} />
          </div>
          <button type="submit" className={buttonClassName("primary")} disabled={submitting}>
            {submitting ? t.submitting : t.submit}
          </button>
        </Form>
      </section>
    </div>
  );
}

function QuickOrderRowFields({ index, row }: { index: number; row: FormRow }) {
  const t = usePageTexts(bulkOrdersTexts);
  const errorId = `quick-order-row-${index}-error`;
  const describedBy = row.error ? errorId : undefined;
  return (
    <fieldset className="space-y-1">
      <legend className="sr-only">{t.rowLegend(index + 1)}</legend>
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <div className="space-y-1">
          <label htmlFor={`quick-order-sku-${index}`} className="block text-sm font-medium">
            {t.sku} <span className="sr-only">{t.rowLegend(index + 1)}</span>
          </label>
          <input
            id={`quick-order-sku-${index}`}
            name="sku"
            defaultValue={row.sku}
            autoComplete="off"
            aria-invalid={row.error ? true : undefined}
            aria-describedby={describedBy}
            className={inputClassName}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`quick-order-quantity-${index}`} className="block text-sm font-medium">
            {t.quantity} <span className="sr-only">{t.rowLegend(index + 1)}</span>
          </label>
          <input
            id={`quick-order-quantity-${index}`}
            name="quantity"
            inputMode="numeric"
            defaultValue={row.quantity}
            autoComplete="off"
            aria-invalid={row.error ? true : undefined}
            aria-describedby={describedBy}
            className={inputClassName}
          />
        </div>
      </div>
      <FieldError id={errorId} message={row.error} />
    </fieldset>
  );
}

/** What the last quick order did: the rows now in the cart, and the ones that are not, each with its reason. */
function QuickOrderOutcomes({ added, failed }: { added: QuickOrderOutcome[]; failed: QuickOrderOutcome[] }) {
  const t = usePageTexts(bulkOrdersTexts);
  const format = useFormat();
  return (
    <div role="status" className="space-y-3 rounded-md bg-muted p-4 text-sm">
      {added.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t.addedTitle(added.length)}</h3>
          <ul className="mt-1 list-disc pl-5">
            {added.map((outcome) =>
              outcome.ok ? (
                <li key={outcome.row}>
                  {t.added(format.number(outcome.added), outcome.productName, outcome.sku)}
                </li>
              ) : null,
            )}
          </ul>
          <Link to={cartPath} className={`mt-3 ${buttonClassName("secondary", "sm")}`}>
            {t.viewCart}
          </Link>
        </div>
      ) : null}
      {failed.length > 0 ? (
        <div>
          <h3 className="font-semibold text-destructive-text">{t.failedTitle(failed.length)}</h3>
          <ul className="mt-1 list-disc pl-5">
            {failed.map((outcome) =>
              outcome.ok ? null : (
                <li key={outcome.row}>
                  {t.failedRow(outcome.row, outcome.sku)}: {outcome.message}
                </li>
              ),
            )}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
