import { Form, Link, useLocation, useNavigation } from "react-router";
import type { CartView } from "~/modules/cart/cart";
import { backorderNote } from "~/modules/catalog/availability";
import { ChargeNote } from "./ChargeNote";
import { CheckoutForm } from "./CheckoutForm";

type Line = CartView["lines"][number];

function useRedirectTo() {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** Quantity forms for one line: −/+ (submit with a delta), a typed quantity with Update, and Remove. */
function LineControls({ line, redirectTo }: { line: Line; redirectTo: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formAction === "/cart" && navigation.formData?.get("lineId") === line.id;
  const stepClass =
    "grid h-8 w-8 place-items-center rounded-md border border-slate-300 text-base font-semibold hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800";
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <Form method="post" action="/cart" preventScrollReset className="flex items-center gap-1" aria-busy={busy}>
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="lineId" value={line.id} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button
          type="submit"
          name="delta"
          value="-1"
          className={stepClass}
          disabled={line.quantity <= 1 || busy}
          aria-label={`Decrease quantity of ${line.productTitle}`}
        >
          −
        </button>
        <label className="sr-only" htmlFor={`qty-${line.id}`}>
          Quantity of {line.productTitle} ({line.variantTitle})
        </label>
        <input
          id={`qty-${line.id}`}
          name="quantity"
          type="number"
          min={0}
          max={999}
          defaultValue={line.quantity}
          key={line.quantity}
          inputMode="numeric"
          data-testid="line-quantity"
          className="h-8 w-14 rounded-md border border-slate-300 bg-white px-2 text-center text-sm dark:border-slate-700 dark:bg-slate-900"
        />
        <button
          type="submit"
          name="delta"
          value="1"
          className={stepClass}
          disabled={busy}
          aria-label={`Increase quantity of ${line.productTitle}`}
        >
          +
        </button>
        <button
          type="submit"
          name="delta"
          value="0"
          className="ml-1 rounded-md px-2 py-1 text-xs font-medium text-brand-700 underline hover:text-brand-600 dark:text-brand-100"
          disabled={busy}
        >
          Update
        </button>
      </Form>
      <Form method="post" action="/cart" preventScrollReset>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="lineId" value={line.id} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button
          type="submit"
          className="rounded-md px-2 py-1 text-xs font-medium text-red-700 underline hover:text-red-600 dark:text-red-300"
          aria-label={`Remove ${line.productTitle} from cart`}
        >
          Remove
        </button>
      </Form>
    </div>
  );
}

/** The cart's lines, quantity forms, totals and checkout: the same markup in the drawer (JS) and on /cart (no JS). */
export function CartContents({ cart, onNavigate }: { cart: CartView; onNavigate?: () => void }) {
  const redirectTo = useRedirectTo();
  if (cart.lines.length === 0) {
    return (
      <div className="py-10 text-center" data-testid="cart-empty">
        <p className="font-medium">Your cart is empty</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Total: <span data-testid="cart-total">{cart.total}</span>
        </p>
        <Link
          to="/store"
          onClick={onNavigate}
          className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Browse the store
        </Link>
      </div>
    );
  }
  const mixedCurrencies = (cart.totals?.length ?? 1) > 1;
  return (
    <div>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="cart-lines">
        {cart.lines.map((line) => (
          <li key={line.id} className="flex gap-3 py-4" data-testid="cart-line">
            {line.imageUrl ? (
              <img
                src={line.imageUrl}
                alt=""
                width={64}
                height={64}
                className="h-16 w-16 shrink-0 rounded-md border border-slate-200 bg-slate-50 object-contain dark:border-slate-700 dark:bg-slate-800"
              />
            ) : null}
            <div className="min-w-0 flex-1">
              <Link
                to={`/store/product/${line.productId}`}
                onClick={onNavigate}
                className="font-medium hover:underline"
              >
                {line.productTitle}
              </Link>
              {line.variantTitle !== "Default" ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">{line.variantTitle}</p>
              ) : null}
              <p className="text-sm">
                {line.quantity} × {line.unitPrice} ={" "}
                <span className="font-semibold" data-testid="line-total">
                  {line.lineTotal}
                </span>
              </p>
              {line.listedUnitPrice ? (
                <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="line-listed-price">
                  Listed at {line.listedUnitPrice} each
                </p>
              ) : null}
              {line.priceLabel ? (
                <p
                  className="text-xs font-medium text-emerald-800 dark:text-emerald-300"
                  data-testid="line-price-source"
                >
                  {line.priceLabel}
                </p>
              ) : null}
              {line.backorderedQuantity ? (
                <p className="text-xs font-medium text-amber-800 dark:text-amber-300" data-testid="line-backorder">
                  {backorderNote(line.backorderedQuantity, line.quantity)}
                </p>
              ) : null}
              {line.priceChanged ? (
                <p className="text-xs text-amber-800 dark:text-amber-300" data-testid="price-changed">
                  The price of this item has changed since you added it (was {line.previousUnitPrice}, now{" "}
                  {line.unitPrice}).
                </p>
              ) : null}
              <LineControls line={line} redirectTo={redirectTo} />
            </div>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between border-t border-slate-200 pt-4 text-lg font-semibold dark:border-slate-800">
        <span>Total</span>
        <span data-testid="cart-total">{cart.total}</span>
      </div>
      <ChargeNote charge={cart.charge ?? null} />
      <p className="mt-1 text-right text-xs text-slate-600 dark:text-slate-400">
        {cart.totalQuantity} {cart.totalQuantity === 1 ? "item" : "items"} · taxes and shipping calculated at checkout
      </p>
      {mixedCurrencies ? (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          Your cart holds items priced in different currencies. Items in different currencies are paid in separate
          checkouts, one currency at a time.
        </p>
      ) : null}
      <div className="mt-5 space-y-3">
        <CheckoutForm cart={cart} onNavigate={onNavigate} />
        <Form method="post" action="/cart" preventScrollReset className="text-center">
          <input type="hidden" name="intent" value="clear" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button
            type="submit"
            className="text-sm font-medium text-slate-700 underline hover:text-red-700 dark:text-slate-300"
          >
            Clear cart
          </button>
        </Form>
      </div>
    </div>
  );
}
