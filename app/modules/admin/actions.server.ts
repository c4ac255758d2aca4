// The admin page's POST: guard → intent schema → one admin call → back to the same view with a toast.
import { requireRole } from "~/modules/auth/session.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { appOrigin } from "~/utils/env.server";
import { formResponse } from "~/modules/security/responses.server";
import { adminActionSchema } from "./admin-users";
import { decideUser, deleteUser, resendVerificationFor } from "./admin.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { sectionActionFor } from "./section-actions.server";
import { requestUrl } from "~/utils/request-url";
import { logger } from "~/utils/log.server";

function backTo(request: Request) {
  const url = requestUrl(request);
  url.searchParams.delete("confirmDelete");
  url.searchParams.delete("index");
  if (!url.searchParams.get("section")) url.searchParams.set("section", "users");
  return `${url.pathname}?${url.searchParams}`;
}

export async function adminAction(request: Request) {
  const admin = await requireRole(request, ["admin"]);
  const sectionAction = sectionActionFor(request);
  if (sectionAction) return sectionAction(request, admin);
  const form = await readFormData(request);
  const parsed = adminActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return formResponse({ formError: "Unknown or incomplete admin action." }, 400);
  const { intent, userId } = parsed.data;
  const origin = appOrigin();
  const back = backTo(request);
  switch (intent) {
    case "approve":
    case "reject": {
      const failTitle = intent === "approve" ? "Failed to approve user" : "Failed to reject user";
      try {
        const result = await decideUser(admin.id, userId, intent === "approve" ? "approved" : "rejected", origin);
        if (!result.ok)
          return redirectWithToast(back, { title: failTitle, description: result.message, variant: "destructive" });
      } catch (error) {
        logger().error({ err: error }, `[admin] ${intent} failed`);
        return redirectWithToast(back, { title: failTitle, description: "Please try again.", variant: "destructive" });
      }
      return redirectWithToast(back, {
        title: intent === "approve" ? "User approved successfully" : "User rejected successfully",
      });
    }
    case "resend": {
      const result = await resendVerificationFor(admin.id, userId);
      if (!result.ok)
        return redirectWithToast(back, { title: "Resend Failed", description: result.message, variant: "destructive" });
      return redirectWithToast(back, {
        title: "✉️ Code Resent",
        description: "A new verification code has been sent to the user's email.",
      });
    }
    case "delete": {
      const result = await deleteUser(admin.id, userId);
      const url = new URL(back, "http://x");
      url.searchParams.delete("user");
      const list = `${url.pathname}?${url.searchParams}`;
      if (!result.ok)
        return redirectWithToast(list, {
          title: "Failed to delete user",
          description: result.message,
          variant: "destructive",
        });
      return redirectWithToast(list, { title: "User deleted", description: "The user and their data were removed." });
    }
  }
}
