// "Submit for approval": the cart as a requisition, with an optional note and needed-by date. A plain form post to
// /requisitions/new, which shows the same form with messages next to the fields if something is wrong.
import { Form } from "react-router";
import { inputClass, primaryButtonClass } from "~/components/auth/fields";
import { FieldError, FormAlert } from "./RequisitionBits";

export function SubmitRequisitionForm({
  organisationName,
  errors = {},
  defaults = {},
}: {
  organisationName: string;
  errors?: Record<string, string>;
  defaults?: { note?: string; neededBy?: string };
}) {
  return (
    <Form method="post" action="/requisitions/new" className="space-y-4" noValidate data-testid="submit-requisition">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Buying for {organisationName}? Send this cart to your approvers. Your cart is emptied once it is submitted.
      </p>
      <FormAlert message={errors.form} />
      <div>
        <label htmlFor="requisition-note" className="block text-sm font-medium">
          Note for the approver <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id="requisition-note"
          name="note"
          rows={3}
          maxLength={1000}
          defaultValue={defaults.note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? "requisition-note-error" : undefined}
          className={inputClass}
        />
        <FieldError id="requisition-note-error" message={errors.note} />
      </div>
      <div>
        <label htmlFor="requisition-needed-by" className="block text-sm font-medium">
          Needed by <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input
          id="requisition-needed-by"
          name="neededBy"
          type="date"
          defaultValue={defaults.neededBy}
          aria-invalid={errors.neededBy ? true : undefined}
          aria-describedby={errors.neededBy ? "requisition-needed-by-error" : undefined}
          className={inputClass}
        />
        <FieldError id="requisition-needed-by-error" message={errors.neededBy} />
      </div>
      <button type="submit" className={primaryButtonClass}>
        Submit for approval
      </button>
    </Form>
  );
}
