// Small plain form fields for the product editor: label, input, hint and the field's message beside it.
import type { ReactNode } from "react";
import { inputClass } from "~/components/auth/fields";

const errorId = (name: string) => `${name.replace(/[^A-Za-z0-9_-]/g, "-")}-error`;

export function FieldMessage({ name, message }: { name: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(name)} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400" data-testid="field-error">
      {message}
    </p>
  );
}

export function TextInput({
  name,
  label,
  defaultValue,
  error,
  hint,
  required,
  inputMode,
  maxLength,
  placeholder,
  className,
}: {
  name: string;
  label: ReactNode;
  defaultValue: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  inputMode?: "decimal" | "numeric" | "text";
  maxLength?: number;
  placeholder?: string;
  className?: string;
}) {
  const hintId = hint ? `${errorId(name)}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={name}
        name={name}
        type="text"
        defaultValue={defaultValue}
        required={required}
        inputMode={inputMode}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId(name) : null, hintId].filter(Boolean).join(" ") || undefined}
        className={inputClass}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldMessage name={name} message={error} />
    </div>
  );
}

export function SelectInput({
  name,
  label,
  defaultValue,
  options,
  error,
  required,
  placeholder,
}: {
  name: string;
  label: string;
  defaultValue: string;
  options: { value: string; label: string }[];
  error?: string;
  required?: boolean;
  placeholder?: string;
}) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={name}
        name={name}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(name) : undefined}
        className={inputClass}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessage name={name} message={error} />
    </div>
  );
}
