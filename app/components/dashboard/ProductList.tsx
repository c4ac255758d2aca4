import { Link } from "react-router";

export type DashboardProduct = {
  id: string;
  title: string;
  subtitle: string | null;
  imageUrl: string | null;
  rating: number;
  reviewCount: number;
  brand: string | null;
  category: string | null;
  price: string | null;
};

export function ProductGrid({ products }: { products: DashboardProduct[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((p) => (
        <li key={p.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          {p.imageUrl ? (
            <img
              src={p.imageUrl}
              alt=""
              width={320}
              height={200}
              loading="lazy"
              className="aspect-[8/5] w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
            />
          ) : null}
          <h3 className="mt-3 font-semibold">
            <Link to={`/store/product/${p.id}`} className="hover:underline">
              {p.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {[p.brand, p.category].filter(Boolean).join(" · ")}
          </p>
          <p className="mt-2 flex items-center justify-between text-sm">
            <span className="font-semibold">{p.price ?? "—"}</span>
            <span className="text-slate-700 dark:text-slate-300">
              ★ {p.rating.toFixed(1)} ({p.reviewCount})
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
