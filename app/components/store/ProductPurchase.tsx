import { useEffect, useState } from "react";
import { useHydrated } from "~/components/content/useHydrated";
import type { DetailVariant } from "~/modules/catalog/product.server";
import { canAddToCart, stockMessage } from "~/modules/catalog/stock";
import { AddToCartForm } from "./AddToCartForm";
import { availabilityTone } from "./availability-tone";

const toneClass = {
  ok: "text-emerald-800 dark:text-emerald-300",
  warning: "text-amber-800 dark:text-amber-300",
  unavailable: "text-red-800 dark:text-red-300",
} as const;

/**
 * Quantity stepper (minimum 1), stock message and Add to Cart (disabled by the spec's rule). Without JS
 * the number input alone sets the quantity and the server applies the same stock rule.
 */
export function ProductPurchase({ purchasable, variant }: { purchasable: boolean; variant: DetailVariant | null }) {
  const hydrated = useHydrated();
  // The typed text (so the field can be cleared while typing); the quantity is its whole-number value.
  const [text, setText] = useState("1");
  useEffect(() => setText("1"), [variant?.id]);
  const parsed = /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : 0;
  const quantity = Math.max(parsed, 1);
  const setQuantity = (next: (q: number) => number) => setText(String(next(quantity)));
  const message = stockMessage(variant, quantity, purchasable);
  const enabled = parsed >= 1 && canAddToCart(purchasable, variant, quantity);
  const stepClass =
    "grid h-10 w-10 place-items-center text-lg font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-40 dark:text-slate-100 dark:hover:bg-slate-800";
  if (!variant) return null;
  if (!variant.availability.orderable)
    return (
      <p
        className={`mt-6 text-sm font-semibold ${availabilityTone[variant.availability.kind]}`}
        data-testid="availability"
      >
        {variant.availability.text}
      </p>
    );
  return (
    <div className="mt-6">
      <p
        className={`mb-3 text-sm font-semibold ${availabilityTone[variant.availability.kind]}`}
        data-testid="availability"
      >
        {variant.availability.text}
      </p>
      <AddToCartForm
        variantId={variant.id}
        source="detail"
        label={variant.availability.kind === "backorder" ? "Back-order" : "Add to Cart"}
        disabled={!enabled}
        formId="add-to-cart"
        className="space-y-4"
      >
        <div>
          <label htmlFor="quantity" className="text-sm font-semibold">
            Quantity
          </label>
          <div className="mt-2 inline-flex items-center overflow-hidden rounded-md border border-slate-300 dark:border-slate-700">
            {hydrated ? (
              <button
                type="button"
                className={stepClass}
                aria-label="Decrease quantity"
                disabled={quantity <= 1}
                onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              >
                −
              </button>
            ) : null}
            <input
              id="quantity"
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={999}
              required
              value={text}
              onChange={(event) => setText(event.target.value)}
              onBlur={() => setText(String(Math.min(quantity, 999)))}
              className="h-10 w-16 border-x border-slate-300 bg-white text-center text-base dark:border-slate-700 dark:bg-slate-900"
              data-testid="quantity"
            />
            {hydrated ? (
              <button
                type="button"
                className={stepClass}
                aria-label="Increase quantity"
                disabled={quantity >= 999}
                onClick={() => setQuantity((q) => Math.min(999, q + 1))}
              >
                +
              </button>
            ) : null}
          </div>
        </div>
        {message ? (
          <p
            className={`text-sm font-medium ${toneClass[message.tone]}`}
            data-testid="stock-message"
            aria-live="polite"
          >
            {message.text}
          </p>
        ) : null}
      </AddToCartForm>
    </div>
  );
}
