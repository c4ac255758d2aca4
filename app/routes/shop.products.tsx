import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { redirect, useLoaderData, useLocation } from "react-router";
import { CompareListForm } from "~/components/compare/CompareButton";
import { CatalogueForm } from "~/components/store/catalogue/CatalogueForm";
import { CatalogueResults } from "~/components/store/catalogue/CatalogueResults";
import { MarketplaceProductCard } from "~/components/store/MarketplaceProductCard";
import { parseCatalogueQuery } from "~/modules/catalog/catalogue-query";
import { cleanCatalogueLocation } from "~/modules/catalog/catalogue-url";
import { searchCatalogue } from "~/modules/catalog/catalogue-query.server";
import { inStockLocation } from "~/modules/catalog/search-understanding";
import { marketplaceCardView, withCardViews } from "~/modules/catalog/card-views";
import { catalogueCurrency } from "~/modules/currency/currencies.server";
import { requestUrl } from "~/utils/request-url";

const MARKETPLACE_PAGE_SIZE = 24;
const COMPARE_FORM_ID = "compare-listed";

export const meta: MetaFunction = () => [
  { title: "Marketplace | LabMarket" },
  {
    name: "description",
    content:
      "Compare analytical instruments, life-sciences equipment, lab consumables, biopharma machinery and diagnostic kits from leading brands; buy online or request a quote.",
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
  const result = await searchCatalogue(query, { pageSize: MARKETPLACE_PAGE_SIZE });
  // Only what the cards render goes into the page's data (ADR 080).
  return { result: withCardViews(result, marketplaceCardView), query };
}

/** The marketplace view of the same catalogue as /store: brand and category on each card, quotes and demos. */
export default function Marketplace() {
  const { result, query } = useLoaderData<typeof loader>();
  // Served at /shop/products and its alias /shop: the form and links stay on the path the visitor used.
  const action = useLocation().pathname;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Marketplace</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-400">
        Instruments, equipment and consumables from trusted brands, with expert demos and quotes on request.
      </p>
      <CatalogueForm action={action} query={query} facets={result.facets} searchLabel="Search by product or brand">
        <CatalogueResults
          action={action}
          query={query}
          result={result}
          columns="sm:grid-cols-2 xl:grid-cols-3"
          renderCard={(product, index) => (
            <MarketplaceProductCard product={product} lazy={index > 2} compareFormId={COMPARE_FORM_ID} />
          )}
        />
      </CatalogueForm>
      <CompareListForm id={COMPARE_FORM_ID} />
    </div>
  );
}
