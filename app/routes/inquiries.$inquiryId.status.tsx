import type { ActionFunctionArgs } from "react-router";
import { redirect } from "react-router";
import { requireRole } from "~/modules/auth/session.server";
import { setInquiryStatus } from "~/modules/inquiries/inbox.server";
import { redirectWithToast, safeRedirectPath } from "~/utils/cookies.server";
import { readFormData } from "~/modules/forms/request-body.server";

const INBOX = "/brand/inbox?tab=inquiries";

// Only a form post changes an inquiry; a stray GET goes to the inbox.
export function loader() {
  return redirect(INBOX);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, ["brand", "admin"]);
  const form = await readFormData(request);
  const back = safeRedirectPath(form.get("redirectTo"), INBOX);
  const status = form.get("status");
  const outcome = await setInquiryStatus(user, params.inquiryId ?? "", typeof status === "string" ? status : "");
  if (!outcome.ok) {
    const description =
      outcome.reason === "invalid" ? "Unknown inquiry status." : "That inquiry was not found in your inbox.";
    return redirectWithToast(back, { title: "Inquiry not updated", description, variant: "destructive" });
  }
  return redirectWithToast(
    back,
    outcome.status === "handled" ? { title: "Inquiry marked as handled" } : { title: "Inquiry reopened" },
  );
}
