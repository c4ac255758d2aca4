// The labelled fields of the admin sections' editors (brand and expert pages, events): Conform fields whose messages
// come back from the server, JavaScript or not, and an image upload that keeps the current picture when left empty.
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useNavigation } from "react-router";
import type { ReactNode } from "react";
import { FieldErrors, inputClass } from "~/components/auth/fields";
import { ACCEPT_IMAGE, formatMegabytes, MAX_IMAGE_BYTES } from "~/modules/files/limits";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of these forms
export type AnyField = FieldMetadata<any, any, any>;

const labelClass = "block text-sm font-medium text-slate-800 dark:text-slate-200";
const hintClass = "mt-1 text-xs text-slate-600 dark:text-slate-400";

export function TextInput({
  field,
  label,
  type = "text",
  hint,
}: {
  field: AnyField;
  label: string;
  type?: "text" | "email" | "url" | "datetime-local";
  hint?: string;
}) {
  const props = getInputProps(field, { type, ariaDescribedBy: hint ? `${field.id}-hint` : undefined });
  return (
    <div>
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      <input {...props} key={props.key} className={inputClass} />
      {hint ? (
        <p id={`${field.id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function TextArea({ field, label, rows = 5 }: { field: AnyField; label: ReactNode; rows?: number }) {
  return (
    <div>
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      <textarea {...getTextareaProps(field)} key={field.key} rows={rows} className={inputClass} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function SelectInput({
  field,
  label,
  options,
}: {
  field: AnyField;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      <select {...getSelectProps(field)} key={field.key} className={inputClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** An optional image upload; `idPrefix` keeps ids unique per section (`brands-logo`, `event-image`). */
export function ImageInput({
  idPrefix,
  name,
  label,
  current,
  errors,
}: {
  idPrefix: string;
  name: string;
  label: string;
  current: string | undefined;
  errors?: string[];
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label} <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
      </label>
      <div className="mt-1 flex items-center gap-3">
        {current ? (
          <img src={current} alt="" width={48} height={48} className="h-12 w-12 rounded object-cover" />
        ) : null}
        <input
          id={id}
          name={name}
          type="file"
          accept={ACCEPT_IMAGE}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${id}-error` : `${id}-hint`}
          className="block w-full text-sm"
        />
      </div>
      <p id={`${id}-hint`} className={hintClass}>
        JPEG, PNG, WebP or GIF up to {formatMegabytes(MAX_IMAGE_BYTES)}.
        {current ? " Leave empty to keep the current one." : ""}
      </p>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** The editor's submit button, disabled while the form posts; `intent` when the form carries none of its own. */
export function SaveButton({ label, intent }: { label: string; intent?: string }) {
  const navigation = useNavigation();
  return (
    <div className="flex justify-end">
      <button
        type="submit"
        name={intent ? "intent" : undefined}
        value={intent}
        disabled={navigation.state === "submitting"}
        className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {label}
      </button>
    </div>
  );
}
