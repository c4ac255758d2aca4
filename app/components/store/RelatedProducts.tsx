// "You may also like" on the product page: the same category's products with their price.
import { Link } from "react-router";
import { ConvertedPrice } from "~/components/ui/ConvertedPrice";
import type { ProductDetail } from "~/modules/catalog/product.server";

export function RelatedProducts({ items }: { items: ProductDetail["related"] }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-12" aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-2xl font-semibold">
        You may also like
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={`/store/product/${item.id}`}
              prefetch="intent"
              className="flex h-full flex-col rounded-xl border border-slate-200 p-4 hover:shadow-md dark:border-slate-800"
            >
              {item.thumbnailUrl ? (
                <img
                  src={item.thumbnailUrl}
                  alt=""
                  width={240}
                  height={180}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-md bg-slate-50 object-contain dark:bg-slate-900"
                />
              ) : null}
              <span className="mt-3 font-medium">{item.title}</span>
              {item.price ? (
                <span className="mt-1 text-sm font-semibold">
                  <ConvertedPrice cents={item.price.cents} currencyCode={item.price.currencyCode} className="mr-1" />
                  {item.price.formatted}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
