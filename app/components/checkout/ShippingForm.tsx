import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { z } from "~/utils/zod";
import { FieldErrors, inputClass, primaryButtonClass } from "~/components/auth/fields";
import { SHIPPING_FIELDS, shippingSchema, type ShippingField } from "~/modules/checkout/shipping";

/**
 * The checkout's shipping step: the address and an optional PO number, posted to /checkout with the cart's
 * idempotency key. Errors from the server (or, with JavaScript, from the same schema in the browser) sit under
 * their field; the cart is not touched until the address is valid.
 */
export function ShippingForm({
  idempotencyKey,
  currency,
  redirectTo,
  defaults,
  lastResult,
  onAccount = null,
}: {
  idempotencyKey: string;
  currency: string | null;
  redirectTo: string;
  defaults: Partial<Record<ShippingField, string>>;
  lastResult?: SubmissionResult<string[]>;
  /** Paying on the organisation's account (ADR 060): a second submit button, so it works without JavaScript. */
  onAccount?: {
    organisationName: string;
    blocked: string | null;
    available: string;
    /** The order's amount in the terms' currency when some of it is converted (ADR 074). */
    convertedTotal: string | null;
  } | null;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === "/checkout";
  const [form, fields] = useForm<z.input<typeof shippingSchema>, z.output<typeof shippingSchema>>({
    id: "shipping",
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shippingSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" action="/checkout" {...getFormProps(form)} className="space-y-5" data-testid="shipping-form">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {currency ? <input type="hidden" name="currency" value={currency} /> : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Shipping address</legend>
        {SHIPPING_FIELDS.filter((f) => f.name !== "poNumber").map((field) => (
          <ShippingInput key={field.name} field={field} meta={fields[field.name]} />
        ))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Purchase order</legend>
        {SHIPPING_FIELDS.filter((f) => f.name === "poNumber").map((field) => (
          <ShippingInput key={field.name} field={field} meta={fields[field.name]} />
        ))}
      </fieldset>
      <button
        type="submit"
        name="payment"
        value="card"
        disabled={pending}
        className={primaryButtonClass}
        data-testid="continue-to-payment"
      >
        {pending ? "Redirecting to payment…" : "Continue to payment"}
      </button>
      {onAccount ? (
        <div
          className="rounded-md border border-slate-200 p-4 text-sm dark:border-slate-700"
          data-testid="pay-on-account"
        >
          <p className="font-semibold">Pay on account (purchase order)</p>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {onAccount.organisationName} is invoiced on its terms; no card needed. The PO number is required. Credit
            available: {onAccount.available}.
          </p>
          {onAccount.convertedTotal && !onAccount.blocked ? (
            <p className="mt-1 text-slate-600 dark:text-slate-400" data-testid="on-account-total">
              On account, this order comes to {onAccount.convertedTotal} in your organisation&apos;s currency, converted
              at the shop&apos;s stated rates.
            </p>
          ) : null}
          {onAccount.blocked ? (
            <p role="note" className="mt-2 text-red-800 dark:text-red-200" data-testid="on-account-blocked">
              {onAccount.blocked}
            </p>
          ) : (
            <button
              type="submit"
              name="payment"
              value="terms"
              disabled={pending}
              className={`${primaryButtonClass} mt-3`}
              data-testid="place-on-account"
            >
              Place order on account
            </button>
          )}
        </div>
      ) : null}
      <p className="text-center text-xs text-slate-600 dark:text-slate-400">
        Secure card payment on a hosted checkout page.
      </p>
    </Form>
  );
}

function ShippingInput({
  field,
  meta,
}: {
  field: (typeof SHIPPING_FIELDS)[number];
  meta: ReturnType<typeof useForm<z.input<typeof shippingSchema>>>[1][ShippingField];
}) {
  const props = getInputProps(meta, {
    type: field.type ?? "text",
    ariaDescribedBy: field.hint ? `${meta.id}-hint` : undefined,
  });
  return (
    <div className={field.wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={meta.id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {field.label}
        {field.optional ? <span className="font-normal text-slate-600 dark:text-slate-400"> (optional)</span> : null}
      </label>
      <input
        {...props}
        key={props.key}
        required={!field.optional}
        autoComplete={field.autoComplete}
        className={inputClass}
      />
      {field.hint ? (
        <p id={`${meta.id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {field.hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
