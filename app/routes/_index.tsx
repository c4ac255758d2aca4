import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { BrandCard } from "~/components/cards/BrandCard";
import { CardGrid } from "~/components/cards/CardGrid";
import { CategoryCard } from "~/components/cards/CategoryCard";
import { DemoCard } from "~/components/cards/DemoCard";
import { ExpertCard } from "~/components/cards/ExpertCard";
import { InsightCard } from "~/components/cards/InsightCard";
import { SectionHeader } from "~/components/cards/SectionHeader";
import { getHomeData } from "~/modules/home/home.server";
import { readTimeZone } from "~/utils/cookies.server";

export const meta: MetaFunction = () => [
  { title: "Home | LabMarket" },
  {
    name: "description",
    content:
      "LabMarket is the AI-guided, community-driven marketplace for pharma and life-sciences products: shop by expert, brand or category and join live product demos.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return getHomeData(readTimeZone(request));
}

const primaryButton =
  "inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700";
const secondaryButton =
  "inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800";

export default function Home() {
  const { experts, panel, brands, categories, insights, demos } = useLoaderData<typeof loader>();
  return (
    <>
      <section
        data-testid="home-hero"
        className="border-b border-slate-200 bg-gradient-to-br from-brand-50 via-white to-slate-50 dark:border-slate-800 dark:from-slate-900 dark:via-slate-950 dark:to-slate-900"
      >
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">
            Pharma &amp; life-sciences marketplace
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Lab equipment, chosen with the experts who use it
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
            Compare instruments and consumables from trusted brands, watch live demos hosted by scientists, and buy with
            AI-guided recommendations from a community of practitioners.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/signup" className={primaryButton}>
              Join the Community
            </Link>
            <Link to="/store" prefetch="intent" className={secondaryButton}>
              Start Shopping
            </Link>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-20 px-4 py-16">
        <section aria-labelledby="expert-panel">
          <SectionHeader
            id="expert-panel"
            title="Meet the Expert Panel"
            intro="Scientists and lab directors who test the equipment, host demos and share what works in real labs."
          />
          <ul className="grid gap-6 md:grid-cols-3">
            {panel.map((expert) => (
              <li
                key={expert.id}
                className="flex flex-col rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="flex items-center gap-3">
                  <img
                    src={expert.avatarUrl}
                    alt=""
                    width={48}
                    height={48}
                    className="h-12 w-12 rounded-full bg-white"
                  />
                  <div>
                    <h3 className="font-semibold">{expert.name}</h3>
                    <p className="text-sm text-slate-600 dark:text-slate-400">{expert.specialty}</p>
                  </div>
                </div>
                <p className="mt-4 line-clamp-4 flex-1 text-sm leading-6 text-slate-700 dark:text-slate-300">
                  {expert.bio}
                </p>
                <div className="mt-4 flex flex-wrap gap-2">
                  <Link
                    to={expert.demoHref}
                    aria-label={`Watch Demo by ${expert.name}`}
                    className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                  >
                    Watch Demo
                  </Link>
                  <Link
                    to={`/influencer/${expert.id}`}
                    aria-label={`Read Expert Profile of ${expert.name}`}
                    className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-white dark:border-slate-600 dark:hover:bg-slate-800"
                  >
                    Read Expert Profile
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="shop-by-influencer" data-testid="home-experts">
          <SectionHeader
            id="shop-by-influencer"
            title="Shop by Expert"
            intro="Browse the products recommended by verified industry experts."
            link={{ to: "/shop/influencers", label: "View all experts" }}
          />
          <CardGrid items={experts} columns={3}>
            {(expert) => <ExpertCard expert={expert} />}
          </CardGrid>
        </section>

        <section aria-labelledby="shop-by-brand" data-testid="home-brands">
          <SectionHeader
            id="shop-by-brand"
            title="Shop by Brand"
            intro="Instruments, consumables and services from the manufacturers labs rely on."
            link={{ to: "/shop/brands", label: "View all brands" }}
          />
          <CardGrid items={brands} columns={4}>
            {(brand) => <BrandCard brand={brand} />}
          </CardGrid>
        </section>

        <section aria-labelledby="shop-by-product" data-testid="home-categories">
          <SectionHeader
            id="shop-by-product"
            title="Shop by Product"
            intro="Find equipment by what your lab needs to do."
            link={{ to: "/shop/products", label: "Browse the marketplace" }}
          />
          <CardGrid items={categories} columns={4}>
            {(category) => <CategoryCard category={category} />}
          </CardGrid>
        </section>

        <section aria-labelledby="insights" data-testid="home-insights">
          <SectionHeader
            id="insights"
            title="Insights & Strategies"
            intro="Stay ahead with expert perspectives on the future of pharma and life sciences."
            link={{ to: "/insights", label: "All insights" }}
          />
          <CardGrid items={insights} columns={3}>
            {(insight) => <InsightCard insight={insight} />}
          </CardGrid>
        </section>

        <section
          aria-labelledby="ai-assistance"
          data-testid="home-ai"
          className="overflow-hidden rounded-2xl bg-slate-900 px-6 py-12 text-white sm:px-12 dark:bg-slate-800"
        >
          <div className="max-w-3xl">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">AI assistance</p>
            <h2 id="ai-assistance" className="mt-2 text-3xl font-bold">
              Find the right instrument faster
            </h2>
            <p className="mt-4 text-slate-200">
              Describe what you need in your own words, such as “benchtop freeze-dryer, condenser colder than −80 °C”.
              The Product Finder reads the product kind, specifications with their units, brands and compliance terms,
              checks every product&apos;s recorded specifications against them and shows what each one meets.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link
                to="/finder"
                className="rounded-lg bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-brand-50"
              >
                Open the Product Finder
              </Link>
              <Link
                to="/ai-features"
                className="rounded-lg border border-white/60 px-5 py-3 font-semibold text-white hover:bg-white/10"
              >
                Explore AI Features
              </Link>
              <Link
                to="/insights"
                className="rounded-lg border border-white/60 px-5 py-3 font-semibold text-white hover:bg-white/10"
              >
                Read Insights
              </Link>
            </div>
          </div>
        </section>

        <section aria-labelledby="live-demos" data-testid="home-demos">
          <SectionHeader
            id="live-demos"
            title="Live Product Demos"
            intro="Watch experts and manufacturers run the equipment live, and ask your questions."
            link={{ to: "/demo", label: "View all demos" }}
          />
          <ul className="grid gap-6 md:grid-cols-3">
            {demos.map((demo) => (
              <li key={demo.id}>
                <DemoCard demo={demo} />
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="community-banner"
          className="rounded-2xl border border-brand-100 bg-brand-50 px-6 py-12 text-center sm:px-12 dark:border-brand-900 dark:bg-brand-900"
        >
          <h2 id="community-banner" className="text-3xl font-bold text-slate-900 dark:text-white">
            Join the LabMarket community
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700 dark:text-slate-200">
            Sign up as a buyer, expert or brand to ask questions, follow experts, get demo reminders and request quotes.
            Membership is free.
          </p>
          <Link to="/signup" className={`${primaryButton} mt-6`}>
            Become a Community Member
          </Link>
        </section>
      </div>
    </>
  );
}
