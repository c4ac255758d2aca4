// "Prices in: [As listed | USD | EUR | GBP] [Apply]" (ADR 068): a plain form post that comes back to this page.
import { Form, useLocation } from "react-router";
import { useDisplayCurrency } from "~/components/ui/ConvertedPrice";
import { AS_LISTED, DISPLAY_CURRENCY_FIELD, rateText } from "~/modules/currency/display-currency";

/**
 * `id` names the select: the footer and the store page each show one. `suggest`: also offer the currency of the
 * buyer's profile country while they have chosen none (one of the two shows it).
 */
export function CurrencyChoice({ id, suggest = false }: { id: string; suggest?: boolean }) {
  const { display, currencies, suggested } = useDisplayCurrency();
  const location = useLocation();
  const rated = currencies.filter((currency) => currency.usdPerUnit !== null && currency.usdPerUnit > 0);
  if (rated.length === 0) return null;
  const redirectTo = `${location.pathname}${location.search}`;
  return (
    <>
      {suggest && suggested ? (
        <Form
          method="post"
          action="/resources/currency"
          className="mb-2 flex flex-wrap items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
          data-testid="currency-suggestion"
        >
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name={DISPLAY_CURRENCY_FIELD} value={suggested.code} />
          <span>
            Your profile says {suggested.country}. Read prices, and pay, in {suggested.code.toUpperCase()}?
          </span>
          <button
            type="submit"
            className="rounded-md bg-brand-600 px-3 py-1 font-semibold text-white hover:bg-brand-700"
          >
            Show prices in {suggested.code.toUpperCase()}
          </button>
        </Form>
      ) : null}
      <CurrencyForm id={id} display={display} rated={rated} redirectTo={redirectTo} />
    </>
  );
}

function CurrencyForm({
  id,
  display,
  rated,
  redirectTo,
}: {
  id: string;
  display: ReturnType<typeof useDisplayCurrency>["display"];
  rated: ReturnType<typeof useDisplayCurrency>["currencies"];
  redirectTo: string;
}) {
  return (
    <Form
      method="post"
      action="/resources/currency"
      className="flex flex-wrap items-center gap-2 text-sm"
      data-testid="currency-choice"
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
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
