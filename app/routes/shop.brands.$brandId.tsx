import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { redirect } from "react-router";
import { Link, useLoaderData } from "react-router";
import { BrandAbout, BrandEvents } from "~/components/brands/BrandPageSections";
import { CardGrid } from "~/components/cards/CardGrid";
import { RequestDemoForm, SubscribeBrandButton } from "~/components/cards/BrandActions";
import { DemoCard } from "~/components/cards/DemoCard";
import { ExpertCard } from "~/components/cards/ExpertCard";
import { ProductCard } from "~/components/cards/ProductCard";
import { getBrandDetail } from "~/modules/brands/brands.server";
import { getBrandViewer, handleBrandAction } from "~/modules/brands/engagement.server";
import { getOptionalUser } from "~/modules/auth/session.server";
import { markSavedDemos } from "~/modules/demos/engagement.server";
import { appOrigin } from "~/utils/env.server";
import { readTimeZone } from "~/utils/cookies.server";

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) =>
  data
    ? [
        { title: `${data.brand.name} | LabMarket` },
        {
          name: "description",
          content: `${data.brand.name}: ${data.brand.tagline}. ${data.brand.description}`.slice(0, 160),
        },
      ]
    : [{ title: "Brands | LabMarket" }];

export async function loader({ params, request }: LoaderFunctionArgs) {
  const [detail, user] = await Promise.all([
    getBrandDetail(params.brandId ?? "", readTimeZone(request)),
    getOptionalUser(request),
  ]);
  // Spec §2: an unknown brand id goes back to the brand list.
  if (!detail) throw redirect("/shop/brands");
  const [viewer, demos] = await Promise.all([
    getBrandViewer(detail.brand.id, user),
    markSavedDemos(user?.id ?? null, detail.demos),
  ]);
  return { ...detail, demos, viewer, origin: appOrigin() };
}

/** Subscribe, Unsubscribe and Request a Demo. */
export async function action({ params, request }: ActionFunctionArgs) {
  return handleBrandAction(request, params.brandId ?? "");
}

export default function BrandDetail() {
  const { brand, products, demos, experts, events, viewer, origin } = useLoaderData<typeof loader>();
  const firstDemo = demos[0];
  return (
    <>
      <section className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-5">
          <div className="md:col-span-3">
            <Link
              to="/shop/brands"
              className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
            >
              <span aria-hidden="true">←</span> All brands
            </Link>
            <img
              src={brand.logoUrl}
              alt={`${brand.name} logo`}
              width={240}
              height={80}
              className="mt-6 h-20 w-60 rounded-xl border border-slate-200 bg-white object-contain shadow-sm dark:border-slate-700"
            />
            <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{brand.name}</h1>
            <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{brand.tagline}</p>
            <div className="mt-6 flex flex-wrap items-center gap-3" data-testid="brand-actions">
              <Link
                to="#request-demo"
                className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Request a Demo
              </Link>
              {firstDemo ? (
                <Link
                  to={`/demo/${firstDemo.id}`}
                  className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800"
                >
                  Watch Demo
                </Link>
              ) : null}
              <SubscribeBrandButton
                brandId={brand.id}
                name={brand.name}
                subscribed={viewer.subscribed}
                subscribers={viewer.subscribers}
                signedIn={viewer.signedIn}
              />
            </div>
          </div>
          <img
            src={brand.bannerUrl}
            alt=""
            width={800}
            height={600}
            className="aspect-[4/3] w-full rounded-2xl bg-slate-200 object-cover shadow-sm md:col-span-2 dark:bg-slate-800"
          />
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        <BrandAbout brand={brand} />

        <section aria-labelledby="brand-products" data-testid="brand-products">
          <h2 id="brand-products" className="text-2xl font-bold tracking-tight">
            Featured products
          </h2>
          {products.length === 0 ? (
            <p className="mt-4 text-slate-600 dark:text-slate-400">No products from {brand.name} in the store yet.</p>
          ) : (
            <>
              <CardGrid items={products} columns={4} className="mt-6">
                {(product) => <ProductCard product={product} />}
              </CardGrid>
              <Link
                to={`/shop/products?brand=${brand.id}`}
                className="mt-6 inline-block font-semibold text-brand-700 underline dark:text-brand-100"
                data-testid="brand-all-products"
              >
                All {brand.name} products <span aria-hidden="true">→</span>
              </Link>
            </>
          )}
        </section>

        <section aria-labelledby="brand-demos" data-testid="brand-demos">
          <h2 id="brand-demos" className="text-2xl font-bold tracking-tight">
            Live and recorded demos
          </h2>
          {demos.length === 0 ? (
            <p className="mt-4 text-slate-600 dark:text-slate-400">
              No demos from {brand.name} yet.{" "}
              <Link to="/demo" className="font-semibold text-brand-700 underline dark:text-brand-100">
                Browse all demos
              </Link>
            </p>
          ) : (
            <CardGrid items={demos} columns={3} className="mt-6">
              {(demo) => <DemoCard demo={demo} shareOrigin={origin} />}
            </CardGrid>
          )}
        </section>

        <section aria-labelledby="brand-experts" data-testid="brand-experts">
          <h2 id="brand-experts" className="text-2xl font-bold tracking-tight">
            Experts using {brand.name}
          </h2>
          {experts.length === 0 ? (
            <p className="mt-4 text-slate-600 dark:text-slate-400">No experts are linked to {brand.name} yet.</p>
          ) : (
            <CardGrid items={experts} columns={3} className="mt-6">
              {(expert) => <ExpertCard expert={expert} />}
            </CardGrid>
          )}
        </section>

        <BrandEvents brand={brand} events={events} />

        <section
          id="request-demo"
          aria-labelledby="request-demo-heading"
          className="scroll-mt-24 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="request-demo-heading" className="text-2xl font-bold tracking-tight">
            Request a Demo
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
            Ask {brand.name} for a personal product demonstration. Your request goes to their team, and we e-mail you a
            confirmation.
          </p>
          <RequestDemoForm brandName={brand.name} prefill={viewer.prefill} />
        </section>
      </div>
    </>
  );
}
