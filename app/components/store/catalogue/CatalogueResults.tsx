import { Link } from "react-router";
import { Pagination } from "~/components/store/Pagination";
import { catalogueSearch, formatCount, MAX_PAGE, type CatalogueQuery } from "~/modules/catalog/catalogue-query";
import type { CardPage } from "~/modules/catalog/card-views";

/** Notices, "Showing X of Y", the grid (cards rendered by the view) or an empty state, and the pager. */
export function CatalogueResults<Card extends { id: string }>({
  action,
  query,
  result,
  columns,
  renderCard,
}: {
  action: string;
  query: Pick<CatalogueQuery, "q" | "sort" | "filters">;
  result: CardPage<Card>;
  columns: string;
  renderCard: (card: Card, index: number) => React.ReactNode;
}) {
  const { products, total, totalCapped, page, pageSize, notices } = result;
  const totalPages = Math.min(result.totalPages, MAX_PAGE);
  const first = (page - 1) * pageSize + 1;
  const href = (p: number) => `${action}${catalogueSearch({ ...query, page: p })}`;
  return (
    <>
      {notices.length ? (
        <ul
          role="status"
          className="mb-4 space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          data-testid="catalogue-notices"
        >
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="showing-count" aria-live="polite">
        {products.length
          ? `Showing ${first.toLocaleString("en-US")}–${(first + products.length - 1).toLocaleString("en-US")} of ${formatCount(total, totalCapped)} products`
          : `Showing 0 of ${formatCount(total, totalCapped)} products`}
        {query.q ? ` for “${query.q}”` : ""}
      </p>
      {products.length === 0 ? (
        <div
          className="mt-6 rounded-xl border border-dashed border-slate-300 p-12 text-center dark:border-slate-700"
          data-testid="catalogue-empty"
        >
          <h2 className="text-xl font-semibold">{total > 0 ? `There is no page ${page}` : "No products match"}</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            {total > 0 ? "The results end earlier." : "Try another word, or remove a filter."}
          </p>
          <Link
            to={total > 0 ? href(1) : action}
            className="mt-4 inline-block font-medium text-brand-700 underline dark:text-brand-100"
          >
            {total > 0 ? "Go to the first page" : "Show all products"}
          </Link>
        </div>
      ) : (
        <ul className={`mt-4 grid gap-3 sm:gap-6 ${columns}`} data-testid="catalogue-grid">
          {products.map((product, index) => (
            <li key={product.id}>{renderCard(product, index)}</li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={href} />
      {totalCapped && page >= totalPages ? (
        <p className="mt-3 text-center text-sm text-slate-600 dark:text-slate-400">
          More than {formatCount(total, false)} products match: add words or filters to see the rest.
        </p>
      ) : null}
    </>
  );
}
