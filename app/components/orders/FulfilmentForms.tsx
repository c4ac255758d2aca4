import { Form, useNavigation } from "react-router";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/components/auth/fields";
import type { FulfilmentErrors } from "~/modules/orders/fulfilment";
import type { FulfilmentLineView } from "~/modules/orders/fulfilment.server";

/** What the last post of one of the page's forms answered (400): its intent, line and messages. */
export type FormFeedback = { intent: string; lineId: string | null; errors: FulfilmentErrors } | null;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400" data-testid="field-error">
      {message}
    </p>
  ) : null;
}

function FormError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {message}
    </p>
  ) : null;
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** One parcel: tick the lines in it, give the carrier and the tracking number. */
export function ShipForm({ lines, feedback }: { lines: FulfilmentLineView[]; feedback: FormFeedback }) {
  const busy = useBusy("ship");
  const errors = feedback?.intent === "ship" ? feedback.errors : {};
  const shippable = lines.filter((line) => line.canShip);
  if (shippable.length === 0) return null;
  return (
    <Form method="post" className="space-y-4" data-testid="ship-form">
      <input type="hidden" name="intent" value="ship" />
      <FormError message={errors.form} />
      <fieldset aria-describedby={errors.lineId ? "ship-lines-error" : undefined}>
        <legend className="text-sm font-medium">Lines in this parcel</legend>
        <ul className="mt-2 space-y-1">
          {shippable.map((line) => (
            <li key={line.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="lineId"
                  value={line.id}
                  defaultChecked
                  className="h-4 w-4 rounded border-slate-300 dark:border-slate-600"
                />
                {line.remaining} × {line.label}
              </label>
            </li>
          ))}
        </ul>
        <FieldError id="ship-lines-error" message={errors.lineId} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="ship-carrier" className="block text-sm font-medium">
            Carrier
          </label>
          <input
            id="ship-carrier"
            name="carrier"
            required
            maxLength={60}
            placeholder="e.g. DHL Express"
            className={inputClass}
            aria-invalid={errors.carrier ? true : undefined}
            aria-describedby={errors.carrier ? "ship-carrier-error" : undefined}
          />
          <FieldError id="ship-carrier-error" message={errors.carrier} />
        </div>
        <div>
          <label htmlFor="ship-tracking" className="block text-sm font-medium">
            Tracking number
          </label>
          <input
            id="ship-tracking"
            name="trackingNumber"
            required
            maxLength={60}
            className={inputClass}
            aria-invalid={errors.trackingNumber ? true : undefined}
            aria-describedby={errors.trackingNumber ? "ship-tracking-error" : undefined}
          />
          <FieldError id="ship-tracking-error" message={errors.trackingNumber} />
        </div>
      </div>
      <button type="submit" disabled={busy} className={`${primaryButtonClass} sm:w-auto`} data-testid="mark-shipped">
        {busy ? "Saving…" : "Mark as shipped"}
      </button>
    </Form>
  );
}

function ReasonField({ id, message }: { id: string; message?: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Reason (the buyer sees it)
      </label>
      <textarea
        id={id}
        name="reason"
        required
        minLength={3}
        maxLength={500}
        rows={2}
        className={inputClass}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

/** Cancel (an unshipped line) and refund units (any line with units left), each behind a disclosure. */
export function LineActions({ line, feedback }: { line: FulfilmentLineView; feedback: FormFeedback }) {
  const mine = feedback?.lineId === line.id ? feedback : null;
  const cancelErrors = mine?.intent === "cancel" ? mine.errors : {};
  const refundErrors = mine?.intent === "refund" ? mine.errors : {};
  const cancelling = useBusy("cancel");
  const refunding = useBusy("refund");
  if (!line.canCancel && line.remaining === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-3">
      {line.canCancel ? (
        <details open={mine?.intent === "cancel"} className="w-full sm:w-auto">
          <summary className="cursor-pointer text-sm font-semibold text-red-700 dark:text-red-400">
            Cancel this line
          </summary>
          <Form method="post" className="mt-2 space-y-3">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="lineId" value={line.id} />
            <FormError message={cancelErrors.form ?? cancelErrors.lineId} />
            <ReasonField id={`cancel-reason-${line.id}`} message={cancelErrors.reason} />
            <p className="text-xs text-slate-600 dark:text-slate-400">
              The buyer is refunded for {line.remaining} {line.remaining === 1 ? "unit" : "units"} and they go back to
              stock.
            </p>
            <button type="submit" disabled={cancelling} className={secondaryButtonClass}>
              {cancelling ? "Cancelling…" : "Cancel line and refund"}
            </button>
          </Form>
        </details>
      ) : null}
      {line.remaining > 0 ? (
        <details open={mine?.intent === "refund"} className="w-full sm:w-auto">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700 dark:text-brand-100">
            Refund units
          </summary>
          <Form method="post" className="mt-2 space-y-3">
            <input type="hidden" name="intent" value="refund" />
            <input type="hidden" name="lineId" value={line.id} />
            <FormError message={refundErrors.form ?? refundErrors.lineId} />
            <div>
              <label htmlFor={`refund-qty-${line.id}`} className="block text-sm font-medium">
                Units to refund (at most {line.remaining}, {line.unitPrice} each)
              </label>
              <input
                id={`refund-qty-${line.id}`}
                name="quantity"
                type="number"
                min={1}
                max={line.remaining}
                step={1}
                defaultValue={1}
                required
                className={inputClass}
                aria-invalid={refundErrors.quantity ? true : undefined}
                aria-describedby={refundErrors.quantity ? `refund-qty-${line.id}-error` : undefined}
              />
              <FieldError id={`refund-qty-${line.id}-error`} message={refundErrors.quantity} />
            </div>
            <ReasonField id={`refund-reason-${line.id}`} message={refundErrors.reason} />
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {line.status === "shipped"
                ? "The goods have shipped: only the money goes back."
                : "Units refunded before shipping go back to stock."}
            </p>
            <button type="submit" disabled={refunding} className={secondaryButtonClass}>
              {refunding ? "Refunding…" : "Refund"}
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}

/** Everything of the actor's part that is still paid for: unshipped lines cancelled, shipped ones refunded. */
export function RefundAllForm({ feedback }: { feedback: FormFeedback }) {
  const errors = feedback?.intent === "refund-all" ? feedback.errors : {};
  const busy = useBusy("refund-all");
  return (
    <details open={feedback?.intent === "refund-all"}>
      <summary className="cursor-pointer text-sm font-semibold text-red-700 dark:text-red-400">Refund in full</summary>
      <Form method="post" className="mt-2 max-w-lg space-y-3">
        <input type="hidden" name="intent" value="refund-all" />
        <FormError message={errors.form} />
        <ReasonField id="refund-all-reason" message={errors.reason} />
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Unshipped lines are cancelled and go back to stock; shipped lines are refunded.
        </p>
        <button type="submit" disabled={busy} className={secondaryButtonClass}>
          {busy ? "Refunding…" : "Refund everything"}
        </button>
      </Form>
    </details>
  );
}
