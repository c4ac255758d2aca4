// POSTs of the admin's product review (Manage Products & Panels): approve, reject or unpublish with a reason.
// Back to the section with a toast; a missing reason comes back next to its field (?reasonMissing=<id>).
import type { ActionFunctionArgs } from "react-router";
import { redirect } from "react-router";
import { requireRole } from "~/modules/auth/session.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { readReason } from "~/modules/product-editor/editor-form";
import { decideProduct } from "~/modules/product-editor/review.server";
import { redirectWithToast, safeRedirectPath } from "~/utils/cookies.server";
import { appOrigin } from "~/utils/env.server";

export async function loader() {
  return redirect("/admin?section=products");
}

function backTo(value: FormDataEntryValue | null) {
  const path = safeRedirectPath(value, "/admin?section=products");
  return path.startsWith("/admin?") ? path : "/admin?section=products";
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireRole(request, ["admin"]);
  const form = await readFormData(request);
  const back = backTo(form.get("redirectTo"));
  const intent = form.get("intent");
  const productId = String(form.get("productId") ?? "").slice(0, 120);
  if ((intent !== "approve" && intent !== "reject" && intent !== "unpublish") || !productId)
    return redirectWithToast(back, { title: "Unknown product action", variant: "destructive" });
  let reason: string | null = null;
  if (intent !== "approve") {
    const read = readReason(form.get("reason"));
    if (!read.ok) {
      const url = new URL(back, "http://x");
      url.searchParams.set("reasonMissing", productId);
      return redirectWithToast(`${url.pathname}?${url.searchParams}`, {
        title: intent === "reject" ? "Not rejected" : "Not unpublished",
        description: read.message,
        variant: "destructive",
      });
    }
    reason = read.reason;
  }
  const result = await decideProduct(admin.id, productId, intent, reason, appOrigin());
  if (!result.ok)
    return redirectWithToast(back, { title: "Not changed", description: result.message, variant: "destructive" });
  const titles = {
    approve: "Product approved and listed",
    reject: "Product rejected",
    unpublish: "Product unpublished",
  };
  return redirectWithToast(back, { title: titles[intent], description: "The brand has been e-mailed." });
}
