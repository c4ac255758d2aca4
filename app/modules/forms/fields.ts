// Field schemas every form shares (zod, so Conform validates the same way in the browser and on the server).
import { z } from "~/utils/zod";

/** C0 control characters other than tab, line feed and carriage return, and DEL: never typed by a person, and
 * PostgreSQL refuses NUL in text (the insert would fail with a 500). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTERS_MESSAGE = "Remove the control characters from this field.";

/** The base of every text field in the app's forms: a string without control characters (a field message if it has some). */
export function textField(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !CONTROL_CHARACTERS.test(value), CONTROL_CHARACTERS_MESSAGE);
}

/** RFC 5321's limit on an address's length. */
export const EMAIL_MAX = 254;

/** Trimmed, required text of at most `max` characters, with the wording the engagement forms use. */
export function requiredText(label: string, max: number, messages: { required?: string; tooLong?: string } = {}) {
  const required = messages.required ?? `${label} is required.`;
  return textField({ error: required })
    .trim()
    .min(1, required)
    .max(max, messages.tooLong ?? `Please keep this under ${max} characters.`);
}

/** A required e-mail address, trimmed and lower-cased (the form of it we store and compare). */
export function emailAddress(messages: { required?: string; invalid?: string; tooLong?: string } = {}) {
  const required = messages.required ?? "Email is required.";
  const invalid = messages.invalid ?? "Please enter a valid email address.";
  return textField({ error: required })
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(EMAIL_MAX, messages.tooLong ?? invalid)
    .pipe(z.email(invalid));
}

/** A schema's issues as one message per field (the first), for the message next to each field; "form" for the rest. */
export function firstIssuePerField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}
