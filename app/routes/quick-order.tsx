import type { ActionFunctionArgs, MetaFunction } from "react-router";
import { data, Link, useActionData } from "react-router";
import { QuickOrderForm } from "~/components/quick-order/QuickOrderForm";
import { resolveCart } from "~/modules/cart/cart.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { quickOrder } from "~/modules/quick-order/quick-order.server";
import { redirectWithToast } from "~/utils/cookies.server";

export const meta: MetaFunction = () => [
  { title: "Quick order by SKU | LabMarket" },
  { name: "description", content: "Paste SKUs and quantities into your cart in one step." },
];

/** POST /quick-order: every line into the cart, or none with each failed line named (400). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const text = String(form.get("lines") ?? "");
  let setCookie: string | null = null;
  const outcome = await quickOrder(text, async () => {
    const resolved = await resolveCart(request, { create: true });
    setCookie = resolved.setCookie;
    return resolved.cartId!;
  });
  if (!outcome.ok) return data({ text, problems: outcome.problems, formError: outcome.formError }, { status: 400 });
  return redirectWithToast(
    "/cart",
    {
      title: "Added to Cart!",
      icon: "cart",
      description: `${outcome.units} ${outcome.units === 1 ? "unit" : "units"} of ${outcome.added} ${
        outcome.added === 1 ? "item" : "items"
      } added by SKU.`,
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : {},
  );
}

export default function QuickOrderPage() {
  const refused = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <Link to="/cart" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        ← Your cart
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Quick order by SKU</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Know the catalogue numbers? Add them all to your cart at once. Each product page shows its SKU under the title.
      </p>
      <div className="mt-6">
        <QuickOrderForm text={refused?.text} problems={refused?.problems} formError={refused?.formError} />
      </div>
    </div>
  );
}
