// Shared answers of the admin sections' form posts.
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { redirectWithToast, type Toast } from "~/utils/cookies.server";
import type { AdminSection } from "./admin-users";
import type { SectionFormError } from "./section-forms";

/** Field messages for one form of a section (status 400): the section renders them next to the fields. */
export function sectionFormError(section: AdminSection, form: string, result: SubmissionResult<string[]>) {
  return data<SectionFormError>({ section, form, result }, { status: 400 });
}

/** Back to the section (with its own query, e.g. the selected event) with a toast. */
export function backToSection(section: AdminSection, toast: Toast, query: Record<string, string | null> = {}) {
  const params = new URLSearchParams({ section });
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== "") params.set(key, value);
  return redirectWithToast(`/admin?${params}`, toast);
}

export const failed = (title: string, description: string): Toast => ({ title, description, variant: "destructive" });
