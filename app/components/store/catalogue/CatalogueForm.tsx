import { Form, useNavigation, useSubmit } from "react-router";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  attributeFilterCount,
  CATALOGUE_SORTS,
  catalogueSearch,
  centsToInput,
  formatCount,
  type CatalogueQuery,
  type Facet,
} from "~/modules/catalog/catalogue-query";
import { filterChips, withoutEmptyParams } from "~/modules/catalog/catalogue-url";
import { SearchCombobox } from "./SearchCombobox";
import { LightLink } from "~/components/ui/LightLink";

const fieldClass =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900";

/**
 * The catalogue's one GET form: search, sort and facets. Without JavaScript it submits with "Apply filters";
 * with JavaScript every change submits at once (replacing the history entry, keeping scroll and focus, since the
 * controls are not re-mounted). On small screens the facets sit in a <details> disclosure; from `lg` up they show
 * as a sidebar.
 */
export function CatalogueForm({
  action,
  query,
  facets,
  searchLabel,
  children,
}: {
  action: string;
  query: Pick<CatalogueQuery, "q" | "sort" | "filters" | "priceCurrency">;
  facets: Facet[];
  searchLabel: string;
  children: React.ReactNode;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const busy = navigation.state === "loading" && navigation.location.pathname === action;
  // While a filter change loads, controls show the state being requested (controlled, never re-mounted, so the
  // focused control keeps focus); otherwise the state the page was rendered for.
  const pending = navigation.location?.pathname === action ? new URLSearchParams(navigation.location.search) : null;
  // A click shows at once (before the navigation starts), then the pending URL, then the page's own state.
  const [clicked, setClicked] = useState<Record<string, boolean>>({});
  const rendered = JSON.stringify(query.filters);
  useEffect(() => setClicked({}), [rendered]);
  const isChecked = (key: string, value: string, selected: boolean) =>
    clicked[`${key}=${value}`] ?? (pending ? pending.getAll(key).includes(value) : selected);
  const sortValue = pending
    ? (pending.get("sort") ?? "")
    : query.sort === (query.q ? "relevance" : "featured")
      ? ""
      : query.sort;
  // With JavaScript the form never sends its empty fields (without it, the loader redirects to the clean address).
  const submitClean = (replace: boolean) => {
    if (!form.current) return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form.current)) if (typeof value === "string") params.append(key, value);
    submit(withoutEmptyParams(params) ?? params, { method: "get", action, replace, preventScrollReset: true });
  };
  const autoSubmit = () => submitClean(true);
  const chips = filterChips(query, facets);
  const activeCount =
    query.filters.category.length +
    query.filters.brand.length +
    (query.filters.inStock ? 1 : 0) +
    (query.filters.price.min !== null || query.filters.price.max !== null ? 1 : 0) +
    attributeFilterCount(query.filters);
  const base = { q: query.q, sort: query.sort, page: 1, filters: query.filters };

  return (
    // The results sit beside the form, not inside it: their cards hold Add to Cart forms, and a form inside a form
    // is dropped by the HTML parser (without JavaScript the buttons would submit the search). `contents` lets the
    // form's parts and the results share one grid.
    <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
      <Form
        ref={form}
        method="get"
        action={action}
        role="search"
        id="catalogue-form"
        className="contents"
        onSubmit={(event) => {
          event.preventDefault();
          submitClean(false);
        }}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end lg:col-span-2">
          <div className="flex-1">
            <SearchCombobox defaultValue={query.q} label={searchLabel} placeholder="e.g. Agilent, centrifuge, HPLC" />
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              Need specifications?{" "}
              {/* The finder's link is built here rather than with finderHref (modules/finder/paging.ts): shared with
                  the finder's route, that module became a chunk of its own on /store, past the page's 100 KB
                  first-load JavaScript budget. */}
              <LightLink
                to={query.q ? `/finder?q=${encodeURIComponent(query.q)}` : "/finder"}
                className="font-medium text-brand-700 underline dark:text-brand-100"
                data-testid="finder-link"
              >
                Describe them to the Product Finder
              </LightLink>
            </p>
          </div>
          <div>
            <label htmlFor="catalogue-sort" className="text-sm font-medium">
              Sort by
            </label>
            <select
              id="catalogue-sort"
              name="sort"
              value={sortValue}
              onChange={autoSubmit}
              className={`mt-1 block w-full ${fieldClass}`}
              data-testid="sort"
            >
              {/* The default order has no value, so a new search from a featured list is ranked by relevance. */}
              <option value="">{query.q ? "Best match" : "Featured"}</option>
              {CATALOGUE_SORTS.filter((s) => s.value !== "relevance" && (s.value !== "featured" || query.q)).map(
                (option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ),
              )}
            </select>
          </div>
          <button
            type="submit"
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {busy ? "Searching…" : "Search"}
          </button>
        </div>

        {chips.length ? (
          <div className="lg:col-span-2" data-testid="filter-chips">
            <h2 className="sr-only">Active filters</h2>
            <ul className="flex flex-wrap gap-2">
              {chips.map((chip) => (
                <li key={chip.label}>
                  <LightLink
                    to={`${action}${chip.search}`}
                    replace
                    preventScrollReset
                    aria-label={`Remove filter ${chip.label}`}
                    className="inline-flex items-center gap-1.5 rounded-full border border-brand-600 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 hover:bg-brand-100 dark:border-brand-500 dark:bg-slate-800 dark:text-brand-100"
                    data-testid="filter-chip"
                  >
                    {chip.label}
                    <span aria-hidden="true" className="text-base leading-none">
                      ×
                    </span>
                  </LightLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <details
          className="catalogue-filters group self-start rounded-xl border border-slate-200 p-4 dark:border-slate-800 lg:[&::details-content]:[content-visibility:visible] lg:[&::details-content]:block"
          data-testid="filters"
        >
          <summary className="cursor-pointer select-none text-sm font-semibold lg:hidden">
            Filters{activeCount ? ` (${activeCount})` : ""}
          </summary>
          <div className="mt-4 space-y-6 lg:mt-0">
            {facets.map((facet) => (
              <fieldset key={facet.key} data-testid={`facet-${facet.key}`}>
                <legend className="text-sm font-semibold">{facet.label}</legend>
                {facet.type === "range" ? (
                  <PriceFacet facet={facet} query={query} action={action} base={base} />
                ) : facet.type === "number" ? (
                  <NumberFacet facet={facet} />
                ) : (
                  <ul className="mt-2 space-y-1.5">
                    {facet.options
                      .filter((o) => o.count > 0 || o.selected)
                      .map((option) => (
                        <li key={option.value}>
                          <label className="flex items-center gap-2 text-sm">
                            <input
                              type="checkbox"
                              name={facet.key}
                              value={option.value}
                              checked={isChecked(facet.key, option.value, option.selected)}
                              onChange={(event) => {
                                const checked = event.currentTarget.checked;
                                setClicked((state) => ({ ...state, [`${facet.key}=${option.value}`]: checked }));
                                autoSubmit();
                              }}
                              className="h-4 w-4 rounded border-slate-300"
                            />
                            <span className="flex-1">{option.label}</span>
                            <span className="text-xs text-slate-600 dark:text-slate-400">
                              {formatCount(option.count, option.capped)}
                            </span>
                          </label>
                        </li>
                      ))}
                    {facet.options.every((o) => o.count === 0 && !o.selected) ? (
                      <li className="text-sm text-slate-600 dark:text-slate-400">None for this search.</li>
                    ) : null}
                  </ul>
                )}
              </fieldset>
            ))}
            <div className="flex items-center gap-3">
              {/* Without JavaScript the checkboxes need a submit; with it, changes apply at once. */}
              <button
                type="submit"
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
              >
                Apply filters
              </button>
              {activeCount ? (
                <LightLink
                  to={`${action}${catalogueSearch({ q: query.q, sort: query.sort, page: 1, filters: { category: [], brand: [], price: { min: null, max: null }, inStock: false, extra: {} } })}`}
                  className="text-sm font-medium text-brand-700 underline dark:text-brand-100"
                  data-testid="clear-filters"
                >
                  Clear filters
                </LightLink>
              ) : null}
            </div>
          </div>
        </details>
      </Form>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

function PriceFacet({
  facet,
  query,
  action,
  base,
}: {
  facet: Facet;
  query: Pick<CatalogueQuery, "filters" | "priceCurrency">;
  action: string;
  base: Pick<CatalogueQuery, "q" | "sort" | "page" | "filters">;
}) {
  const { min, max } = query.filters.price;
  // The buyer's currency (ADR 073): the bounds are typed, and the buckets read, in it.
  const symbol = query.priceCurrency.symbol;
  return (
    <div className="mt-2 space-y-2">
      <ul className="space-y-1.5">
        {facet.options.map((option) => {
          const [lo, hi] = option.value.split("-").map((v) => (v === "" ? null : Number(v)));
          const href = `${action}${catalogueSearch({ ...base, filters: { ...base.filters, price: { min: lo, max: hi } } })}`;
          return (
            <li key={option.value} className="flex items-center justify-between text-sm">
              <LightLink
                to={href}
                replace
                preventScrollReset
                aria-current={option.selected ? "true" : undefined}
                className={option.selected ? "font-semibold text-brand-700 dark:text-brand-100" : "hover:underline"}
              >
                {option.label}
              </LightLink>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {formatCount(option.count, option.capped)}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="flex items-end gap-2">
        <AmountInput name="min" label={`Min ${symbol}`} cents={min} />
        <AmountInput name="max" label={`Max ${symbol}`} cents={max} />
      </div>
    </div>
  );
}

/**
 * Bounds of a numeric specification ("Condenser temperature", °C). Typed in the attribute's unit, or with another
 * unit of the same kind ("-112 °F"); applied with the form's Apply button (or on change with JavaScript).
 */
function NumberFacet({ facet }: { facet: Facet }) {
  const unit = facet.unit ? ` (${facet.unit})` : "";
  return (
    <div className="mt-2 flex items-end gap-2">
      <BoundInput name={`${facet.key}.min`} label={`From${unit}`} text={facet.bounds?.min ?? ""} />
      <BoundInput name={`${facet.key}.max`} label={`To${unit}`} text={facet.bounds?.max ?? ""} />
    </div>
  );
}

/** A price bound in whole units of the buyer's currency; follows the URL when it changes without being re-mounted (focus stays). */
function AmountInput({ name, label, cents }: { name: string; label: string; cents: number | null }) {
  return <BoundInput name={name} label={label} text={cents === null ? "" : centsToInput(cents)} />;
}

// Layout effect in the browser: the input holds the new URL's value in the same commit, before anything (a sort
// change submitting the form) can read it. No layout effects on the server.
const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** A bound input that follows the URL when it changes without being re-mounted (focus stays). */
function BoundInput({ name, label, text }: { name: string; label: string; text: string }) {
  const input = useRef<HTMLInputElement>(null);
  useCommitEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = text;
  }, [text]);
  return (
    <label className="text-xs">
      {label}
      <input
        ref={input}
        name={name}
        inputMode="decimal"
        defaultValue={text}
        className={`mt-1 block w-24 ${fieldClass}`}
      />
    </label>
  );
}
