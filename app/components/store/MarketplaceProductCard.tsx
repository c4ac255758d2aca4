import { CompareListButton } from "~/components/compare/CompareButton";
import type { MarketplaceCardView } from "~/modules/catalog/card-views";
import { AddToCartForm } from "./AddToCartForm";
import { PriceTag } from "./PriceTag";
import { availabilityTone } from "./availability-tone";
import { ProductThumbnail } from "~/components/store/ProductThumbnail";
import { LightLink } from "~/components/ui/LightLink";

const secondary =
  "block rounded-md border border-slate-300 px-3 py-2 text-center text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800";

/**
 * A marketplace card: links to /product/{id}; Add to Cart, Request a Quote and Watch Demo are real. Compare submits
 * the list's CompareListForm (`compareFormId`).
 */
export function MarketplaceProductCard({
  product,
  lazy,
  compareFormId,
}: {
  product: MarketplaceCardView;
  lazy: boolean;
  compareFormId: string;
}) {
  const href = `/product/${product.id}`;
  return (
    <article
      data-testid="marketplace-card"
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      {product.tag ? (
        <span className="absolute left-3 top-3 z-10 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white">
          {product.tag}
        </span>
      ) : null}
      <LightLink to={href} tabIndex={-1} aria-hidden="true">
        <ProductThumbnail src={product.thumbnailUrl} lazy={lazy} />
      </LightLink>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
          {product.brandName ?? "LabMarket"}
          {product.categoryName ? (
            <span className="font-normal normal-case">{` · ${product.categoryName}`}</span>
          ) : null}
        </p>
        <h2 className="mt-1 font-semibold leading-snug">
          <LightLink
            to={href}
            prefetch="intent"
            className="hover:text-brand-700 hover:underline dark:hover:text-brand-100"
            data-testid="marketplace-card-title"
          >
            {product.title}
          </LightLink>
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          <span aria-hidden="true" className="text-amber-600">
            ★
          </span>
          {` ${product.rating.toFixed(1)}`}
          <span className="text-slate-600 dark:text-slate-400">{` (${product.reviewCount} reviews)`}</span>
        </p>
        <div className="mt-auto pt-4">
          <div className="flex items-baseline justify-between gap-2">
            <PriceTag price={product.price} />
            <span
              className={`text-xs font-semibold ${availabilityTone[product.availability.kind]}`}
              data-testid="card-availability"
            >
              {product.availability.text}
            </span>
          </div>
          {product.saleUnit ? (
            <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="card-sale-unit">
              {product.saleUnit}
            </p>
          ) : null}
          <div className="mt-3 grid gap-2">
            {product.addToCartVariantId ? (
              <AddToCartForm
                variantId={product.addToCartVariantId}
                source="card"
                quantity={1}
                ariaLabel={`Add to Cart: ${product.title}`}
              />
            ) : product.inStock && product.variantCount > 1 ? (
              <LightLink
                to={href}
                className="block rounded-md bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700"
                aria-label={`Choose options: ${product.title}`}
              >
                Choose Options
              </LightLink>
            ) : product.availability.notifiable ? (
              // Never a dead button (issue 37): "notify me" is on the product page; the quote link is below.
              <LightLink
                to={`/store/product/${product.id}`}
                className="block rounded-md border border-slate-300 px-4 py-2 text-center text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
                aria-label={`Notify me when available: ${product.title}`}
              >
                Notify me when available
              </LightLink>
            ) : null}
            <div className={`grid gap-2 ${product.demoId ? "grid-cols-2" : ""}`}>
              <LightLink
                to={`/quotes/new?product=${encodeURIComponent(product.id)}`}
                className={secondary}
                aria-label={`Request a Quote: ${product.title}`}
              >
                Request a Quote
              </LightLink>
              {product.demoId ? (
                <LightLink
                  to={`/demo/${product.demoId}`}
                  className={secondary}
                  aria-label={`Watch Demo: ${product.title}`}
                  data-testid="watch-demo"
                >
                  Watch Demo
                </LightLink>
              ) : null}
            </div>
            <CompareListButton
              formId={compareFormId}
              productId={product.id}
              productTitle={product.title}
              className="w-full"
            />
          </div>
        </div>
      </div>
    </article>
  );
}
