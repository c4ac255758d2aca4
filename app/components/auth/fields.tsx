// Form building blocks for the account pages: labelled inputs with their messages next to them.
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { inputClass } from "~/components/ui/form-classes";
import { HONEYPOT_FIELD } from "~/modules/security/honeypot";

// The class names live in a module of their own, so a page that only styles a field with them (the product page's
// "Add to list") does not load Conform's helpers with this file (ADR 072).
export { inputClass, primaryButtonClass, secondaryButtonClass } from "~/components/ui/form-classes";

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400" data-testid="field-error">
      {errors[0]}
    </p>
  );
}

type InputType = "text" | "email" | "password" | "url" | "tel" | "datetime-local" | "search";

export function Field({
  field,
  label,
  type = "text",
  hint,
  optional,
  disabled,
  autoComplete,
  placeholder,
  inputMode,
  extra,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's field: only name, id and errors are read
  field: FieldMetadata<any, any, any>;
  label: string;
  type?: InputType;
  hint?: string;
  optional?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: "numeric" | "text" | "email" | "tel" | "url";
  extra?: ReactNode;
}) {
  const props = getInputProps(field, { type, ariaDescribedBy: hint ? `${field.id}-hint` : undefined });
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {optional ? <span className="font-normal text-slate-600 dark:text-slate-400"> (optional)</span> : null}
      </label>
      <input
        {...props}
        key={props.key}
        disabled={disabled}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        className={inputClass}
      />
      {hint ? (
        <p id={`${field.id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {extra}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function TextAreaField({
  field,
  label,
  optional,
  disabled,
  rows = 4,
  hint,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  field: FieldMetadata<any, any, any>;
  label: string;
  optional?: boolean;
  disabled?: boolean;
  rows?: number;
  hint?: string;
}) {
  const props = getTextareaProps(field, { ariaDescribedBy: hint ? `${field.id}-hint` : undefined });
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {optional ? <span className="font-normal text-slate-600 dark:text-slate-400"> (optional)</span> : null}
      </label>
      <textarea {...props} key={props.key} rows={rows} disabled={disabled} className={inputClass} />
      {hint ? (
        <p id={`${field.id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Hidden from people (and screen readers); bots that fill every field trip it. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** A message for the whole form (spec §8 titles), announced to screen readers. */
export function FormAlert({
  title,
  message,
  variant = "destructive",
  id,
}: {
  title?: string;
  message?: string | string[] | null;
  variant?: "destructive" | "info" | "success";
  id?: string;
}) {
  const text = Array.isArray(message) ? message[0] : message;
  if (!text && !title) return null;
  const styles = {
    destructive: "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
    info: "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100",
    success: "border-brand-500 bg-brand-50 text-brand-900 dark:border-brand-700 dark:bg-slate-900 dark:text-brand-100",
  }[variant];
  return (
    <div
      id={id}
      role={variant === "destructive" ? "alert" : "status"}
      data-testid="form-alert"
      className={`rounded-lg border p-3 text-sm ${styles}`}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {text ? <p className={title ? "mt-1" : ""}>{text}</p> : null}
    </div>
  );
}

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <div className="mt-2 text-slate-600 dark:text-slate-400">{subtitle}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
