import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useFetcher, useNavigation } from "react-router";
import { Field, FieldErrors, FormAlert, HoneypotField, inputClass, TextAreaField } from "~/components/auth/fields";
import { demoRequestSchema, describeSubscribers, type DemoRequestInput } from "~/modules/brands/brands";

/** Subscribe / Unsubscribe with the subscriber count; with JavaScript both change at once. */
export function SubscribeBrandButton({
  brandId,
  name,
  subscribed,
  subscribers,
  signedIn,
}: {
  brandId: string;
  name: string;
  subscribed: boolean;
  subscribers: number;
  signedIn: boolean;
}) {
  const fetcher = useFetcher({ key: `subscribe-brand-${brandId}` });
  const pending = fetcher.formData?.get("intent");
  const shown = pending === "subscribe" ? true : pending === "unsubscribe" ? false : subscribed;
  const count = subscribers + (shown === subscribed ? 0 : shown ? 1 : -1);
  const FormComponent = signedIn ? fetcher.Form : Form;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <FormComponent method="post" preventScrollReset className="inline">
        <input type="hidden" name="intent" value={shown ? "unsubscribe" : "subscribe"} />
        <button
          type="submit"
          aria-label={`${shown ? "Unsubscribe from" : "Subscribe to"} ${name}`}
          data-testid="subscribe-button"
          className={
            shown
              ? "rounded-lg border border-brand-600 bg-brand-50 px-4 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-100 dark:border-brand-500 dark:bg-slate-800 dark:text-brand-100"
              : "rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800"
          }
        >
          {shown ? "Unsubscribe" : "Subscribe"}
        </button>
      </FormComponent>
      <span className="text-sm text-slate-700 dark:text-slate-300" data-testid="subscriber-count">
        {describeSubscribers(count)}
      </span>
    </div>
  );
}

type DemoRequestFields = { fullName: string; email: string; company: string; message: string; preferredDate?: string };
type ActionData = { result?: SubmissionResult<string[]>; formError?: string; formErrorTitle?: string } | undefined;

/** Request a Demo: stored in the brand's inbox and e-mailed to the brand, with a confirmation to the requester. */
export function RequestDemoForm({
  brandName,
  prefill,
}: {
  brandName: string;
  prefill: { fullName: string; email: string; company: string } | null;
}) {
  const actionData = useActionData() as ActionData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "request-demo";
  const [form, fields] = useForm<DemoRequestFields, DemoRequestInput>({
    id: "demo-request-form",
    lastResult: actionData?.result,
    defaultValue: prefill ?? undefined,
    constraint: getZodConstraint(demoRequestSchema()),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: demoRequestSchema() }),
  });
  const dateProps = getInputProps(fields.preferredDate, { type: "date" });
  return (
    <Form
      method="post"
      preventScrollReset
      {...getFormProps(form)}
      className="relative mt-6 grid gap-4 sm:grid-cols-2"
      data-testid="request-demo-form"
    >
      <input type="hidden" name="intent" value="request-demo" />
      <HoneypotField />
      <div className="sm:col-span-2">
        <FormAlert title={actionData?.formErrorTitle} message={actionData?.formError ?? form.errors} />
      </div>
      <Field field={fields.fullName} label="Full name" autoComplete="name" disabled={sending} />
      <Field field={fields.email} label="Email" type="email" autoComplete="email" disabled={sending} />
      <Field field={fields.company} label="Company" autoComplete="organization" disabled={sending} />
      <div>
        <label
          htmlFor={fields.preferredDate.id}
          className="block text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          Preferred date <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
        </label>
        <input {...dateProps} key={dateProps.key} disabled={sending} className={inputClass} />
        <FieldErrors id={fields.preferredDate.errorId} errors={fields.preferredDate.errors} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          field={fields.message}
          label="Message"
          rows={4}
          disabled={sending}
          hint={`Which products would you like ${brandName} to show you?`}
        />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {sending ? "Sending…" : "Request a Demo"}
        </button>
      </div>
    </Form>
  );
}
