// Beside the product page's price (ADR 067): the buyer's organisation price and the quantity prices, so the price a
// line will be charged is seen before it is in the cart.
import type { BuyerVariantPrices } from "~/modules/pricing/pricing.server";

export function BuyerPrices({ prices }: { prices: BuyerVariantPrices | null | undefined }) {
  if (!prices) return null;
  return (
    <div className="mt-2 space-y-2" data-testid="buyer-prices">
      {prices.organisation ? (
        <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300" data-testid="organisation-price">
          Your organisation&apos;s price: {prices.organisation.unitPrice}
          <span className="font-normal"> ({prices.organisation.priceListName})</span>
        </p>
      ) : null}
      {prices.tiers.length > 0 ? (
        <div>
          <p className="text-sm font-medium">Quantity prices</p>
          <ul className="mt-1 flex flex-wrap gap-2" data-testid="quantity-prices">
            {prices.tiers.map((tier) => (
              <li
                key={tier.minQuantity}
                className="rounded-md border border-slate-200 px-2 py-1 text-sm dark:border-slate-700"
              >
                {tier.minQuantity}+ units: <strong>{tier.unitPrice}</strong> each
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
