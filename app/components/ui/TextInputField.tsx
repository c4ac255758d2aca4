// A field of a plain form post without Conform (punchout settings, brand pricing): label, input, hint and the
// message next to it.
import { inputClass } from "~/components/auth/fields";

type Errors = Partial<Record<string, string>>;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  ) : null;
}

export function TextInputField(props: {
  name: string;
  /** The input's id when the page has several fields of this name; the name otherwise. */
  id?: string;
  label: string;
  hint?: string;
  defaultValue?: string;
  type?: "text" | "password" | "number" | "date";
  errors: Errors;
  placeholder?: string;
  required?: boolean;
  list?: string;
  inputMode?: "numeric" | "decimal" | "text";
}) {
  const error = props.errors[props.name];
  const id = props.id ?? props.name;
  const describedBy = [error ? `${id}-error` : null, props.hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        defaultValue={props.defaultValue}
        placeholder={props.placeholder}
        required={props.required}
        list={props.list}
        inputMode={props.inputMode}
        autoComplete={props.type === "password" ? "new-password" : "off"}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}
