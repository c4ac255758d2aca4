// Contact form submissions (Request Quote, Ask Question, Download Specs).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { contactSchema } from "./contact-schema";
import { parseContactTab, type ContactTab } from "./inquiries";

export type InquiryOutcome =
  | { status: "accepted"; tab: ContactTab }
  | { status: "invalid"; tab: ContactTab; result: SubmissionResult<string[]> };

/** Validates a contact form against its tab's schema. */
export function submitInquiry(formData: FormData): InquiryOutcome {
  const tab = parseContactTab(formData.get("tab"));
  const submission = parseWithZod(formData, { schema: contactSchema(tab) });
  if (submission.status !== "success") return { status: "invalid", tab, result: submission.reply() };
  return { status: "accepted", tab };
}
