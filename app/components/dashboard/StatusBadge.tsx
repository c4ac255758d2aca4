export function StatusBadge({ status }: { status: string }) {
  const styles: Record<string, string> = {
    approved: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
    pending: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
    rejected: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  };
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${styles[status] ?? "bg-slate-100 text-slate-800"}`}
      data-testid="status-badge"
    >
      {status}
    </span>
  );
}
