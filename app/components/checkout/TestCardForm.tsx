// The test gateway's card form (/pay/{sessionId}): a test card, an optional name and receipt e-mail, and "Cancel".
import { Form, useNavigation } from "react-router";
import type { PayFieldErrors } from "~/modules/payments/test-gateway-page.server";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white";

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300" data-testid="field-error">
      {message}
    </p>
  ) : null;
}

/** The card form of an open payment session; `formAction` keeps the session's cancel path. */
export function TestCardForm({
  formAction,
  errors,
  total,
  email,
}: {
  formAction: string;
  errors: PayFieldErrors;
  total: string;
  email: string | null;
}) {
  const navigation = useNavigation();
  const paying = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay";
  return (
    <section aria-labelledby="card-heading">
      <h2 id="card-heading" className="font-semibold">
        Card details
      </h2>
      {errors.form ? (
        <p
          role="alert"
          className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {errors.form}
        </p>
      ) : null}
      <Form method="post" action={formAction} className="mt-3 space-y-4" noValidate>
        <input type="hidden" name="intent" value="pay" />
        <div>
          <label htmlFor="cardNumber" className="block text-sm font-medium">
            Card number
          </label>
          <input
            id="cardNumber"
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            className={inputClass}
            aria-invalid={errors.cardNumber ? true : undefined}
            aria-describedby={errors.cardNumber ? "cardNumber-error" : undefined}
          />
          <FieldError id="cardNumber-error" message={errors.cardNumber} />
        </div>
        <div className="grid grid-cols-2 gap-4">
          <div>
            <label htmlFor="expiry" className="block text-sm font-medium">
              Expiry (MM/YY)
            </label>
            <input
              id="expiry"
              name="expiry"
              autoComplete="cc-exp"
              placeholder="12/34"
              className={inputClass}
              aria-invalid={errors.expiry ? true : undefined}
              aria-describedby={errors.expiry ? "expiry-error" : undefined}
            />
            <FieldError id="expiry-error" message={errors.expiry} />
          </div>
          <div>
            <label htmlFor="cvc" className="block text-sm font-medium">
              Security code
            </label>
            <input
              id="cvc"
              name="cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              className={inputClass}
              aria-invalid={errors.cvc ? true : undefined}
              aria-describedby={errors.cvc ? "cvc-error" : undefined}
            />
            <FieldError id="cvc-error" message={errors.cvc} />
          </div>
        </div>
        <div>
          <label htmlFor="name" className="block text-sm font-medium">
            Name on card <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
          </label>
          <input id="name" name="name" autoComplete="cc-name" className={inputClass} />
        </div>
        {email ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">The receipt goes to {email}.</p>
        ) : (
          <div>
            <label htmlFor="email" className="block text-sm font-medium">
              E-mail for the receipt <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
            </label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              className={inputClass}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? "email-error" : undefined}
            />
            <FieldError id="email-error" message={errors.email} />
          </div>
        )}
        <button
          type="submit"
          disabled={paying}
          className="w-full rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          data-testid="pay"
        >
          {paying ? "Processing…" : `Pay ${total}`}
        </button>
      </Form>
      <Form method="post" action={formAction} className="mt-3 text-center">
        <input type="hidden" name="intent" value="cancel" />
        <button
          type="submit"
          className="text-sm font-medium text-slate-700 underline hover:text-red-700 dark:text-slate-300"
          data-testid="cancel-payment"
        >
          Cancel and return to LabMarket
        </button>
      </Form>
    </section>
  );
}
