import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, isRouteErrorResponse, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { Pagination } from "~/components/store/Pagination";
import { StoreProductCard } from "~/components/store/StoreProductCard";
import { searchString } from "~/modules/catalog/paging";
import { parseStoreQuery } from "~/modules/catalog/query";
import { listStoreProducts } from "~/modules/catalog/store.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.q ? `Search “${data.q}” – Online Store | LabMarket` : "Online Store | LabMarket" },
  {
    name: "description",
    content:
      "Buy lab instruments, life-sciences equipment, consumables and diagnostic kits online: live stock, sale prices and secure card checkout.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseStoreQuery(new URL(request.url).searchParams);
  const result = await listStoreProducts(query);
  return { ...result, q: query.q };
}

export default function Store() {
  const { products, total, page, totalPages, q } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/store";
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-4xl font-bold tracking-tight">Online Store</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-400">
            Instruments, equipment and consumables with live stock and secure card checkout.
          </p>
        </div>
        <Form method="get" action="/store" role="search" className="flex w-full max-w-md gap-2">
          <label htmlFor="store-search" className="sr-only">
            Search products
          </label>
          <input
            id="store-search"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            maxLength={200}
            placeholder="Search products…"
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-700 dark:bg-slate-900"
          />
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            {searching ? "Searching…" : "Search"}
          </button>
        </Form>
      </header>

      {q ? (
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" data-testid="result-count" aria-live="polite">
          {`${total === 1 ? "1 product" : `${total} products`} found for “${q}”.`}{" "}
          <Link to="/store" className="font-medium text-brand-700 underline dark:text-brand-100">
            Clear search
          </Link>
        </p>
      ) : null}

      {products.length === 0 ? (
        <div className="mt-12 rounded-xl border border-dashed border-slate-300 p-12 text-center dark:border-slate-700" data-testid="store-empty">
          {q ? (
            <>
              <h2 className="text-xl font-semibold">No products match “{q}”</h2>
              <p className="mt-2 text-slate-600 dark:text-slate-400">Try a different word, or browse the whole catalogue.</p>
              <Link to="/store" className="mt-4 inline-block font-medium text-brand-700 underline dark:text-brand-100">
                Show all products
              </Link>
            </>
          ) : total > 0 ? (
            <>
              <h2 className="text-xl font-semibold">There is no page {page}</h2>
              <Link to="/store" className="mt-4 inline-block font-medium text-brand-700 underline dark:text-brand-100">
                Go to the first page
              </Link>
            </>
          ) : (
            <p className="text-lg">No products found in the store. Please add some products in the Online Store settings.</p>
          )}
        </div>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="store-grid">
          {products.map((product, index) => (
            <li key={product.id}>
              <StoreProductCard product={product} lazy={index > 3} />
            </li>
          ))}
        </ul>
      )}

      <Pagination page={page} totalPages={totalPages} hrefFor={(p) => `/store${searchString({ q, page: p }, { page: 1 })}`} />
      {totalPages > 1 ? (
        <p className="mt-3 text-center text-sm text-slate-600 dark:text-slate-400">
          Page {page} of {totalPages} · {total} products
        </p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold">Error Loading Products</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        Failed to load products. Please ensure the Online Store integration is connected.
      </p>
      <Link to="/store" reloadDocument className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        Try again
      </Link>
    </div>
  );
}
