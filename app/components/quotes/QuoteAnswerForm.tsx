// The responder's answer to a quote request (unit price, lead time, validity, note) or its decline; and, once
// answered, what was quoted.
import { Form } from "react-router";
import { format } from "date-fns";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/components/auth/fields";
import type { QuoteAnswerErrors } from "~/modules/quotes/quote";
import type { ResponderQuoteView } from "~/modules/quotes/quotes.server";

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  ) : null;
}

export function QuoteAnswerForm({
  currencyCode,
  errors,
  pending,
}: {
  currencyCode: string;
  errors: QuoteAnswerErrors;
  pending: boolean;
}) {
  return (
    <Form method="post" className="mt-8 space-y-5" noValidate>
      {errors.form ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {errors.form}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-3">
        <div>
          <label htmlFor="unitPrice" className="block text-sm font-medium">
            Unit price ({currencyCode.toUpperCase()})
          </label>
          <input
            id="unitPrice"
            name="unitPrice"
            inputMode="decimal"
            required
            className={inputClass}
            aria-invalid={errors.unitPrice ? true : undefined}
            aria-describedby={errors.unitPrice ? "unitPrice-error" : undefined}
          />
          <FieldError id="unitPrice-error" message={errors.unitPrice} />
        </div>
        <div>
          <label htmlFor="leadTimeDays" className="block text-sm font-medium">
            Lead time (days)
          </label>
          <input
            id="leadTimeDays"
            name="leadTimeDays"
            type="number"
            min={0}
            max={365}
            defaultValue={14}
            required
            className={inputClass}
            aria-invalid={errors.leadTimeDays ? true : undefined}
            aria-describedby={errors.leadTimeDays ? "leadTimeDays-error" : undefined}
          />
          <FieldError id="leadTimeDays-error" message={errors.leadTimeDays} />
        </div>
        <div>
          <label htmlFor="validDays" className="block text-sm font-medium">
            Valid for (days)
          </label>
          <input
            id="validDays"
            name="validDays"
            type="number"
            min={1}
            max={180}
            defaultValue={30}
            required
            className={inputClass}
            aria-invalid={errors.validDays ? true : undefined}
            aria-describedby={errors.validDays ? "validDays-error" : undefined}
          />
          <FieldError id="validDays-error" message={errors.validDays} />
        </div>
      </div>
      <div>
        <label htmlFor="responseNote" className="block text-sm font-medium">
          Note to the buyer <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
        </label>
        <textarea id="responseNote" name="responseNote" rows={3} maxLength={2000} className={inputClass} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="answer"
          className={`${primaryButtonClass} sm:w-auto`}
          disabled={pending}
        >
          Send quote
        </button>
        <button
          type="submit"
          name="intent"
          value="decline"
          formNoValidate
          className={secondaryButtonClass}
          disabled={pending}
        >
          Decline
        </button>
      </div>
    </Form>
  );
}

/** What the responder quoted, once the request is no longer open. */
export function QuoteAnswerSummary({
  quote,
}: {
  quote: Pick<ResponderQuoteView, "quotedPrice" | "quotedTotal" | "leadTimeDays" | "validUntil" | "responseNote">;
}) {
  return (
    <div className="mt-8 rounded-xl bg-slate-50 p-5 text-sm dark:bg-slate-900">
      {quote.quotedPrice ? (
        <p>
          Quoted {quote.quotedPrice} per unit ({quote.quotedTotal} in total), lead time {quote.leadTimeDays} days, valid
          until {quote.validUntil ? format(new Date(quote.validUntil), "MMMM d, yyyy") : "—"}.
        </p>
      ) : null}
      {quote.responseNote ? <p className="mt-2">Note: {quote.responseNote}</p> : null}
    </div>
  );
}
