import type { MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { listInsightCards } from "~/modules/insights/insights.server";

export const meta: MetaFunction = () => [
  { title: "Insights & Strategies | LabMarket" },
  { name: "description", content: "Stay ahead with expert perspectives on the future of pharma and life sciences." },
];

export async function loader() {
  return { cards: await listInsightCards() };
}

export default function InsightsPage() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          Insights &amp; Strategies
        </h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">
          Stay ahead with expert perspectives on the future of pharma and life sciences.
        </p>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          Looking for equipment that meets a specification?{" "}
          <Link to="/finder" className="font-medium text-brand-700 underline dark:text-brand-100">
            Describe it to the Product Finder
          </Link>
          .
        </p>
      </header>
      <ul className="mt-12 space-y-6" data-testid="insight-cards">
        {cards.map((card, index) => (
          <li
            key={card.id}
            className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 md:grid-cols-[auto_1fr_auto] md:items-center md:gap-8 dark:border-slate-800 dark:bg-slate-900"
            data-testid="insight-card"
          >
            <span
              aria-hidden="true"
              className="grid h-12 w-12 place-items-center rounded-xl bg-brand-50 text-lg font-bold text-brand-700 dark:bg-brand-900 dark:text-brand-100"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <div>
              <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{card.title}</h2>
              <p className="mt-1 font-medium text-brand-700 dark:text-brand-100">{card.subheading}</p>
              <p className="mt-3 leading-7 text-slate-600 dark:text-slate-400">{card.description}</p>
              {card.keywords.length > 0 ? (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label="Keywords">
                  {card.keywords.map((keyword) => (
                    <li
                      key={keyword}
                      className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
                    >
                      {keyword}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <Link
              to={card.ctaLink}
              className="inline-flex justify-center whitespace-nowrap rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              {card.ctaText}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
