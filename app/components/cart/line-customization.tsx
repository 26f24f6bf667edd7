import { cartPageTexts } from "#common/i18n/cart-page";
import { usePageTexts } from "~/lib/locale";

/**
 * The options a buyer chose for a cart line, option by option, as the cart page, the cart preview
 * and checkout's review show them.
 */
export function LineCustomization({
  name,
  customization,
  className = "text-sm",
}: {
  /** The product's name, to name the list for screen readers. */
  name: string;
  customization: readonly { optionName: string; shown: string }[];
  className?: string;
}) {
  const page = usePageTexts(cartPageTexts);
  if (customization.length === 0) return null;
  return (
    <ul className={className} aria-label={page.customizationOf(name)}>
      {customization.map((choice) => (
        <li key={choice.optionName}>{page.customizationChoice(choice.optionName, choice.shown)}</li>
      ))}
    </ul>
  );
}
