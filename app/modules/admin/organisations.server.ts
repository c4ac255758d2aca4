// Admin › Organisations (issue 36): every organisation with its member count and status; a marketplace admin
// suspends one with a reason (it then cannot order or submit) or reinstates it. The rules live in the organisations
// module; this is the section's loader and form glue.
import type { SessionUser } from "~/modules/auth/session.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { fieldErrors, suspendSchema } from "~/modules/organisations/organisation";
import { listOrganisationsForAdmin, setOrganisationSuspended } from "~/modules/organisations/organisations.server";
import { readPage } from "./community";
import { backToSection, failed, sectionFormError } from "./section-forms.server";

export function getOrganisationsSection(url: URL) {
  return listOrganisationsForAdmin(url.searchParams.get("q") ?? "", readPage(url.searchParams.get("page")));
}

export async function organisationsAction(request: Request, admin: SessionUser) {
  const form = await readFormData(request);
  const intent = form.get("intent");
  const organisationId = String(form.get("organisationId") ?? "");
  const query = { q: String(form.get("q") ?? "") || null };
  if (intent === "suspend") {
    const parsed = suspendSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      const errors = fieldErrors<"reason" | "organisationId">(parsed.error);
      return sectionFormError("organisations", `suspend-${organisationId}`, {
        status: "error",
        error: { reason: [errors.reason ?? errors.form ?? "Say why."] },
      });
    }
    const done = await setOrganisationSuspended(admin.id, parsed.data.organisationId, { reason: parsed.data.reason });
    if (!done.ok) return backToSection("organisations", failed("Nothing changed", done.message), query);
    return backToSection("organisations", { title: "Organisation suspended", description: done.name }, query);
  }
  if (intent === "reinstate") {
    const done = await setOrganisationSuspended(admin.id, organisationId, null);
    if (!done.ok) return backToSection("organisations", failed("Nothing changed", done.message), query);
    return backToSection("organisations", { title: "Organisation reinstated", description: done.name }, query);
  }
  return backToSection("organisations", failed("Nothing changed", "Unknown action."), query);
}
