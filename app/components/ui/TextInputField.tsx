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
  const describedBy = [error ? `${props.name}-error` : null, props.hint ? `${props.name}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={props.name} className="block text-sm font-medium">
        {props.label}
      </label>
      <input
        id={props.name}
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
        <p id={`${props.name}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={props.name} message={error} />
    </div>
  );
}
