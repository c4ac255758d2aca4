import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { Field, FieldErrors, inputClass, primaryButtonClass, TextAreaField } from "~/components/auth/fields";
import { NET_DAYS, TERMS_CURRENCIES, termsApplicationSchema } from "~/modules/terms/terms";

/** An organisation admin's application for net terms (/organisation/terms): a plain form post. */
export function TermsApplicationForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "terms-application",
    lastResult,
    defaultValue: { netDays: "30", currency: "usd" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: termsApplicationSchema }),
    shouldValidate: "onBlur",
  });
  const netDays = getSelectProps(fields.netDays);
  const currency = getSelectProps(fields.currency);
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="terms-form">
      <div>
        <label htmlFor={fields.netDays.id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Payment terms
        </label>
        <select {...netDays} key={netDays.key} className={inputClass}>
          {NET_DAYS.map((days) => (
            <option key={days} value={days}>
              Net {days} days
            </option>
          ))}
        </select>
        <FieldErrors id={fields.netDays.errorId} errors={fields.netDays.errors} />
      </div>
      <div>
        <label htmlFor={fields.currency.id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Currency
        </label>
        <select {...currency} key={currency.key} className={inputClass}>
          {TERMS_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code.toUpperCase()}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.currency.errorId} errors={fields.currency.errors} />
      </div>
      <div className="sm:col-span-2">
        <Field
          field={fields.creditLimit}
          label="Credit limit requested"
          inputMode="numeric"
          placeholder="25000"
          hint="What your organisation may owe at once: unpaid invoices and orders on account together."
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField field={fields.note} label="Note for LabMarket" optional />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButtonClass} data-testid="apply-terms">
          Apply for terms
        </button>
      </div>
    </Form>
  );
}
