import type { DisplayedPrice } from "~/modules/catalog/price";
import { useConvertedPrice } from "~/components/ui/ConvertedPrice";

/** The displayed price; a sale price is shown with the original struck through (spec §2, §9). */
export function PriceTag({ price, size = "base" }: { price: DisplayedPrice | null; size?: "base" | "lg" }) {
  const convert = useConvertedPrice();
  if (!price) return null;
  const big = size === "lg";
  // In the buyer's currency (ADR 068): the converted amount leads, the listed price (what is charged) follows.
  const converted = convert(price.cents, price.currencyCode);
  return (
    <p
      className={big ? "flex flex-wrap items-baseline gap-3" : "flex flex-wrap items-baseline gap-2"}
      data-testid="price"
    >
      {converted ? (
        <span
          className={`${big ? "text-3xl" : "text-lg"} font-bold ${price.onSale ? "text-red-700 dark:text-red-300" : "text-slate-900 dark:text-white"}`}
          data-testid="price-converted"
          title="Converted at the shop's stated rate; checkout charges in your currency at the rate of the day"
        >
          {converted.formatted}
        </span>
      ) : null}
      <span
        className={
          converted
            ? `${big ? "text-base" : "text-sm"} text-slate-700 dark:text-slate-300`
            : `${big ? "text-3xl" : "text-lg"} font-bold ${price.onSale ? "text-red-700 dark:text-red-300" : "text-slate-900 dark:text-white"}`
        }
        data-testid="price-current"
      >
        {converted ? <span className="sr-only">listed at </span> : null}
        {price.formatted}
      </span>
      {price.originalFormatted ? (
        <>
          <span className="sr-only">, was</span>
          <s
            className={`${big ? "text-lg" : "text-sm"} text-slate-600 dark:text-slate-400`}
            data-testid="price-original"
          >
            {price.originalFormatted}
          </s>
          {big ? (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
              Sale
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
