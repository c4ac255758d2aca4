// Admin › Terms & Invoices (ADR 060): applications to decide and overdue invoices; the section's form posts.
import { parseWithZod } from "@conform-to/zod/v4";
import type { SessionUser } from "~/modules/auth/session.server";
import { backToSection, failed, sectionFormError } from "~/modules/admin/section-forms.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { listOverdueInvoices } from "~/modules/invoices/invoices.server";
import { termsDecisionSchema } from "./terms";
import { decideTermsApplication, listTermsApplications } from "./terms.server";

export async function getTermsSection() {
  const [applications, overdue] = await Promise.all([listTermsApplications(), listOverdueInvoices()]);
  return { ...applications, overdue };
}

export async function termsSectionAction(request: Request, admin: SessionUser) {
  const form = await readFormData(request);
  const key = `terms-${String(form.get("applicationId") ?? "")}`;
  const submission = parseWithZod(form, { schema: termsDecisionSchema });
  if (submission.status !== "success") return sectionFormError("terms", key, submission.reply());
  const outcome = await decideTermsApplication(admin.id, submission.value);
  if (!outcome.ok) {
    if (outcome.field)
      return sectionFormError("terms", key, submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }));
    return backToSection("terms", failed("Nothing changed", outcome.message));
  }
  return backToSection("terms", {
    title: submission.value.intent === "approve-terms" ? "Terms approved" : "Terms declined",
    description: outcome.message,
  });
}
