// The public expert page's lists: the expert's demos, the brands they work with and their featured pick.
import { Link } from "react-router";
import { DemoStatusBadge } from "~/components/cards/DemoCard";
import { productHref, type Ref } from "~/modules/attribution/ref";
import { demoCategoryLabel } from "~/modules/demos/demos";
import type { ExpertProfileView } from "~/modules/experts/experts.server";

export function ExpertDemoLinks({ expert }: { expert: Pick<ExpertProfileView, "name" | "demos"> }) {
  return (
    <>
      <h2 className="mt-10 text-2xl font-bold tracking-tight">Demos</h2>
      {expert.demos.length === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          {expert.name} has not hosted a demo yet.{" "}
          <Link to="/demo" className="font-semibold text-brand-700 underline dark:text-brand-100">
            Browse all demos
          </Link>
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {expert.demos.map((demo) => (
            <li key={demo.id}>
              <Link
                to={`/demo/${demo.id}`}
                className="flex items-center gap-4 rounded-xl border border-slate-200 p-3 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900"
              >
                <img
                  src={demo.thumbnailUrl}
                  alt=""
                  width={120}
                  height={68}
                  loading="lazy"
                  className="aspect-video w-28 shrink-0 rounded-md bg-slate-100 object-cover dark:bg-slate-800"
                />
                <span className="min-w-0">
                  <span className="block font-semibold">{demo.title}</span>
                  <span className="mt-1 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                    <DemoStatusBadge status={demo.status} /> {demoCategoryLabel(demo.category)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function ExpertBrands({ brands }: { brands: ExpertProfileView["brands"] }) {
  return (
    <section aria-labelledby="expert-brands" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="expert-brands" className="font-semibold">
        Works with
      </h2>
      {brands.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No brand partnerships listed.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {brands.map((brand) => (
            <li key={brand.id}>
              <Link to={`/shop/brands/${brand.id}`} className="flex items-center gap-3 hover:underline">
                <img
                  src={brand.logoUrl}
                  alt=""
                  width={120}
                  height={40}
                  loading="lazy"
                  className="h-10 w-[7.5rem] shrink-0 rounded-md border border-slate-200 bg-white object-contain dark:border-slate-700"
                />
                <span className="font-medium">{brand.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The expert's featured product, linked with their attribution ref, and the way to all their curated products. */
export function ExpertFeaturedPick({
  expert,
  product,
  attribution,
}: {
  expert: Pick<ExpertProfileView, "id" | "curatedCount">;
  product: NonNullable<ExpertProfileView["featuredProduct"]>;
  attribution: Ref;
}) {
  return (
    <section aria-labelledby="expert-pick" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="expert-pick" className="font-semibold">
        Featured pick
      </h2>
      <p className="mt-2">
        <Link
          to={productHref(product.id, attribution)}
          className="font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          {product.title}
        </Link>
      </p>
      {expert.curatedCount > 0 ? (
        <p className="mt-3 text-sm">
          <Link to={`/influencer/${expert.id}/products`} className="text-slate-700 underline dark:text-slate-300">
            See all {expert.curatedCount} curated products
          </Link>
        </p>
      ) : null}
    </section>
  );
}
