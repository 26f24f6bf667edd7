import { displayCurrencyPath } from "#common/paths";
import { useId } from "react";
import { Form, useLocation } from "react-router";
import { useT } from "~/lib/locale";
import { useCurrencyChoice } from "~/lib/root-data";

/**
 * "Show prices in [USD] Apply" (multi-currency): a plain form, so it works without JavaScript. The
 * choice is kept in a cookie and the page comes back with its prices in that currency; the shopper
 * applies it with the button rather than on change, so moving through the list changes nothing.
 * Shown only while multi-currency is on and at least one currency besides the naira has a rate.
 */
export function CurrencyPicker() {
  const choice = useCurrencyChoice();
  const t = useT();
  const location = useLocation();
  const id = useId();
  if (!choice || choice.offered.length < 2) return null;
  return (
    <Form method="post" action={displayCurrencyPath} replace preventScrollReset className="currency-picker">
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <label htmlFor={id}>{t.shell.showPricesIn}</label>
      <select id={id} name="currency" defaultValue={choice.current} key={choice.current}>
        {choice.offered.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <button type="submit">{t.shell.applyCurrency}</button>
    </Form>
  );
}
