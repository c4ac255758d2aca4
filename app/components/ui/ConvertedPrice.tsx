// A price converted into the buyer's display currency (ADR 068), from the root loader's choice and the shop's stated
// rates: "≈ €925.93". Nothing when the buyer reads prices as listed or the price is already in their currency.
import { useRouteLoaderData } from "react-router";
import { convertedAmount, type ConvertedAmount, type ListedPrice } from "~/modules/currency/display-currency";
import type { RootLoaderData } from "~/root";

/** The buyer's display currency (null: prices as listed) and the shop's currencies with their stated rates. */
export function useDisplayCurrency() {
  const root = useRouteLoaderData("root") as Pick<RootLoaderData, "money"> | undefined;
  return root?.money ?? { display: null, currencies: [], suggested: null };
}

/** Converts an amount for the buyer; null when shown as listed. */
export function useConvertedPrice(): (cents: number, currencyCode: string) => ConvertedAmount | null {
  const { display, currencies } = useDisplayCurrency();
  return (cents, currencyCode) => convertedAmount(cents, currencyCode, display, currencies);
}

export function ConvertedPrice({
  cents,
  currencyCode,
  className = "text-sm text-slate-700 dark:text-slate-300",
}: {
  cents: number;
  currencyCode: string;
  className?: string;
}) {
  const converted = useConvertedPrice()(cents, currencyCode);
  if (!converted) return null;
  return (
    <span className={className} data-testid="price-converted" title="Converted at the shop's stated rate">
      {converted.formatted}
    </span>
  );
}

/** A price in running text: "≈ €925.93 (listed $1,000.00)" for a buyer reading euros, else as listed. */
export function PriceText({ price }: { price: ListedPrice }) {
  const converted = useConvertedPrice()(price.cents, price.currencyCode);
  if (!converted) return <>{price.formatted}</>;
  return (
    <>
      <span
        data-testid="price-converted"
        title="Converted at the shop's stated rate; checkout charges in your currency at the rate of the day"
      >
        {converted.formatted}
      </span>{" "}
      (listed {price.formatted})
    </>
  );
}
