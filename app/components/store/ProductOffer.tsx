// The product page's offer for the selected variant (issue 37): price and what it buys, the variant picker, the
// availability line with Add to Cart / Back-order, "notify me" when nothing is on hand, and the quote request —
// never a dead button.
import { Link } from "react-router";
import { saleUnitText } from "~/modules/catalog/availability";
import type { NotifyMeState } from "~/modules/availability/notify-me";
import type { DetailVariant, ProductDetail } from "~/modules/catalog/product.server";
import type { BuyerVariantPrices } from "~/modules/pricing/pricing.server";
import { BuyerPrices } from "./BuyerPrices";
import { NotifyMeForm } from "./NotifyMeForm";
import { PriceTag } from "./PriceTag";
import { ProductPurchase } from "./ProductPurchase";
import { VariantPicker } from "./VariantPicker";

export function ProductOffer({
  product,
  selected,
  buyerPrices,
  signedInEmail,
  notify,
  variantHref,
}: {
  product: ProductDetail;
  selected: DetailVariant | null;
  /** The selected variant's quantity prices and organisation price (ADR 067). */
  buyerPrices?: BuyerVariantPrices | null;
  signedInEmail: string | null;
  /** The notify-me action's answer, if this page view is one. */
  notify: NotifyMeState | undefined;
  variantHref: (variantId: string) => string;
}) {
  const saleUnit = selected ? saleUnitText(selected.packSize, selected.unit) : null;
  const notifyState = notify && selected && notify.variantId === selected.id ? notify : null;
  const quoteHref = `/quotes/new?${new URLSearchParams({
    product: product.id,
    ...(product.selectedVariantId ? { variant: product.selectedVariantId } : {}),
  })}`;
  return (
    <>
      <div className="mt-5">
        <PriceTag price={selected?.price ?? null} size="lg" />
        <BuyerPrices prices={buyerPrices} />
        {saleUnit ? (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="sale-unit">
            {saleUnit}
          </p>
        ) : null}
        {selected?.sku ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">SKU {selected.sku}</p> : null}
      </div>
      <VariantPicker variants={product.variants} selectedId={product.selectedVariantId} hrefFor={variantHref} />
      <ProductPurchase purchasable={product.purchasable} variant={selected} />
      {selected && (selected.availability.notifiable || notifyState) ? (
        <NotifyMeForm
          key={selected.id}
          variantId={selected.id}
          signedInEmail={signedInEmail}
          errors={notifyState?.errors ?? {}}
          confirmation={notifyState?.confirmation ?? null}
          defaultEmail={notifyState?.email ?? ""}
          // Beside a "Back-order" button the alert is the second choice: folded away until asked for.
          folded={selected.availability.kind === "backorder"}
        />
      ) : null}
      <p className="mt-4 text-sm">
        <Link to={quoteHref} className="font-medium text-brand-700 underline dark:text-brand-100">
          Request a Quote
        </Link>{" "}
        <span className="text-slate-600 dark:text-slate-400">
          {selected && !selected.availability.orderable
            ? "to ask the brand about availability, volume pricing or service contracts."
            : "for volume pricing, installation or service contracts."}
        </span>
      </p>
    </>
  );
}
