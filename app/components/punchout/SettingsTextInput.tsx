// A field of the punchout settings form: label, input, hint and the message next to it (a plain form post).
import { inputClass } from "~/components/auth/fields";
import type { PunchoutSettingsField } from "~/modules/punchout/connections.server";

type Errors = Partial<Record<string, string>>;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  ) : null;
}

export function SettingsTextInput(props: {
  name: PunchoutSettingsField;
  label: string;
  hint?: string;
  defaultValue?: string;
  type?: "text" | "password" | "number";
  errors: Errors;
  placeholder?: string;
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
