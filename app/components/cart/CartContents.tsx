import { Link } from "@remix-run/react";
import type { CartView } from "~/modules/cart/cart";

/** The cart's lines and total: the same markup in the slide-in drawer (JS) and on /cart (no JS). */
export function CartContents({ cart, onNavigate }: { cart: CartView; onNavigate?: () => void }) {
  if (cart.lines.length === 0) {
    return (
      <div className="py-10 text-center">
        <p className="font-medium">Your cart is empty</p>
        <p className="mt-1 text-sm text-slate-500">Total: <span data-testid="cart-total">{cart.total}</span></p>
        <Link to="/store" onClick={onNavigate} className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Browse the store
        </Link>
      </div>
    );
  }
  return (
    <div>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="cart-lines">
        {cart.lines.map((line) => (
          <li key={line.id} className="flex gap-3 py-4">
            {line.imageUrl ? <img src={line.imageUrl} alt="" className="h-16 w-16 rounded-md border border-slate-200 object-cover dark:border-slate-700" /> : null}
            <div className="min-w-0 flex-1">
              <Link to={`/store/product/${line.productId}`} onClick={onNavigate} className="font-medium hover:underline">
                {line.productTitle}
              </Link>
              {line.variantTitle !== "Default" ? <p className="text-sm text-slate-500">{line.variantTitle}</p> : null}
              <p className="text-sm">
                {line.quantity} × {line.unitPrice} = <span className="font-semibold">{line.lineTotal}</span>
              </p>
              {line.priceChanged ? (
                <p className="text-xs text-amber-700 dark:text-amber-400">The price of this item has changed since you added it.</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between border-t border-slate-200 pt-4 text-lg font-semibold dark:border-slate-800">
        <span>Total</span>
        <span data-testid="cart-total">{cart.total}</span>
      </div>
    </div>
  );
}
