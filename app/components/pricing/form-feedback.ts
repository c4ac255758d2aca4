// What a refused pricing form gets back (ADR 067): the messages by field and what was typed, for the one form of the
// page that was posted (a page has several).
export type Errors = Partial<Record<string, string>>;
export type Typed = Partial<Record<string, string>>;

export const submitClass =
  "inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70";

export interface Refusal<F extends string> {
  form: F;
  errors: Errors;
  typed: Typed;
}

/** The errors and typed values of `form` when it is the one the action refused; empty otherwise. */
export function feedbackFor<F extends string>(
  refusal: Refusal<F> | undefined,
  form: F,
): { errors: Errors; typed?: Typed } {
  return refusal?.form === form ? { errors: refusal.errors, typed: refusal.typed } : { errors: {} };
}
