import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Form, Link, isRouteErrorResponse, useLoaderData, useNavigation, useRouteError } from "react-router";
import { FinderExplanation } from "~/components/finder/FinderExplanation";
import { FinderResults } from "~/components/finder/FinderResults";
import { MAX_REQUEST_LENGTH } from "~/modules/finder/requirements";
import { finderPage } from "~/modules/finder/page.server";
import { finderHref } from "~/modules/finder/paging";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => [
  { title: data?.q ? `Finder: “${data.q.slice(0, 60)}” | LabMarket` : "Product Finder | LabMarket" },
  {
    name: "description",
    content:
      "Describe the lab equipment you need in your own words: the finder reads categories, specifications with units, brands and compliance terms, and checks every product against them.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  // The parser reads at most MAX_REQUEST_LENGTH characters; a longer URL value is cut before anything else sees it.
  const params = requestUrl(request).searchParams;
  const q = (params.get("q") ?? "").slice(0, MAX_REQUEST_LENGTH * 4);
  return finderPage(q, params.get("page"));
}

const EXAMPLES = [
  "benchtop freeze-dryer, condenser colder than −80 °C, 21 CFR Part 11",
  "single-use bioreactor around 50 L working volume",
  "UHPLC at least 1000 bar from Agilent or Waters",
  "sterile 0.22 µm PVDF syringe filter",
];

export default function Finder() {
  const page = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "loading";
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Product Finder</h1>
      <p className="mt-3 max-w-3xl text-slate-600 dark:text-slate-400">
        Describe what you need the way you would tell a colleague. The finder reads the product kind, specifications
        with units and comparisons (“colder than −80 °C”, “at least 50 L”, “between 2 and 8 °C”, “about 200 mL”),
        brands, compliance terms, scale and how soon you need it (“in stock”, “ships within 2 weeks”), then checks each
        product&apos;s recorded specifications, stock and lead times against them.
      </p>
      <Form method="get" action="/finder" className="mt-6" role="search">
        <label htmlFor="finder-q" className="block text-sm font-medium">
          What do you need?
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <textarea
            id="finder-q"
            // Remounted per request: a chip or follow-up link (client-side navigation) shows its own request.
            key={page.q}
            name="q"
            rows={2}
            defaultValue={page.q}
            maxLength={MAX_REQUEST_LENGTH}
            placeholder="e.g. benchtop freeze-dryer, condenser colder than −80 °C"
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-700 dark:bg-slate-900"
          />
          <button
            type="submit"
            className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 sm:self-start"
          >
            {busy ? "Finding…" : "Find products"}
          </button>
        </div>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          Up to {MAX_REQUEST_LENGTH} characters. Read by{" "}
          {page.readBy === "language-model" ? "a language model" : "rules"} — always confirm critical values on the
          product page or with the brand.
        </p>
      </Form>
      {page.q ? (
        <>
          <FinderExplanation page={page} />
          {page.answer ? <FinderResults page={page} answer={page.answer} /> : null}
        </>
      ) : (
        <section aria-labelledby="finder-examples" className="mt-8" data-testid="finder-examples">
          {page.uninterpreted.length || page.notices.length ? (
            <FinderExplanation page={page} />
          ) : (
            <p className="text-slate-600 dark:text-slate-400">Type a request above, or start from an example:</p>
          )}
          <h2 id="finder-examples" className="sr-only">
            Examples
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {EXAMPLES.map((example) => (
              <li key={example}>
                <Link
                  to={finderHref(example)}
                  className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
                >
                  {example}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold">The finder is unavailable</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        Please try again in a moment, or browse the{" "}
        <Link to="/store" className="text-brand-700 underline dark:text-brand-100">
          store
        </Link>
        .
      </p>
    </div>
  );
}
