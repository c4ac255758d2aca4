import { Link } from "react-router";
import { CardHeading } from "./Heading";

export interface BrandCardData {
  id: string;
  name: string;
  tagline: string;
  logoUrl: string;
  bannerUrl?: string;
}

/** A brand card linking to /shop/brands/{id}. */
export function BrandCard({
  brand,
  headingLevel = 3,
  lazy = true,
}: {
  brand: BrandCardData;
  headingLevel?: 2 | 3 | 4;
  lazy?: boolean;
}) {
  return (
    <article
      data-testid="brand-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="grid h-28 place-items-center border-b border-slate-100 bg-slate-50 px-6 dark:border-slate-800 dark:bg-slate-800/60">
        <img
          src={brand.logoUrl}
          alt={`${brand.name} logo`}
          width={192}
          height={64}
          loading={lazy ? "lazy" : undefined}
          className="h-16 w-48 rounded-lg object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div>
          <CardHeading level={headingLevel} className="text-lg font-semibold leading-tight">
            <Link
              to={`/shop/brands/${brand.id}`}
              prefetch="intent"
              className="after:absolute after:inset-0 group-hover:text-brand-700 dark:group-hover:text-brand-100"
            >
              {brand.name}
            </Link>
          </CardHeading>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{brand.tagline}</p>
        </div>
      </div>
    </article>
  );
}
