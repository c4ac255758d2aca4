import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import type { ReactNode } from "react";
import { CART_TOKEN_FIELD } from "~/modules/cart/cart-token";

/**
 * POST /cart intent=add. A plain form without JavaScript (the action redirects back with a toast);
 * with JavaScript a fetcher keeps the page in place and shows a pending state. On a first visit the form carries
 * the page's cart token, so adds posted at once from it land in one cart (issue 32 #7).
 */
export function AddToCartForm({
  variantId,
  source,
  disabled = false,
  quantity,
  label = "Add to Cart",
  className,
  children,
  formId,
  ariaLabel,
}: {
  variantId: string;
  source: "card" | "detail";
  disabled?: boolean;
  /** A fixed quantity (cards); omit when `children` renders a quantity input. */
  quantity?: number;
  label?: string;
  className?: string;
  children?: ReactNode;
  formId?: string;
  ariaLabel?: string;
}) {
  const fetcher = useFetcher({ key: `add-to-cart-${source}-${variantId}` });
  const location = useLocation();
  const cartToken = (useRouteLoaderData("root") as { cartToken?: string | null } | undefined)?.cartToken;
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action="/cart"
      preventScrollReset
      id={formId}
      className={className}
      // While the add is on its way a second press does nothing; the button stays enabled (aria-disabled) because a
      // disabled button drops keyboard focus to the top of the page (issue 37).
      onSubmit={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="variantId" value={variantId} />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {cartToken ? <input type="hidden" name={CART_TOKEN_FIELD} value={cartToken} /> : null}
      {quantity !== undefined ? <input type="hidden" name="quantity" value={quantity} /> : null}
      {children}
      <button
        type="submit"
        disabled={disabled}
        aria-disabled={pending || undefined}
        aria-label={ariaLabel}
        data-testid="add-to-cart"
        className="w-full rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-progress aria-disabled:opacity-80 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700 dark:disabled:bg-slate-700 dark:disabled:text-slate-200"
      >
        {pending ? "Adding…" : label}
      </button>
    </fetcher.Form>
  );
}
