// Quick order by SKU: one textarea (paste from a spreadsheet or type), a plain form post. The failed lines are listed
// under the field, each with its line number and why; what was typed stays in the field to be corrected.
import { Form } from "react-router";
import { FormAlert, inputClass, primaryButtonClass } from "~/components/auth/fields";
import type { QuickOrderProblem } from "~/modules/quick-order/quick-order";
import { QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MAX_LINES } from "~/modules/quick-order/quick-order";

export function QuickOrderForm({
  text = "",
  problems = [],
  formError,
}: {
  text?: string;
  problems?: QuickOrderProblem[];
  formError?: string;
}) {
  const invalid = problems.length > 0 || Boolean(formError);
  return (
    <Form method="post" noValidate className="space-y-4" data-testid="quick-order-form">
      {formError ? <FormAlert title="Nothing was added" message={formError} /> : null}
      <div>
        <label htmlFor="quick-order-lines" className="block font-medium">
          SKUs and quantities
        </label>
        <p id="quick-order-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          One item per line: the SKU, then the quantity (1 if left out), e.g. <code>ALB-0042 2</code>. Paste straight
          from a spreadsheet; up to {QUICK_ORDER_MAX_LINES} lines.
        </p>
        <textarea
          id="quick-order-lines"
          name="lines"
          rows={8}
          maxLength={QUICK_ORDER_MAX_CHARS}
          defaultValue={text}
          spellCheck={false}
          autoCapitalize="characters"
          aria-invalid={invalid || undefined}
          aria-describedby={problems.length > 0 ? "quick-order-hint quick-order-problems" : "quick-order-hint"}
          className={`${inputClass} font-mono`}
        />
        {problems.length > 0 ? (
          <div id="quick-order-problems" role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            <p className="font-semibold">Nothing was added. Please correct these lines:</p>
            <ul className="mt-1 list-disc pl-5" data-testid="quick-order-problems">
              {problems.map((problem) => (
                <li key={`${problem.row}-${problem.text}`}>
                  Line {problem.row} (<code>{problem.text}</code>): {problem.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <button type="submit" className={`${primaryButtonClass} sm:w-auto`}>
        Add to cart
      </button>
    </Form>
  );
}
