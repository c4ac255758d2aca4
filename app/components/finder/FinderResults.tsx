import { Link } from "react-router";
import { CompareListButton, CompareListForm } from "~/components/compare/CompareButton";
import type { FinderAnswer } from "~/modules/finder/finder.server";
import type { FinderPage } from "~/modules/finder/page.server";
import { FINDER_PAGE_SIZE, finderHref } from "~/modules/finder/paging";
import { LightLink } from "~/components/ui/LightLink";
import { PriceText } from "~/components/ui/ConvertedPrice";

const COMPARE_FORM_ID = "compare-found";

const STATUS = {
  met: { mark: "✓", text: "Met", className: "text-emerald-700 dark:text-emerald-300" },
  "not-met": { mark: "✗", text: "Not met", className: "text-red-700 dark:text-red-300" },
  unknown: { mark: "?", text: "Unknown", className: "text-slate-500 dark:text-slate-400" },
  "not-understood": { mark: "–", text: "Not understood", className: "text-amber-700 dark:text-amber-300" },
} as const;

/** Follow-up questions and the ranked products with their per-requirement checks. */
export function FinderResults({ page, answer }: { page: FinderPage; answer: FinderAnswer }) {
  if (answer.nothingToSearch)
    return (
      <p
        className="mt-8 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
        role="status"
        data-testid="finder-empty"
      >
        Nothing in this request names a product kind, specification, brand, standard or searchable word, so there is
        nothing to look for. Try something like “CO2 incubator of at least 150 L”.
      </p>
    );
  return (
    <div className="mt-8 space-y-8">
      {answer.followUps.length ? (
        <section aria-labelledby="finder-follow-ups" data-testid="finder-follow-ups">
          <h2 id="finder-follow-ups" className="text-lg font-semibold">
            Narrow it down
          </h2>
          <ul className="mt-2 space-y-2">
            {answer.followUps.map((f) => (
              <li key={f.question} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">{f.question}</span>
                {f.answers.map((a) => (
                  <LightLink
                    key={a.q}
                    to={finderHref(a.q)}
                    className="rounded-full border border-slate-300 px-3 py-0.5 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
                    data-testid="finder-follow-up"
                  >
                    {a.label}
                  </LightLink>
                ))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="finder-results">
        <h2 id="finder-results" className="text-lg font-semibold">
          {resultsHeading(answer)}
        </h2>
        {answer.page === 1 && answer.results.length ? (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" role="status" data-testid="finder-summary">
            {summaryLine(answer, page.chips.length)}
          </p>
        ) : null}
        {answer.results.length === 0 ? (
          answer.page > 1 ? (
            <p className="mt-2 text-slate-600 dark:text-slate-400" data-testid="finder-no-results">
              This request has no more matches.{" "}
              <Link to={finderHref(page.q)} className="text-brand-700 underline dark:text-brand-100">
                Back to the best matches
              </Link>
              .
            </p>
          ) : (
            <p className="mt-2 text-slate-600 dark:text-slate-400" data-testid="finder-no-results">
              No listed product meets any part of this request. Remove a requirement above or describe it differently.
            </p>
          )
        ) : (
          <ol className="mt-3 space-y-4" start={answer.firstRank} data-testid="finder-results">
            {answer.results.map((product, rank) => (
              <li
                key={product.id}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
                data-testid="finder-result"
              >
                <div className="flex gap-4">
                  {product.thumbnailUrl ? (
                    <img
                      src={product.thumbnailUrl}
                      alt=""
                      className="hidden h-20 w-20 rounded-lg bg-slate-50 object-contain sm:block dark:bg-slate-900"
                      loading={rank > 2 || answer.page > 1 ? "lazy" : "eager"}
                    />
                  ) : null}
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold">
                      <LightLink to={`/store/product/${product.id}`} className="hover:underline">
                        {product.title}
                      </LightLink>
                    </h3>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {[product.brandName, product.categoryName].filter(Boolean).join(" · ")}
                      {product.price ? (
                        <>
                          {product.brandName || product.categoryName ? " · " : null}
                          <PriceText price={product.price} />
                        </>
                      ) : null}
                    </p>
                    <p className="mt-1 text-sm" data-testid="finder-reason">
                      {product.reason}
                    </p>
                    {product.checks.length ? (
                      <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" aria-label="Requirement checks">
                        {product.checks.map((check, i) => (
                          <li key={`${check.label}-${i}`} className="flex gap-2">
                            <span className={STATUS[check.status].className} aria-hidden="true">
                              {STATUS[check.status].mark}
                            </span>
                            <span>
                              <span className="sr-only">{STATUS[check.status].text}: </span>
                              {check.label}
                              {check.value ? (
                                <span className="text-slate-500 dark:text-slate-400"> — {check.value}</span>
                              ) : null}
                            </span>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                  <CompareListButton
                    formId={COMPARE_FORM_ID}
                    productId={product.id}
                    productTitle={product.title}
                    className="shrink-0 self-start"
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
        <CompareListForm id={COMPARE_FORM_ID} />
        {answer.page > 1 || answer.hasMore ? (
          <nav aria-label="Result pages" className="mt-4 flex flex-wrap gap-3 text-sm" data-testid="finder-pages">
            {answer.page > 1 ? (
              <Link
                to={finderHref(page.q, answer.page - 1)}
                className="rounded-md border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
                rel="prev"
              >
                ← Previous {FINDER_PAGE_SIZE} matches
              </Link>
            ) : null}
            {answer.hasMore ? (
              <Link
                to={finderHref(page.q, answer.page + 1)}
                className="rounded-md border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
                rel="next"
              >
                Next {FINDER_PAGE_SIZE} matches →
              </Link>
            ) : null}
          </nav>
        ) : null}
        <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
          Ordered by how many requirements each product meets from its recorded specifications (
          {page.readBy === "language-model" ? "request read by a language model" : "request read by rules"}); products
          without a value for a requirement show it as unknown.
        </p>
      </section>
    </div>
  );
}

/**
 * How many products meet everything that was understood, what was not understood, and for a request nothing meets,
 * which requirement none of the closest matches meets (issue 35: never claim more than was understood).
 */
function summaryLine(answer: FinderAnswer, requirements: number): string {
  const quoted = (texts: string[]) => texts.map((t) => `“${t}”`).join(", ");
  const unread = answer.notUnderstood.length
    ? ` ${quoted(answer.notUnderstood)} ${answer.notUnderstood.length === 1 ? "was" : "were"} not understood, so no product is said to meet all of your request.`
    : "";
  if (!requirements) return `Products whose text matches your words.${unread}`;
  if (answer.meetingAll === 0) {
    const unmet = answer.unmetByAll.length ? ` None of the closest matches meets ${quoted(answer.unmetByAll)}.` : "";
    return `No listed product meets all ${answer.notUnderstood.length ? "the requirements understood" : "your requirements"}.${unmet} The closest matches are below, each with what it misses.${unread}`;
  }
  const count = `${answer.meetingAll}${answer.meetingAllAtLeast ? "+" : ""}`;
  const products = answer.meetingAll === 1 && !answer.meetingAllAtLeast ? "product meets" : "products meet";
  return `${count} ${products} ${answer.notUnderstood.length ? "every requirement understood" : "all your requirements"}.${unread}`;
}

function resultsHeading(answer: FinderAnswer): string {
  if (answer.page === 1) return answer.results.length ? "Best matches" : "No products match";
  if (!answer.results.length) return "No more matches";
  return `Matches ${answer.firstRank}–${answer.firstRank + answer.results.length - 1}`;
}
