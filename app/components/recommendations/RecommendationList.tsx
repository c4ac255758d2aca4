import { Link } from "react-router";
import { PriceText } from "~/components/ui/ConvertedPrice";
import type { ListedPrice } from "~/modules/currency/display-currency";

export interface RecommendationItem {
  id: string;
  title: string;
  imageUrl: string | null;
  brand: string | null;
  price: ListedPrice | null;
  reason: string;
}

/** Recommended products, each with the reason it is shown (ADR 028). Plain links: works without JavaScript. */
export function RecommendationList({ items, testId }: { items: RecommendationItem[]; testId: string }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid={testId}>
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          data-testid="recommendation"
        >
          {item.imageUrl ? (
            <img
              src={item.imageUrl}
              alt=""
              width={240}
              height={180}
              loading="lazy"
              className="aspect-[4/3] w-full rounded-md bg-slate-50 object-contain dark:bg-slate-900"
            />
          ) : null}
          <Link to={`/store/product/${item.id}`} className="mt-3 font-medium hover:underline">
            {item.title}
          </Link>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {item.brand}
            {item.brand && item.price ? " · " : null}
            {item.price ? <PriceText price={item.price} /> : null}
          </p>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="recommendation-reason">
            {item.reason}
          </p>
        </li>
      ))}
    </ul>
  );
}
