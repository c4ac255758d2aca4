import { Link } from "react-router";
import { ConvertedPrice } from "~/components/ui/ConvertedPrice";
import type { ProductCardData } from "~/modules/catalog/product-card";
import { CardHeading } from "./Heading";
import { availabilityTone } from "~/components/store/availability-tone";
import { ProductThumbnail } from "~/components/store/ProductThumbnail";
import { productHref, type Ref } from "~/modules/attribution/ref";

/** A store product card linking to /store/product/{id} ('View Product'). */
export function ProductCard({
  product,
  headingLevel = 3,
  lazy = true,
  attributeTo = null,
}: {
  product: ProductCardData;
  headingLevel?: 2 | 3 | 4;
  lazy?: boolean;
  /** On a demo's or an expert's page: the links carry `?ref=` (ADR 030). */
  attributeTo?: Ref | null;
}) {
  const href = productHref(product.id, attributeTo);
  return (
    <article
      data-testid="product-card"
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <ProductThumbnail src={product.thumbnailUrl} lazy={lazy} />
      <div className="flex flex-1 flex-col p-5">
        {product.brandName ? (
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {product.brandName}
          </p>
        ) : null}
        <CardHeading level={headingLevel} className="mt-1 font-semibold leading-snug">
          <Link to={href} prefetch="intent" className="hover:text-brand-700 hover:underline dark:hover:text-brand-100">
            {product.title}
          </Link>
        </CardHeading>
        {product.subtitle ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{product.subtitle}</p>
        ) : null}
        <div className="mt-auto flex items-end justify-between gap-3 pt-4">
          <p className="text-sm" data-testid="product-price">
            {product.price ? (
              <>
                <ConvertedPrice
                  cents={product.price.cents}
                  currencyCode={product.price.currencyCode}
                  className="mr-1 text-base font-bold text-slate-900 dark:text-white"
                />
                <span className="text-base font-bold text-slate-900 dark:text-white">{product.price.formatted}</span>
                {product.price.originalFormatted ? (
                  <>
                    {" "}
                    <span className="sr-only">was</span>
                    <s className="text-slate-600 dark:text-slate-400">{product.price.originalFormatted}</s>
                  </>
                ) : null}
              </>
            ) : null}
            <span
              className={`block text-xs font-semibold ${availabilityTone[product.availability.kind]}`}
              data-testid="card-availability"
            >
              {product.availability.text}
            </span>
          </p>
          <Link
            to={href}
            aria-label={`View Product: ${product.title}`}
            className="shrink-0 rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            View Product
          </Link>
        </div>
      </div>
    </article>
  );
}
