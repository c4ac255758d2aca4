// One price list's entries and the forms that change it (ADR 067): add an entry for a SKU (fixed price or discount)
// or a category (discount), remove one, change the validity, delete the list.
import { Form } from "react-router";
import { secondaryButtonClass } from "~/components/auth/fields";
import { EmptyState } from "~/components/dashboard/DashboardShell";
import { TextInputField } from "~/components/ui/TextInputField";
import { submitClass, type Errors, type Typed } from "./form-feedback";

const selectClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800";

function FieldMessage({ name, errors }: { name: string; errors: Errors }) {
  return errors[name] ? (
    <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      {errors[name]}
    </p>
  ) : null;
}

function Choice({
  name,
  legend,
  options,
  checked,
  errors,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  checked: string;
  errors: Errors;
}) {
  return (
    <fieldset aria-describedby={errors[name] ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} value={option.value} defaultChecked={checked === option.value} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessage name={name} errors={errors} />
    </fieldset>
  );
}

export function EntryForm({
  categories,
  errors,
  typed,
  pending,
}: {
  categories: { id: string; name: string }[];
  errors: Errors;
  typed?: Typed;
  pending: boolean;
}) {
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" data-testid="entry-form">
      <input type="hidden" name="intent" value="add-entry" />
      <Choice
        name="target"
        legend="Applies to"
        options={[
          { value: "sku", label: "One SKU" },
          { value: "category", label: "A whole category" },
        ]}
        checked={typed?.target ?? "sku"}
        errors={errors}
      />
      <Choice
        name="kind"
        legend="Price"
        options={[
          { value: "discount", label: "Discount off the list price (%)" },
          { value: "fixed", label: "Fixed unit price (SKU only)" },
        ]}
        checked={typed?.kind ?? "discount"}
        errors={errors}
      />
      <TextInputField name="sku" label="SKU (for one SKU)" errors={errors} defaultValue={typed?.sku} />
      <div>
        <label htmlFor="categoryId" className="block text-sm font-medium">
          Category (for a whole category)
        </label>
        <select
          id="categoryId"
          name="categoryId"
          defaultValue={typed?.categoryId ?? ""}
          className={selectClass}
          aria-invalid={errors.categoryId ? true : undefined}
          aria-describedby={errors.categoryId ? "categoryId-error" : undefined}
        >
          <option value="">—</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        <FieldMessage name="categoryId" errors={errors} />
      </div>
      <TextInputField
        name="amount"
        label="Discount (%) or unit price"
        placeholder="12.5 or 1250.00"
        inputMode="decimal"
        errors={errors}
        defaultValue={typed?.amount}
      />
      <div className="flex items-end">
        <button type="submit" className={submitClass} disabled={pending}>
          Add to price list
        </button>
      </div>
      {errors.form ? (
        <p className="text-sm font-medium text-red-700 sm:col-span-2 dark:text-red-400">{errors.form}</p>
      ) : null}
    </Form>
  );
}

export function EntryList({ entries }: { entries: { id: string; target: string; price: string }[] }) {
  if (entries.length === 0)
    return <EmptyState>No entries yet: add a SKU's price or a category's discount below.</EmptyState>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="entry-list">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="entry-row">
          <div className="min-w-0">
            <p className="font-medium">{entry.target}</p>
            <p className="text-sm text-slate-700 dark:text-slate-300">{entry.price}</p>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="remove-entry" />
            <input type="hidden" name="entryId" value={entry.id} />
            <button type="submit" className={secondaryButtonClass} aria-label={`Remove ${entry.target}`}>
              Remove
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export function ValidityForm({
  validFrom,
  validUntil,
  errors,
  typed,
  pending,
}: {
  validFrom: string;
  validUntil: string;
  errors: Errors;
  typed?: Typed;
  pending: boolean;
}) {
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-3 sm:items-end" data-testid="validity-form">
      <input type="hidden" name="intent" value="update-dates" />
      <TextInputField
        name="validFrom"
        label="Valid from"
        type="date"
        errors={errors}
        defaultValue={typed?.validFrom ?? validFrom}
      />
      <TextInputField
        name="validUntil"
        label="Valid until (exclusive)"
        type="date"
        errors={errors}
        defaultValue={typed?.validUntil ?? validUntil}
      />
      <button type="submit" className={secondaryButtonClass} disabled={pending}>
        Save dates
      </button>
    </Form>
  );
}
