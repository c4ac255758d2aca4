// "Prices in: [As listed | USD | EUR | GBP] [Apply]" (ADR 068): a plain form post that comes back to this page.
import { Form, useLocation } from "react-router";
import { useDisplayCurrency } from "~/components/ui/ConvertedPrice";
import { AS_LISTED, DISPLAY_CURRENCY_FIELD, rateText } from "~/modules/currency/display-currency";

/** `id` names the select: the footer and the store page each show one. */
export function CurrencyChoice({ id }: { id: string }) {
  const { display, currencies } = useDisplayCurrency();
  const location = useLocation();
  const rated = currencies.filter((currency) => currency.usdPerUnit !== null && currency.usdPerUnit > 0);
  if (rated.length === 0) return null;
  return (
    <Form
      method="post"
      action="/resources/currency"
      className="flex flex-wrap items-center gap-2 text-sm"
      data-testid="currency-choice"
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <label htmlFor={id} className="text-slate-700 dark:text-slate-300">
        Prices in
      </label>
      <select
        id={id}
        name={DISPLAY_CURRENCY_FIELD}
        defaultValue={display?.code ?? AS_LISTED}
        key={display?.code ?? AS_LISTED}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-800"
      >
        <option value={AS_LISTED}>Each product&apos;s own currency</option>
        {rated.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.code.toUpperCase()} ({currency.symbol.trim()})
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="rounded-md border border-slate-300 px-3 py-1 font-semibold hover:bg-white dark:border-slate-600 dark:hover:bg-slate-800"
      >
        Apply
      </button>
      {display ? (
        <span className="text-xs text-slate-600 dark:text-slate-400" data-testid="currency-rates">
          Converted at the shop&apos;s stated rates (
          {rated
            .filter((c) => c.code !== "usd")
            .map(rateText)
            .join(", ")}
          ); checkout charges in your currency at the rates of the day.
        </span>
      ) : null}
    </Form>
  );
}
