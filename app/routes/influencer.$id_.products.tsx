import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { notFoundBoundary } from "~/components/cards/NotFoundPanel";
import { ProductCard } from "~/components/cards/ProductCard";
import { parseExpertId } from "~/modules/experts/experts";
import { getCuratedProducts } from "~/modules/experts/experts.server";
import { expertRef } from "~/modules/attribution/ref";

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) =>
  data
    ? [
        { title: `Curated Products by ${data.expert.name} | LabMarket` },
        {
          name: "description",
          content:
            `Lab products hand-picked by ${data.expert.name} (${data.expert.specialty}), with store prices.`.slice(
              0,
              160,
            ),
        },
      ]
    : [
        { title: "Expert not found | LabMarket" },
        { name: "description", content: "This expert profile does not exist. Browse all experts on LabMarket." },
      ];

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseExpertId(params.id);
  const curated = id === null ? null : await getCuratedProducts(id);
  if (!curated) throw new Response("Expert not found", { status: 404 });
  return curated;
}

export default function CuratedProducts() {
  const { expert, products } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Link
        to={`/influencer/${expert.id}`}
        className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
      >
        <span aria-hidden="true">←</span> Back to {expert.name}
      </Link>
      <div className="mt-6 flex items-center gap-4">
        <img src={expert.avatarUrl} alt="" width={64} height={64} className="h-16 w-16 rounded-full bg-slate-100" />
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Curated by {expert.name}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{expert.specialty}</p>
        </div>
      </div>
      {products.length === 0 ? (
        <p className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {expert.name} has not curated any products yet.{" "}
          <Link to="/store" className="font-semibold text-brand-700 underline dark:text-brand-100">
            Browse the store
          </Link>
        </p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="curated-products">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel={2} lazy={index > 3} attributeTo={expertRef(expert.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Expert not found",
  message: "We couldn't find this expert, so there are no curated products to show.",
  link: { to: "/shop/influencers", label: "Browse all experts" },
});
