// Approve or reject with a comment (required to reject): one form, two submit buttons carrying the intent.
import { Form } from "react-router";
import { inputClass } from "~/components/auth/fields";
import { FieldError } from "./RequisitionBits";

export function DecisionForm({
  requisitionId,
  number,
  canApprove,
  error,
  comment,
  action,
}: {
  requisitionId: string;
  number: number;
  /** False when approving would exceed the approver's remaining limit: only "Reject" is offered. */
  canApprove: boolean;
  error?: string;
  comment?: string;
  action?: string;
}) {
  const fieldId = `comment-${requisitionId}`;
  return (
    <Form method="post" action={action} className="space-y-3" noValidate data-testid="decision-form">
      <input type="hidden" name="requisitionId" value={requisitionId} />
      <div>
        <label htmlFor={fieldId} className="block text-sm font-medium">
          Comment on R-{number} <span className="font-normal text-slate-500">(required to reject)</span>
        </label>
        <textarea
          id={fieldId}
          name="comment"
          rows={2}
          maxLength={1000}
          defaultValue={comment}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className={inputClass}
        />
        <FieldError id={`${fieldId}-error`} message={error} />
      </div>
      <div className="flex flex-wrap gap-3">
        {canApprove ? (
          <button
            type="submit"
            name="intent"
            value="approve"
            className="rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800"
          >
            Approve
          </button>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="reject"
          className="rounded-lg border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950"
        >
          Reject
        </button>
      </div>
    </Form>
  );
}
