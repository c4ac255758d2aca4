import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useSubmit } from "@remix-run/react";
import { useHydrated } from "~/components/content/useHydrated";
import { MarketplaceProductCard } from "~/components/store/MarketplaceProductCard";
import { listMarketplaceProducts } from "~/modules/catalog/marketplace.server";
import { MARKETPLACE_SORTS } from "~/modules/catalog/marketplace";
import { searchString } from "~/modules/catalog/paging";
import { parseMarketplaceQuery } from "~/modules/catalog/query";

export const meta: MetaFunction = () => [
  { title: "Marketplace | LabMarket" },
  {
    name: "description",
    content:
      "Compare analytical instruments, life-sciences equipment, lab consumables, biopharma machinery and diagnostic kits from leading brands; buy online or request a quote.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseMarketplaceQuery(new URL(request.url).searchParams);
  const result = await listMarketplaceProducts(query);
  return { ...result, query };
}

export default function Marketplace() {
  const { products, categories, total, query } = useLoaderData<typeof loader>();
  const location = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const base = location.pathname;
  const href = (changes: Partial<typeof query>) =>
    `${base}${searchString({ ...query, ...changes }, { sort: "featured" })}`;
  const chips = [{ id: "", name: "All Products" }, ...categories];
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Marketplace</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-400">
        Instruments, equipment and consumables from trusted brands, with expert demos and quotes on request.
      </p>

      <Form method="get" action={base} role="search" className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end" id="marketplace-filters">
        {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
        <div className="flex-1">
          <label htmlFor="marketplace-search" className="text-sm font-medium">
            Search by product or brand
          </label>
          <input
            id="marketplace-search"
            type="search"
            name="q"
            defaultValue={query.q}
            key={query.q}
            maxLength={200}
            placeholder="e.g. Agilent, centrifuge, HPLC"
            className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-700 dark:bg-slate-900"
          />
        </div>
        <div>
          <label htmlFor="marketplace-sort" className="text-sm font-medium">
            Sort by
          </label>
          <select
            id="marketplace-sort"
            name="sort"
            defaultValue={query.sort}
            key={query.sort}
            onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
            data-testid="sort"
          >
            {MARKETPLACE_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          {hydrated ? "Search" : "Apply"}
        </button>
      </Form>

      <nav aria-label="Categories" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => {
            const active = chip.id === query.category;
            return (
              <li key={chip.id || "all"}>
                <Link
                  to={href({ category: chip.id })}
                  preventScrollReset
                  aria-current={active ? "page" : undefined}
                  data-testid="category-chip"
                  className={`inline-block rounded-full border px-4 py-1.5 text-sm font-medium ${
                    active
                      ? "border-brand-600 bg-brand-600 text-white"
                      : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
                  }`}
                >
                  {chip.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" data-testid="showing-count" aria-live="polite">
        {`Showing ${products.length} of ${total} products`}
      </p>

      {products.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-12 text-center dark:border-slate-700" data-testid="marketplace-empty">
          <h2 className="text-xl font-semibold">No Products Found</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">Try another search term or category.</p>
          <Link to={base} className="mt-4 inline-block font-medium text-brand-700 underline dark:text-brand-100">
            Clear filters
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="marketplace-grid">
          {products.map((product, index) => (
            <li key={product.id}>
              <MarketplaceProductCard product={product} lazy={index > 2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
