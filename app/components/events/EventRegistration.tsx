// Request to Join on an event page (spec §4 Registration form): a plain form post, or the notice that it is full.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useLocation, useNavigation } from "react-router";
import { REGISTRATION_CLOSED } from "~/modules/events/registration";

type RegistrationResult = SubmissionResult<string[]> | undefined;

export function RegistrationClosed() {
  return (
    <section
      aria-labelledby="closed-heading"
      data-testid="registration-closed"
      className="rounded-xl border border-slate-300 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="closed-heading" className="text-lg font-semibold">
        {REGISTRATION_CLOSED.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{REGISTRATION_CLOSED.description}</p>
    </section>
  );
}

export function RegistrationForm({
  spotsLeft,
  lastResult,
}: {
  spotsLeft: number | null;
  /** The registration's last rejected submission (the page's action data). */
  lastResult: RegistrationResult;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  // A fresh form after each completed submission: a success redirect clears it (spec §4 Registration form).
  return (
    <>
      {spotsLeft !== null ? (
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300" data-testid="spots-left">
          {spotsLeft.toLocaleString("en-US")} {spotsLeft === 1 ? "place" : "places"} left
        </p>
      ) : null}
      <RegistrationFields key={location.key} lastResult={lastResult} submitting={submitting} />
    </>
  );
}

function RegistrationFields({ lastResult, submitting }: { lastResult: RegistrationResult; submitting: boolean }) {
  const [form, fields] = useForm({
    id: "event-registration",
    lastResult,
    defaultNoValidate: false,
    constraint: { fullName: { required: true }, email: { required: true } },
  });
  const inputClass =
    "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";
  const labelClass = "block text-sm font-medium text-slate-700 dark:text-slate-300";
  const errorClass = "mt-1 text-sm text-red-700 dark:text-red-400";
  return (
    <section aria-labelledby="join-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="join-heading" className="text-lg font-semibold">
        Request to Join
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4" data-testid="registration-form">
        <div>
          <label htmlFor={fields.fullName.id} className={labelClass}>
            Full Name
          </label>
          <input {...getInputProps(fields.fullName, { type: "text" })} autoComplete="name" className={inputClass} />
          <p id={fields.fullName.errorId} className={errorClass}>
            {fields.fullName.errors?.[0]}
          </p>
        </div>
        <div>
          <label htmlFor={fields.email.id} className={labelClass}>
            Email
          </label>
          <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className={inputClass} />
          <p id={fields.email.errorId} className={errorClass}>
            {fields.email.errors?.[0]}
          </p>
        </div>
        <div>
          <label htmlFor={fields.company.id} className={labelClass}>
            Company <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
          </label>
          <input
            {...getInputProps(fields.company, { type: "text" })}
            autoComplete="organization"
            className={inputClass}
          />
          <p id={fields.company.errorId} className={errorClass}>
            {fields.company.errors?.[0]}
          </p>
        </div>
        <div>
          <label htmlFor={fields.role.id} className={labelClass}>
            Role <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
          </label>
          <input
            {...getInputProps(fields.role, { type: "text" })}
            autoComplete="organization-title"
            className={inputClass}
          />
          <p id={fields.role.errorId} className={errorClass}>
            {fields.role.errors?.[0]}
          </p>
        </div>
        <button
          type="submit"
          disabled={submitting}
          className="w-full rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {submitting ? "Submitting..." : "Request to Join"}
        </button>
      </Form>
    </section>
  );
}
