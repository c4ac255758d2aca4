// The brand's invitation form: a plain POST form (works without JavaScript); messages sit next to their fields and
// what was typed comes back after an error.
import { Form, useNavigation } from "react-router";
import type { ReactNode } from "react";
import { inputClass, primaryButtonClass } from "~/components/auth/fields";
import { MAX_CAMPAIGN_PRODUCTS, type FieldErrors, type InviteValues } from "~/modules/campaigns/campaigns";

function Message({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400" data-testid="field-error">
      {message}
    </p>
  ) : null;
}

function Row({
  name,
  label,
  errors,
  hint,
  children,
}: {
  name: string;
  label: string;
  errors: FieldErrors;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <Message id={`${name}-error`} message={errors[name]} />
    </div>
  );
}

const described = (name: string, errors: FieldErrors, hint = false) => ({
  "aria-invalid": errors[name] ? true : undefined,
  "aria-describedby":
    [hint ? `${name}-hint` : null, errors[name] ? `${name}-error` : null].filter(Boolean).join(" ") || undefined,
});

export function InviteForm({
  options,
  values,
  errors,
  today,
}: {
  options: {
    experts: { id: number; name: string; specialty: string }[];
    products: { id: string; title: string }[];
    currencies: string[];
  };
  values: InviteValues | null;
  errors: FieldErrors;
  today: string;
}) {
  const pending = useNavigation().state === "submitting";
  const v = values;
  return (
    <Form method="post" className="mt-8 space-y-5" noValidate>
      {errors.form ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {errors.form}
        </p>
      ) : null}
      <Row name="expertId" label="Expert" errors={errors}>
        <select
          id="expertId"
          name="expertId"
          defaultValue={v?.expertId ?? ""}
          className={inputClass}
          {...described("expertId", errors)}
        >
          <option value="">Choose an expert</option>
          {options.experts.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name} — {e.specialty}
            </option>
          ))}
        </select>
      </Row>
      <Row name="title" label="Campaign title" errors={errors}>
        <input
          id="title"
          name="title"
          defaultValue={v?.title}
          maxLength={120}
          required
          className={inputClass}
          {...described("title", errors)}
        />
      </Row>
      <Row
        name="productIds"
        label="Products to feature"
        errors={errors}
        hint={`Your listed products; choose up to ${MAX_CAMPAIGN_PRODUCTS} (Ctrl/⌘-click for several).`}
      >
        <select
          id="productIds"
          name="productIds"
          multiple
          size={Math.min(8, Math.max(3, options.products.length))}
          defaultValue={v?.productIds ?? []}
          className={inputClass}
          {...described("productIds", errors, true)}
        >
          {options.products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      </Row>
      <Row
        name="brief"
        label="Brief"
        errors={errors}
        hint="What to show, for whom, and any must-haves (20–4000 characters)."
      >
        <textarea
          id="brief"
          name="brief"
          rows={6}
          maxLength={4000}
          defaultValue={v?.brief}
          className={inputClass}
          {...described("brief", errors, true)}
        />
      </Row>
      <div className="grid gap-5 sm:grid-cols-2">
        <Row name="startsOn" label="Start date" errors={errors}>
          <input
            id="startsOn"
            name="startsOn"
            type="date"
            min={today}
            defaultValue={v?.startsOn}
            required
            className={inputClass}
            {...described("startsOn", errors)}
          />
        </Row>
        <Row name="endsOn" label="End date" errors={errors}>
          <input
            id="endsOn"
            name="endsOn"
            type="date"
            min={today}
            defaultValue={v?.endsOn}
            required
            className={inputClass}
            {...described("endsOn", errors)}
          />
        </Row>
      </div>
      <fieldset>
        <legend className="block text-sm font-medium text-slate-800 dark:text-slate-200">Compensation</legend>
        <div className="mt-2 flex flex-wrap gap-5" {...described("compensation", errors)}>
          <label className="flex items-center gap-2">
            <input type="radio" name="compensation" value="fee" defaultChecked={(v?.compensation ?? "fee") === "fee"} />{" "}
            A fee
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="compensation"
              value="free_sample"
              defaultChecked={v?.compensation === "free_sample"}
            />{" "}
            A free product sample
          </label>
        </div>
        <Message id="compensation-error" message={errors.compensation} />
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <Row name="fee" label="Fee (for a fee)" errors={errors} hint="Such as 500.00">
            <input
              id="fee"
              name="fee"
              inputMode="decimal"
              defaultValue={v?.fee}
              className={inputClass}
              {...described("fee", errors, true)}
            />
          </Row>
          <Row name="currency" label="Currency" errors={errors}>
            <select
              id="currency"
              name="currency"
              defaultValue={v?.currency || "usd"}
              className={inputClass}
              {...described("currency", errors)}
            >
              {options.currencies.map((code) => (
                <option key={code} value={code}>
                  {code.toUpperCase()}
                </option>
              ))}
            </select>
          </Row>
        </div>
      </fieldset>
      <button type="submit" className={`${primaryButtonClass} sm:w-auto`} disabled={pending}>
        Send invitation
      </button>
    </Form>
  );
}
