// Field schemas every form shares (zod, so Conform validates the same way in the browser and on the server).
import { z } from "zod";

/** RFC 5321's limit on an address's length. */
export const EMAIL_MAX = 254;

/** Trimmed, required text of at most `max` characters, with the wording the engagement forms use. */
export function requiredText(label: string, max: number, messages: { required?: string; tooLong?: string } = {}) {
  const required = messages.required ?? `${label} is required.`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, messages.tooLong ?? `Please keep this under ${max} characters.`);
}

/** A required e-mail address, trimmed and lower-cased (the form of it we store and compare). */
export function emailAddress(messages: { required?: string; invalid?: string; tooLong?: string } = {}) {
  const required = messages.required ?? "Email is required.";
  const invalid = messages.invalid ?? "Please enter a valid email address.";
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(EMAIL_MAX, messages.tooLong ?? invalid)
    .pipe(z.email(invalid));
}
