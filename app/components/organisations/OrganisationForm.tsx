// The organisation's details form (create and edit): plain inputs, each with its message next to it.
import { Form } from "react-router";
import { inputClass, primaryButtonClass } from "~/components/auth/fields";
import type { OrganisationField } from "~/modules/organisations/organisation";

type Values = Partial<Record<OrganisationField, string | null>>;
export type OrganisationFormErrors = Partial<Record<OrganisationField | "form", string>>;

export function TextInput({
  name,
  label,
  value,
  error,
  optional,
  type = "text",
  autoComplete,
}: {
  name: string;
  label: string;
  value?: string | null;
  error?: string;
  optional?: boolean;
  type?: "text" | "email";
  autoComplete?: string;
}) {
  const id = `org-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {optional ? <span className="font-normal text-slate-600 dark:text-slate-400"> (optional)</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value ?? ""}
        autoComplete={autoComplete}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p
          id={`${id}-error`}
          className="mt-1 text-sm font-medium text-red-700 dark:text-red-400"
          data-testid="field-error"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

function AddressFields({
  prefix,
  values,
  errors,
  required,
}: {
  prefix: "billing" | "shipping";
  values: Values;
  errors: OrganisationFormErrors;
  required: boolean;
}) {
  const f = (suffix: string) => `${prefix}${suffix}` as OrganisationField;
  const field = (suffix: string, label: string, optional = !required, autoComplete?: string) => (
    <TextInput
      name={f(suffix)}
      label={label}
      value={values[f(suffix)]}
      error={errors[f(suffix)]}
      optional={optional}
      autoComplete={autoComplete ? `${prefix} ${autoComplete}` : undefined}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field("Name", "Attention of", true, "name")}
      <div className="sm:col-span-2">{field("Line1", "Address line 1", !required, "address-line1")}</div>
      <div className="sm:col-span-2">{field("Line2", "Address line 2", true, "address-line2")}</div>
      {field("City", "City", !required, "address-level2")}
      {field("Region", "State / region", true, "address-level1")}
      {field("Postcode", "Postcode", !required, "postal-code")}
      {field("Country", "Country", !required, "country-name")}
    </div>
  );
}

export function OrganisationForm({
  intent,
  values,
  errors,
  submitLabel,
}: {
  intent: "create" | "update";
  values: Values;
  errors: OrganisationFormErrors;
  submitLabel: string;
}) {
  return (
    <Form method="post" className="space-y-6" noValidate data-testid={`organisation-${intent}-form`}>
      <input type="hidden" name="intent" value={intent} />
      {errors.form ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {errors.form}
        </p>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Organisation</legend>
        <div className="sm:col-span-2">
          <TextInput
            name="name"
            label="Organisation name"
            value={values.name}
            error={errors.name}
            autoComplete="organization"
          />
        </div>
        <TextInput
          name="legalEntity"
          label="Legal entity"
          value={values.legalEntity}
          error={errors.legalEntity}
          optional
        />
        <TextInput name="taxId" label="Tax / VAT id" value={values.taxId} error={errors.taxId} optional />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold">Billing</legend>
        <TextInput
          name="billingEmail"
          label="Billing contact e-mail (invoices go here)"
          type="email"
          value={values.billingEmail}
          error={errors.billingEmail}
          autoComplete="email"
        />
        <AddressFields prefix="billing" values={values} errors={errors} required />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold">Shipping address</legend>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Optional: where deliveries go when it is not the billing address.
        </p>
        <AddressFields prefix="shipping" values={values} errors={errors} required={false} />
      </fieldset>
      <button type="submit" className={`${primaryButtonClass} sm:w-auto`}>
        {submitLabel}
      </button>
    </Form>
  );
}
