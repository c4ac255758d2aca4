// The data of the admin sections built after Manage Users, loaded only for the section on screen.
import type { AdminSection } from "./admin-users";
import { getCommunitySection } from "./community.server";
import { getSettingsSection } from "./settings.server";

export async function loadAdminSections(section: AdminSection, url: URL, _timeZone: string | null) {
  return {
    settings: section === "settings" ? await getSettingsSection() : null,
    community: section === "community" ? await getCommunitySection(url) : null,
  };
}
