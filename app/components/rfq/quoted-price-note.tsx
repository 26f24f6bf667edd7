import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import { Badge } from "~/components/catalog/badge";
import { usePageTexts } from "~/lib/locale";

/**
 * Marks a line priced by an accepted quote (in the cart, at checkout, on the order and the vendor's
 * sub-order): "Quoted price" and the quote's reference. Nothing for a catalogue-priced line.
 */
export function QuotedPriceNote({ quoteId }: { quoteId: string | null }) {
  const texts = usePageTexts(rfqsBuyerTexts);
  if (!quoteId) return null;
  return (
    <span className="mt-0.5 flex flex-wrap items-center gap-2 text-sm">
      <Badge tone="info">{texts.quotedPrice}</Badge>
      <span className="text-muted-foreground break-all">{texts.quoteReference(quoteId)}</span>
    </span>
  );
}
