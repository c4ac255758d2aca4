import type { LineStatus, PartStatus } from "~/modules/orders/fulfilment";

const partClass: Record<PartStatus, string> = {
  open: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  shipped: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  cancelled: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

const lineClass: Record<LineStatus, string> = {
  open: partClass.open,
  shipped: partClass.shipped,
  cancelled: partClass.cancelled,
};

export function PartStatusBadge({ status, label }: { status: PartStatus; label: string }) {
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${partClass[status]}`} data-testid="part-status">
      {label}
    </span>
  );
}

export function LineStatusBadge({ status, label }: { status: LineStatus; label: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${lineClass[status]}`}
      data-testid="line-status"
    >
      {label}
    </span>
  );
}
