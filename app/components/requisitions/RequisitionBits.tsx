// Small pieces the requisition pages share: the status badge and a field's error message.
import type { RequisitionStatusName } from "~/modules/requisitions/requisition";
import { REQUISITION_STATUS_LABELS } from "~/modules/requisitions/requisition";

const STATUS_CLASSES: Record<RequisitionStatusName, string> = {
  submitted: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50",
  approved: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50",
  rejected: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50",
  cancelled: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
  ordered: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50",
};

export function StatusBadge({ status }: { status: RequisitionStatusName }) {
  return (
    <span
      data-testid="requisition-status"
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status]}`}
    >
      {REQUISITION_STATUS_LABELS[status]}
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {message}
    </p>
  );
}
