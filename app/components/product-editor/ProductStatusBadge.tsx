import { STATUS_LABELS, type ProductStatus } from "~/modules/product-editor/lifecycle";

const COLORS: Record<ProductStatus, string> = {
  draft: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  pending_review: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  active: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
  rejected: "bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100",
  archived: "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200",
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${COLORS[status]}`}
      data-testid="product-status"
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
