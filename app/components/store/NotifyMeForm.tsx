// "Notify me when available" on an out-of-stock variant (issue 37): a plain POST to the product page's action, so it
// works without JavaScript; a signed-in buyer's own address is used, a visitor types one.
import { Form, useNavigation } from "react-router";
import { NOTIFY_INTENT, type NotifyMeErrors } from "~/modules/availability/notify-me";
import { HONEYPOT_FIELD } from "~/modules/security/honeypot";

export function NotifyMeForm({
  variantId,
  signedInEmail,
  errors,
  confirmation,
  defaultEmail,
  folded = false,
}: {
  variantId: string;
  signedInEmail: string | null;
  errors: NotifyMeErrors;
  confirmation: string | null;
  defaultEmail: string;
  /** Inside a closed <details> (works without JavaScript), opened when there is a message to show. */
  folded?: boolean;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === NOTIFY_INTENT;
  const form = (
    <Form
      method="post"
      preventScrollReset
      className="mt-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      data-testid="notify-me"
      aria-labelledby="notify-heading"
    >
      <h2 id="notify-heading" className="text-sm font-semibold">
        Notify me when available
      </h2>
      <input type="hidden" name="intent" value={NOTIFY_INTENT} />
      <input type="hidden" name="variantId" value={variantId} />
      <div className="sr-only" aria-hidden="true">
        <label htmlFor="notify-fax">Fax</label>
        <input id="notify-fax" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {signedInEmail ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">We'll e-mail {signedInEmail} once.</p>
      ) : (
        <div className="mt-2">
          <label htmlFor="notify-email" className="block text-sm font-medium">
            Your e-mail
          </label>
          <input
            id="notify-email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={defaultEmail}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "notify-email-error" : undefined}
            className="mt-1 h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900"
            data-testid="notify-email"
          />
          {errors.email ? (
            <p id="notify-email-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
              {errors.email}
            </p>
          ) : null}
        </div>
      )}
      {errors.form || errors.variantId ? (
        <p className="mt-2 text-sm font-medium text-red-700 dark:text-red-400" role="alert" data-testid="notify-error">
          {errors.form ?? errors.variantId}
        </p>
      ) : null}
      {confirmation ? (
        <p
          className="mt-2 text-sm font-medium text-emerald-800 dark:text-emerald-300"
          role="status"
          data-testid="notify-done"
        >
          {confirmation}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="mt-3 w-full rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        data-testid="notify-submit"
      >
        {pending ? "Saving…" : "Notify me"}
      </button>
    </Form>
  );
  if (!folded) return form;
  const hasMessage = Boolean(confirmation || Object.keys(errors).length);
  return (
    <details className="mt-4 text-sm" open={hasMessage} data-testid="notify-me-folded">
      <summary className="cursor-pointer font-medium text-slate-700 dark:text-slate-300">
        Rather wait for stock? Get an e-mail when it is back
      </summary>
      {form}
    </details>
  );
}
