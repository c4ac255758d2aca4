import { pageWindow } from "~/modules/catalog/paging";
import { LightLink } from "~/components/ui/LightLink";

/** Page links that keep the other search parameters (works without JS). */
export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const linkClass = "grid min-w-10 place-items-center rounded-md border px-3 py-2 text-sm font-medium";
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <LightLink
          to={hrefFor(page - 1)}
          rel="prev"
          className={`${linkClass} border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`}
        >
          ← Previous
        </LightLink>
      ) : null}
      {pageWindow(page, totalPages).map((p, index) =>
        p === 0 ? (
          <span key={`gap-${index}`} className="px-1 text-slate-600 dark:text-slate-400" aria-hidden="true">
            …
          </span>
        ) : (
          <LightLink
            key={p}
            to={hrefFor(p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={`Page ${p}`}
            className={`${linkClass} ${
              p === page
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
            }`}
          >
            {p}
          </LightLink>
        ),
      )}
      {page < totalPages ? (
        <LightLink
          to={hrefFor(page + 1)}
          rel="next"
          className={`${linkClass} border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`}
        >
          Next →
        </LightLink>
      ) : null}
    </nav>
  );
}
