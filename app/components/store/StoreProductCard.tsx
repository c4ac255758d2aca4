import type { StoreCardView } from "~/modules/catalog/card-views";
import type { BuyerVariantPrices } from "~/modules/pricing/pricing.server";
import { AddToCartForm } from "./AddToCartForm";
import { PriceTag } from "./PriceTag";
import { availabilityTone } from "./availability-tone";
import { ProductThumbnail } from "~/components/store/ProductThumbnail";
import { LightLink } from "~/components/ui/LightLink";

const buttonClass = "block w-full rounded-md px-4 py-2 text-center text-sm font-semibold";

/**
 * A /store grid card; below `sm` a compact row (picture left, ~180 px tall) so a phone shows three or more products
 * per screen (issue 37). Single-variant products add to the cart straight from the card (form post);
 * multi-variant products send the buyer to the detail page; 'Unavailable' when not purchasable.
 */
export function StoreProductCard({
  product,
  lazy,
  organisationPrice,
}: {
  product: StoreCardView;
  lazy: boolean;
  /** The signed-in member's organisation price for the card's variant (ADR 067). */
  organisationPrice?: BuyerVariantPrices["organisation"];
}) {
  const href = `/store/product/${product.id}`;
  return (
    <article
      data-testid="store-card"
      className="relative flex h-full flex-row overflow-hidden rounded-xl sm:flex-col border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      {product.ribbonText ? (
        <span className="absolute left-3 top-3 z-10 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white">
          {product.ribbonText}
        </span>
      ) : null}
      <LightLink to={href} tabIndex={-1} aria-hidden="true" className="w-28 shrink-0 self-start sm:w-auto sm:self-auto">
        <ProductThumbnail src={product.thumbnailUrl} lazy={lazy} />
      </LightLink>
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-5">
        <h2 className="text-sm font-semibold leading-snug sm:text-base">
          <LightLink
            to={href}
            prefetch="intent"
            className="hover:text-brand-700 hover:underline dark:hover:text-brand-100"
          >
            {product.title}
          </LightLink>
        </h2>
        {product.subtitle ? (
          <p className="mt-1 line-clamp-2 text-xs text-slate-600 sm:line-clamp-none sm:text-sm dark:text-slate-400">
            {product.subtitle}
          </p>
        ) : null}
        <div className="mt-auto pt-2 sm:pt-4">
          <PriceTag price={product.price} />
          {product.saleUnit ? (
            <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="card-sale-unit">
              {product.saleUnit}
            </p>
          ) : null}
          {organisationPrice ? (
            <p
              className="text-xs font-semibold text-emerald-800 dark:text-emerald-300"
              data-testid="card-organisation-price"
            >
              {`Your organisation: ${organisationPrice.unitPrice}`}
            </p>
          ) : null}
          <p
            className={`mt-0.5 text-xs font-semibold ${availabilityTone[product.availability.kind]}`}
            data-testid="card-availability"
          >
            {product.availability.text}
          </p>
          {product.variantCount > 1 ? (
            <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
              {`${product.variantCount} options available`}
            </p>
          ) : null}
          <div className="mt-2 sm:mt-3">
            {!product.available ? (
              // Never a dead button (issue 37): the product page offers "notify me" and a quote request.
              <LightLink
                to={href}
                aria-label={`${product.availability.notifiable ? "Notify me or request a quote" : "Request a quote"}: ${product.title}`}
                className={`${buttonClass} border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800`}
              >
                {product.availability.notifiable ? "Notify me or get a quote" : "Request a quote"}
              </LightLink>
            ) : product.singleVariantId ? (
              <AddToCartForm
                variantId={product.singleVariantId}
                source="card"
                quantity={1}
                label={product.availability.kind === "backorder" ? "Back-order" : "Add to Cart"}
                ariaLabel={`${product.availability.kind === "backorder" ? "Back-order" : "Add to Cart"}: ${product.title}`}
              />
            ) : (
              <LightLink
                to={href}
                aria-label={`Choose options: ${product.title}`}
                className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}
              >
                Choose Options
              </LightLink>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
