// The data of the admin sections built after Manage Users, loaded only for the section on screen.
import type { AdminSection } from "./admin-users";
import { getBrandsSection } from "./brands.server";
import { getCommunitySection } from "./community.server";
import { getDemosSection } from "./events.server";
import { getSettingsSection } from "./settings.server";
import { getPanelsAdmin } from "./panels.server";
import { getReportsSection } from "./reports.server";
import { getOrganisationsSection } from "./organisations.server";
import { readPeriod } from "~/modules/analytics/periods";
import { getProductsSection } from "~/modules/product-editor/review.server";
import { getAdminOrdersSection } from "~/modules/orders/admin-orders.server";
import { getTermsSection } from "~/modules/terms/admin-terms.server";
import type { SessionUser } from "~/modules/auth/session.server";

export async function loadAdminSections(section: AdminSection, url: URL, timeZone: string | null, admin: SessionUser) {
  return {
    productReview: section === "products" ? await getProductsSection(url) : null,
    panels: section === "products" ? await getPanelsAdmin(url) : null,
    settings: section === "settings" ? await getSettingsSection() : null,
    community: section === "community" ? await getCommunitySection(url) : null,
    demos: section === "demos" ? await getDemosSection(url, timeZone) : null,
    brands: section === "brands" ? await getBrandsSection(url) : null,
    orders: section === "requests" ? await getAdminOrdersSection(admin, url, timeZone) : null,
    organisations: section === "organisations" ? await getOrganisationsSection(url) : null,
    terms: section === "terms" ? await getTermsSection() : null,
    reports: section === "reports" ? await getReportsSection(readPeriod(url.searchParams.get("days"))) : null,
  };
}
