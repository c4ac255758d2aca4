import { Link } from "react-router";
import { lazy, Suspense, useEffect, useRef } from "react";
import type { CartView } from "~/modules/cart/cart";
import { CloseIcon } from "~/components/ui/icons";

// The drawer's contents load when it first opens (or when the pointer or focus reaches the cart button, see
// preloadCartContents): every page renders the drawer closed, and its lines, quantity forms and checkout form were
// ~7 KB of every page's first-load JavaScript that no first view runs (ADR 072). /cart renders them on the server.
const loadCartContents = () => import("./CartContents");
const CartContents = lazy(() => loadCartContents().then((module) => ({ default: module.CartContents })));

/** Starts loading the drawer's contents ahead of a click (idempotent: the browser loads a module once). */
export function preloadCartContents() {
  void loadCartContents();
}

/** Slide-in cart (JS only; without JS the cart button is a link to /cart). Backdrop click and Escape close it. */
export function CartDrawer({ open, onClose, cart }: { open: boolean; onClose: () => void; cart: CartView }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose]);
  return (
    <div className={`fixed inset-0 z-50 ${open ? "" : "pointer-events-none invisible"}`} aria-hidden={!open}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a mouse convenience: keyboard users close with Escape (above) or the close button */}
      <div
        data-testid="cart-backdrop"
        onClick={onClose}
        className={`absolute inset-0 bg-slate-900/50 transition-opacity duration-200 ${open ? "opacity-100" : "opacity-0"}`}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Shopping cart"
        tabIndex={-1}
        data-testid="cart-drawer"
        className={`absolute right-0 top-0 flex h-full w-full max-w-md flex-col bg-white shadow-xl transition-transform duration-300 dark:bg-slate-900 ${
          open ? "translate-x-0" : "translate-x-full"
        }`}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4 dark:border-slate-800">
          <h2 className="text-lg font-semibold">Your Cart{cart.totalQuantity > 0 ? ` (${cart.totalQuantity})` : ""}</h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
            aria-label="Close cart"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 pb-5">
          {open ? (
            <Suspense fallback={<p className="py-6 text-sm text-slate-600 dark:text-slate-400">Loading your cart…</p>}>
              <CartContents cart={cart} onNavigate={onClose} />
            </Suspense>
          ) : null}
        </div>
        {cart.lines.length > 0 ? (
          <div className="border-t border-slate-200 px-5 py-3 text-center dark:border-slate-800">
            <Link
              to="/cart"
              onClick={onClose}
              className="text-sm font-medium text-brand-700 underline dark:text-brand-100"
            >
              View full cart page
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
