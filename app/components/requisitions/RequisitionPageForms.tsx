// The requisition page's forms and history (issue 36 item 2): placing the approved order (on account or by card,
// with the price-change confirmation), cancelling one's own requisition, and what happened to it.
import { Form } from "react-router";
import { inputClass } from "~/components/auth/fields";
import { FieldError, FormAlert } from "./RequisitionBits";

export type OrderFeedback = {
  errors: Record<string, string>;
  priceChanges?: { title: string; before: string; now: string }[];
  signature?: string;
  poNumber?: string;
};

export function PlaceOrderForm({
  status,
  onAccount,
  order,
}: {
  status: string;
  /** Paying on the organisation's account, when offered (null: by card only). */
  onAccount: {
    organisationName: string;
    blocked: string | null;
    available: string;
    /** The order's amount in the terms' currency when it is converted (ADR 074). */
    convertedTotal: string | null;
  } | null;
  order?: OrderFeedback;
}) {
  const changes = order?.priceChanges && order.signature ? { ...order, priceChanges: order.priceChanges } : undefined;
  return (
    <Form method="post" className="mt-3 space-y-3" noValidate data-testid="place-order-form">
      <FormAlert message={order?.errors.form} />
      {changes ? (
        <div
          role="alert"
          className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          <p className="font-semibold">Some prices changed since this requisition was submitted:</p>
          <ul className="mt-1 list-disc pl-5" data-testid="price-changes">
            {changes.priceChanges.map((change) => (
              <li key={change.title}>
                {change.title}: {change.before} then, {change.now} now
              </li>
            ))}
          </ul>
          <p className="mt-1">The order will be at the current prices if you confirm.</p>
          <input type="hidden" name="confirmedPrices" value={changes.signature} />
        </div>
      ) : null}
      {status === "approved" && onAccount ? (
        <fieldset>
          <legend className="block text-sm font-medium">How does {onAccount.organisationName} pay?</legend>
          <label className="mt-2 flex items-start gap-2">
            <input
              type="radio"
              name="payment"
              value="terms"
              defaultChecked={!onAccount.blocked}
              disabled={Boolean(onAccount.blocked)}
              className="mt-1"
            />
            <span>
              On account with a purchase order (invoiced by each brand; {onAccount.available} available)
              {onAccount.blocked ? (
                <span className="block text-sm text-red-700 dark:text-red-300">{onAccount.blocked}</span>
              ) : onAccount.convertedTotal ? (
                <span className="block text-sm text-slate-600 dark:text-slate-400" data-testid="on-account-total">
                  {onAccount.convertedTotal} in your organisation&apos;s currency, at the shop&apos;s stated rates
                </span>
              ) : null}
            </span>
          </label>
          <label className="mt-1 flex items-start gap-2">
            <input
              type="radio"
              name="payment"
              value="card"
              defaultChecked={Boolean(onAccount.blocked)}
              className="mt-1"
            />
            <span>By card on the next page</span>
          </label>
        </fieldset>
      ) : (
        <input type="hidden" name="payment" value="card" />
      )}
      {status === "approved" ? (
        <div>
          <label htmlFor="poNumber" className="block text-sm font-medium">
            PO number{" "}
            <span className="font-normal text-slate-500">{onAccount ? "(required on account)" : "(optional)"}</span>
          </label>
          <input
            id="poNumber"
            name="poNumber"
            maxLength={50}
            defaultValue={changes?.poNumber}
            aria-invalid={order?.errors.poNumber ? true : undefined}
            aria-describedby={order?.errors.poNumber ? "poNumber-error" : undefined}
            className={inputClass}
          />
          <FieldError id="poNumber-error" message={order?.errors.poNumber} />
        </div>
      ) : null}
      <button
        type="submit"
        name="intent"
        value="place-order"
        className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {status === "ordered"
          ? "Go to payment"
          : changes
            ? "Confirm the current prices and place order"
            : "Place order"}
      </button>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Ships to your organisation&rsquo;s address;{" "}
        {onAccount ? "on account nothing is paid here" : "you pay on the next page"}.
      </p>
    </Form>
  );
}

export function CancelRequisitionForm({ error }: { error?: string }) {
  return (
    <Form method="post" className="mt-2 space-y-3" noValidate>
      <label htmlFor="cancel-comment" className="block text-sm font-medium">
        Why? <span className="font-normal text-slate-500">(optional)</span>
      </label>
      <textarea id="cancel-comment" name="comment" rows={2} maxLength={1000} className={inputClass} />
      <FieldError id="cancel-comment-error" message={error} />
      <button
        type="submit"
        name="intent"
        value="cancel"
        className="rounded-lg border border-slate-400 px-4 py-2 font-semibold hover:bg-slate-50 dark:hover:bg-slate-800"
      >
        Cancel requisition
      </button>
    </Form>
  );
}

export function RequisitionHistory({
  events,
}: {
  events: { id: string; label: string; actorName: string | null; comment: string | null; at: string }[];
}) {
  return (
    <ol
      className="mt-2 space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700"
      data-testid="requisition-history"
    >
      {events.map((event) => (
        <li key={event.id}>
          <p className="font-medium">
            {event.label}
            {event.actorName ? ` by ${event.actorName}` : ""}{" "}
            <span className="text-sm font-normal text-slate-500">{event.at} UTC</span>
          </p>
          {event.comment ? <p className="text-sm text-slate-700 dark:text-slate-300">{event.comment}</p> : null}
        </li>
      ))}
    </ol>
  );
}
