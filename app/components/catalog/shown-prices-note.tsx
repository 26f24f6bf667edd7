import { useShownPrices } from "~/lib/root-data";
import { useT } from "~/lib/locale";

/**
 * "Prices shown in USD are approximate; you pay in NGN": said wherever converted prices are shown
 * (catalogue lists, the product page, the cart) while the shopper reads them in another currency
 * than the one they pay in. Nothing otherwise.
 */
export function ShownPricesNote({ paidIn, className = "" }: { paidIn: string; className?: string }) {
  const shown = useShownPrices();
  const t = useT();
  if (!shown || shown.currency === paidIn) return null;
  return (
    <p className={`text-sm text-muted-foreground ${className}`}>
      {t.shell.pricesApproximate(shown.currency, paidIn)}
    </p>
  );
}
