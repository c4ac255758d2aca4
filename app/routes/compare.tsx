import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data } from "react-router";
import { Form, Link, useLoaderData } from "react-router";
import { z } from "~/utils/zod";
import { textField } from "~/modules/forms/fields";
import { CompareTable } from "~/components/compare/CompareTable";
import { COMPARE_CAPACITY, COMPARE_FULL } from "~/modules/compare/compare";
import { changeComparison, getComparisonView } from "~/modules/compare/compare.server";
import { redirectWithToast, safeRedirectPath } from "~/utils/cookies.server";
import { readFormData } from "~/modules/forms/request-body.server";

export const meta: MetaFunction = () => [
  { title: "Compare Products | LabMarket" },
  {
    name: "description",
    content: "Compare up to three lab instruments and consumables side by side: price, rating and specifications.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return getComparisonView(request);
}

const changeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), productId: textField().trim().min(1).max(200) }),
  z.object({ intent: z.literal("remove"), productId: textField().trim().min(1).max(200) }),
  z.object({ intent: z.literal("clear") }),
]);

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const parsed = changeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: "Choose a product to compare." }, { status: 400 });
  const redirectTo = safeRedirectPath(form.get("redirectTo"), "/compare");
  const { outcome, headers } = await changeComparison(request, parsed.data);
  const init = { headers };
  switch (outcome) {
    case "full":
      return redirectWithToast(redirectTo, { ...COMPARE_FULL, variant: "destructive" }, init);
    case "unknown-product":
      return redirectWithToast(
        redirectTo,
        {
          title: "Product not found",
          description: "That product is no longer in the catalogue.",
          variant: "destructive",
        },
        init,
      );
    case "added":
      return redirectWithToast(
        redirectTo,
        { title: "Added to comparison", description: "Open Compare to see the products side by side." },
        init,
      );
    case "already":
      return redirectWithToast(redirectTo, { title: "Already in your comparison" }, init);
    case "removed":
      return redirectWithToast(redirectTo, { title: "Removed from comparison" }, init);
    case "cleared":
      return redirectWithToast(redirectTo, { title: "Comparison cleared" }, init);
  }
}

export default function Compare() {
  const { products, matrix } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Compare Products</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {products.length} of {COMPARE_CAPACITY} slots used.
          </p>
        </div>
        {products.length > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="clear" />
            <button
              type="submit"
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              Clear comparison
            </button>
          </Form>
        ) : null}
      </div>
      {products.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <p className="font-medium">No products to compare yet.</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Use "Compare" on any product in the marketplace to add up to three.
          </p>
          <Link
            to="/shop/products"
            className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Browse the marketplace
          </Link>
        </div>
      ) : (
        <CompareTable products={products} matrix={matrix} />
      )}
    </div>
  );
}
