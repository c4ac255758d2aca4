import { Link } from "react-router";
import type { DetailVariant } from "~/modules/catalog/product.server";
import { availableQuantity } from "~/modules/catalog/stock";

/** The 'Style' selector (only with more than one variant): links to ?variant=id, so it works without JS. */
export function VariantPicker({
  variants,
  selectedId,
  hrefFor,
}: {
  variants: DetailVariant[];
  selectedId: string | null;
  hrefFor: (variantId: string) => string;
}) {
  if (variants.length <= 1) return null;
  const selected = variants.find((v) => v.id === selectedId);
  return (
    <div className="mt-6" role="group" aria-labelledby="style-label">
      <p id="style-label" className="text-sm font-semibold">
        Style: <span className="font-normal text-slate-700 dark:text-slate-300">{selected?.title}</span>
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {variants.map((variant) => {
          const active = variant.id === selectedId;
          const soldOut = variant.manageInventory && availableQuantity(variant) <= 0;
          return (
            <li key={variant.id}>
              <Link
                to={hrefFor(variant.id)}
                replace
                preventScrollReset
                aria-current={active ? "true" : undefined}
                data-testid="variant-option"
                className={`inline-block rounded-md border px-3 py-2 text-sm font-medium ${
                  active
                    ? "border-brand-600 bg-brand-50 text-brand-900 ring-1 ring-brand-600 dark:bg-brand-900 dark:text-brand-50"
                    : "border-slate-300 text-slate-800 hover:border-slate-400 dark:border-slate-700 dark:text-slate-200"
                } ${soldOut ? "line-through decoration-slate-400" : ""}`}
              >
                {variant.title}
                {soldOut ? <span className="sr-only"> (currently unavailable)</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
