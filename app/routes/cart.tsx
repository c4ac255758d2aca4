import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData, useRouteLoaderData } from "react-router";
import { RecommendationList } from "~/components/recommendations/RecommendationList";
import { getOptionalUserId } from "~/modules/auth/session.server";
import { SubmitRequisitionForm } from "~/components/requisitions/SubmitRequisitionForm";
import { requisitionMembership } from "~/modules/requisitions/membership.server";
import { currentCartId } from "~/modules/cart/cart.server";
import { getCartSuggestions } from "~/modules/recommendations/buyer.server";
import { CartContents } from "~/components/cart/CartContents";
import { PunchoutReturnForm } from "~/components/punchout/PunchoutBanner";
import { applyCartIntent } from "~/modules/cart/cart.server";
import { cartErrorTitle, parseCartForm } from "~/modules/cart/cart-form";
import { summarizeCart } from "~/modules/cart/cart";
import { CART_TOKEN_FIELD } from "~/modules/cart/cart-token";
import { redirectWithToast, safeRedirectPath } from "~/utils/cookies.server";
import type { RootLoaderData } from "~/root";
import { readFormData } from "~/modules/forms/request-body.server";

export const meta: MetaFunction = () => [
  { title: "Your Cart | LabMarket" },
  {
    name: "description",
    content: "Review the items in your LabMarket cart, change quantities and check out securely.",
  },
];

/** Add-ons for the cart's products and, for a signed-in buyer, consumables due for reorder (ADR 028). */
export async function loader({ request }: LoaderFunctionArgs) {
  const [cartId, userId] = await Promise.all([currentCartId(request), getOptionalUserId(request)]);
  const [suggestions, member] = await Promise.all([
    getCartSuggestions(cartId, userId),
    userId ? requisitionMembership(userId) : null,
  ]);
  // A member of an organisation may send the cart to their approvers instead of paying (issue 36, ADR 059).
  const requisition = member && !member.suspended ? { organisationName: member.organisationName } : null;
  return { suggestions, requisition };
}

/**
 * The whole cart as one form action with an intent (add, update, remove, clear) and a redirectTo, so it
 * works without JavaScript: every change redirects back (303) with a toast.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const redirectTo = safeRedirectPath(form.get("redirectTo"), "/cart");
  const parsed = parseCartForm(form);
  if (!parsed.ok) {
    return redirectWithToast(redirectTo, {
      title: cartErrorTitle(parsed.source),
      description: parsed.error,
      variant: "destructive",
    });
  }
  const { result, setCookie } = await applyCartIntent(request, parsed.action, {
    ref: form.get("ref"),
    cartToken: form.get(CART_TOKEN_FIELD),
  });
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  if (!result.ok) {
    return redirectWithToast(
      redirectTo,
      { title: cartErrorTitle(parsed.source), description: result.error, variant: "destructive" },
      { headers },
    );
  }
  if (!result.message) return redirectWithToast(redirectTo, { title: "Cart is up to date" }, { headers });
  return redirectWithToast(redirectTo, result.message, { headers });
}

export default function CartPage() {
  const root = useRouteLoaderData<RootLoaderData>("root");
  const cart = root?.cart ?? summarizeCart(null, []);
  const { suggestions, requisition } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Your Cart</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {cart.totalQuantity === 0
          ? "Nothing here yet."
          : `${cart.totalQuantity} ${cart.totalQuantity === 1 ? "item" : "items"} in your cart.`}{" "}
        <Link to="/store" className="font-medium text-brand-700 underline dark:text-brand-100">
          Continue shopping
        </Link>{" "}
        ·{" "}
        <Link to="/quick-order" className="font-medium text-brand-700 underline dark:text-brand-100">
          Quick order by SKU
        </Link>
      </p>
      <section
        aria-label="Cart contents"
        className="mt-8 rounded-xl border border-slate-200 p-6 dark:border-slate-800"
        data-testid="cart-page"
      >
        <CartContents cart={cart} />
      </section>
      {root?.punchout ? (
        <section
          aria-label="Return cart"
          className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-indigo-900 p-4 text-white"
          data-testid="punchout-return"
        >
          <p className="text-sm">
            This cart goes back to {root.punchout.systemName} for {root.punchout.organisationName}&apos;s approval and
            purchase order; it is not paid here.
          </p>
          <PunchoutReturnForm systemName={root.punchout.systemName} />
        </section>
      ) : requisition && cart.totalQuantity > 0 ? (
        <section
          aria-labelledby="requisition-heading"
          className="mt-6 rounded-xl border border-slate-200 p-6 dark:border-slate-800"
        >
          <h2 id="requisition-heading" className="text-xl font-semibold">
            Submit for approval
          </h2>
          <div className="mt-3">
            <SubmitRequisitionForm organisationName={requisition.organisationName} />
          </div>
        </section>
      ) : null}
      {suggestions.addOns.length > 0 ? (
        <section className="mt-10" aria-labelledby="add-ons-heading">
          <h2 id="add-ons-heading" className="text-xl font-semibold">
            Often bought with your cart
          </h2>
          <RecommendationList items={suggestions.addOns} testId="cart-add-ons" />
        </section>
      ) : null}
      {suggestions.reorders.length > 0 ? (
        <section className="mt-10" aria-labelledby="reorder-heading">
          <h2 id="reorder-heading" className="text-xl font-semibold">
            Time to reorder?
          </h2>
          <RecommendationList items={suggestions.reorders} testId="cart-reorders" />
        </section>
      ) : null}
    </div>
  );
}
