// A list of requisitions (the requester's own, or those waiting for an order): number, status, total, date.
import { Link } from "react-router";
import type { RequisitionStatusName } from "~/modules/requisitions/requisition";
import { StatusBadge } from "./RequisitionBits";

export interface RequisitionRow {
  id: string;
  number: number;
  status: RequisitionStatusName;
  total: string;
  requesterName: string;
  createdAt: string;
  lineCount: number;
}

export function RequisitionList({ rows, testId }: { rows: RequisitionRow[]; testId: string }) {
  return (
    <ul
      className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      data-testid={testId}
    >
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div>
            <Link to={`/requisitions/${row.id}`} className="font-semibold text-brand-700 underline dark:text-brand-100">
              R-{row.number}
            </Link>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {row.lineCount} {row.lineCount === 1 ? "item" : "items"} · {row.requesterName} · {row.createdAt} UTC
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="font-medium">{row.total}</span>
            <StatusBadge status={row.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
