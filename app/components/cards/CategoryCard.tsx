import { Link } from "react-router";
import { CardHeading } from "./Heading";

export interface CategoryCardData {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
}

/** A product category card linking to the marketplace filtered by that category. */
export function CategoryCard({ category, headingLevel = 3 }: { category: CategoryCardData; headingLevel?: 2 | 3 | 4 }) {
  return (
    <article
      data-testid="category-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <img
        src={category.imageUrl}
        alt=""
        width={400}
        height={240}
        loading="lazy"
        className="aspect-[5/3] w-full bg-slate-100 object-cover dark:bg-slate-800"
      />
      <div className="flex flex-1 flex-col p-5">
        <CardHeading level={headingLevel} className="text-lg font-semibold">
          <Link
            to={`/shop/products?category=${encodeURIComponent(category.id)}`}
            className="after:absolute after:inset-0 group-hover:text-brand-700 dark:group-hover:text-brand-100"
          >
            {category.name}
          </Link>
        </CardHeading>
        <p className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{category.description}</p>
      </div>
    </article>
  );
}
