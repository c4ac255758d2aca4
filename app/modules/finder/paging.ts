// The finder's result pages (issue 12): the exactly checked candidates are shown ten at a time. Ten detailed results
// (each with its per-requirement checks) are what a buyer compares at once and what the relevance set measures
// (nDCG@10); the next ones are a GET link away, so paging works without JavaScript.

/** Results on one page. */
export const FINDER_PAGE_SIZE = 10;
/** Pages a request can have: the candidates checked exactly are FINDER_PAGE_SIZE × FINDER_PAGES. */
export const FINDER_PAGES = 10;

/**
 * The page a `page` parameter asks for. Missing means the first; anything else that is not a whole number from 1
 * gives the first page with a notice; beyond the last page gives the last page with a notice.
 */
export function finderPageNumber(raw: string | null): { page: number; notice: string | null } {
  const value = (raw ?? "").trim();
  if (!value) return { page: 1, notice: null };
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1)
    return { page: 1, notice: "That page number is not valid; showing the best matches." };
  const page = Number(value);
  if (page > FINDER_PAGES)
    return {
      page: FINDER_PAGES,
      notice: `The finder shows at most ${FINDER_PAGES * FINDER_PAGE_SIZE} matches. Add a requirement to narrow the request.`,
    };
  return { page, notice: null };
}

/** The finder's link for a request (its first page unless `page` says another), or the empty finder without one. */
export function finderHref(q: string, page = 1): string {
  if (!q) return "/finder";
  return `/finder?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ""}`;
}
