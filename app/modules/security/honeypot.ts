// A hidden field that people never fill and simple bots do. A filled one means: reject quietly (400).
export const HONEYPOT_FIELD = "contact_fax";

export function honeypotTripped(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value.length > 0 : value !== null;
}
