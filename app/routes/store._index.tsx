import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, isRouteErrorResponse, redirect, useLoaderData, useRouteError } from "react-router";
import { CatalogueForm } from "~/components/store/catalogue/CatalogueForm";
import { CatalogueResults } from "~/components/store/catalogue/CatalogueResults";
import { StoreProductCard } from "~/components/store/StoreProductCard";
import { CurrencyChoice } from "~/components/layout/CurrencyChoice";
import { parseCatalogueQuery } from "~/modules/catalog/catalogue-query";
import { cleanCatalogueLocation } from "~/modules/catalog/catalogue-url";
import { searchCatalogue } from "~/modules/catalog/catalogue-query.server";
import { inStockLocation } from "~/modules/catalog/search-understanding";
import { storeCardView, withCardViews } from "~/modules/catalog/card-views";
import { catalogueCurrency } from "~/modules/currency/currencies.server";
import { getOptionalUserId } from "~/modules/auth/session.server";
import { buyerVariantPrices } from "~/modules/pricing/pricing.server";
import { requestUrl } from "~/utils/request-url";

const STORE_PAGE_SIZE = 12;

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => [
  { title: data?.query.q ? `Search “${data.query.q}” – Online Store | LabMarket` : "Online Store | LabMarket" },
  {
    name: "description",
    content:
      "Buy lab instruments, life-sciences equipment, consumables and diagnostic kits online: live stock, sale prices and secure card checkout.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = requestUrl(request);
  // A form posted without JavaScript sends every field, empty ones too: go to the clean address (issue 37).
  const clean = cleanCatalogueLocation(url);
  if (clean !== null) throw redirect(clean);
  // "centrifuge in stock": the In stock filter, not the words (ADR 084).
  const stocked = inStockLocation(url);
  if (stocked !== null) throw redirect(stocked);
  // Prices filter and sort in the buyer's currency (ADR 073).
  const query = parseCatalogueQuery(url.searchParams, await catalogueCurrency(request));
  const [result, userId] = await Promise.all([
    searchCatalogue(query, { pageSize: STORE_PAGE_SIZE }),
    getOptionalUserId(request),
  ]);
  // A member of an organisation sees its price list's price on the cards (ADR 067); a visitor costs no query.
  const buyerPrices = await buyerVariantPrices(
    result.products.flatMap((product) => (product.priceVariantId ? [product.priceVariantId] : [])),
    userId,
    { withTiers: false },
  );
  // Only what the cards render goes into the page's data (ADR 080).
  return { result: withCardViews(result, storeCardView), query, buyerPrices };
}

export default function Store() {
  const { result, query, buyerPrices } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Online Store</h1>
      <p className="mt-2 max-w-2xl text-slate-600 sm:mt-3 sm:text-lg dark:text-slate-400">
        Instruments, equipment and consumables with live stock and secure card checkout.
      </p>
      <div className="mt-3">
        <CurrencyChoice id="store-currency" suggest />
      </div>
      <CatalogueForm action="/store" query={query} facets={result.facets} searchLabel="Search products">
        <CatalogueResults
          action="/store"
          query={query}
          result={result}
          columns="sm:grid-cols-2 xl:grid-cols-3"
          renderCard={(product, index) => (
            <StoreProductCard
              product={product}
              lazy={index > 2}
              organisationPrice={product.priceVariantId ? buyerPrices[product.priceVariantId]?.organisation : null}
            />
          )}
        />
      </CatalogueForm>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold">{unavailable ? "Temporarily unavailable" : "Error Loading Products"}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        {unavailable
          ? "The store is temporarily unavailable. Please try again in a few seconds."
          : "Failed to load products. Please try again in a moment."}
      </p>
      <Link
        to="/store"
        reloadDocument
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        Try again
      </Link>
    </div>
  );
}
