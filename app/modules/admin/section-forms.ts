// What a section's form post answers when its input is refused (read by the section components).
import type { SubmissionResult } from "@conform-to/react";

export type SectionFormError = { section: string; form: string; result: SubmissionResult<string[]> };

/** The submission result for `form` of `section` in the admin page's action data, if that form was refused. */
export function lastResultFor(
  actionData: unknown,
  section: string,
  form: string,
): SubmissionResult<string[]> | undefined {
  const value = actionData as Partial<SectionFormError> | undefined;
  return value && value.section === section && value.form === form ? value.result : undefined;
}
