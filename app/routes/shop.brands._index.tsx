import type { MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { BrandCard } from "~/components/cards/BrandCard";
import { listBrands } from "~/modules/brands/brands.server";

export const meta: MetaFunction = () => [
  { title: "Brands | LabMarket" },
  {
    name: "description",
    content:
      "Shop by brand: instruments, consumables and bioprocess equipment from Agilent, Thermo Fisher, Merck, Roche, Sartorius and Waters.",
  },
];

export async function loader() {
  return { brands: await listBrands() };
}

export default function BrandList() {
  const { brands } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Shop by Brand</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-400">
        Explore the manufacturers on LabMarket: their products, live and recorded demos, the experts who use their
        equipment and their upcoming events.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {brands.map((brand, index) => (
          <li key={brand.id}>
            <BrandCard brand={brand} headingLevel={2} lazy={index > 2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
