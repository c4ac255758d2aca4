// Admin › System Settings: the form's data and its POST.
import { parseWithZod } from "@conform-to/zod/v4";
import type { SessionUser } from "~/modules/auth/session.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { settingsFormSchema, settingsFormValues } from "~/modules/settings/settings";
import { getSettings, saveSettings, settingsUpdatedAt } from "~/modules/settings/settings.server";
import { backToSection, sectionFormError } from "./section-forms.server";

export async function getSettingsSection() {
  const [settings, updatedAt] = await Promise.all([getSettings(), settingsUpdatedAt()]);
  return { values: settingsFormValues(settings), updatedAt };
}

export type SettingsSectionData = Awaited<ReturnType<typeof getSettingsSection>>;

export async function settingsAction(request: Request, admin: SessionUser) {
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: settingsFormSchema });
  if (submission.status !== "success") return sectionFormError("settings", "settings", submission.reply());
  const changed = await saveSettings(admin.id, submission.value);
  return backToSection(
    "settings",
    changed.length
      ? { title: "Settings saved", description: "The new settings apply across the site within a few seconds." }
      : { title: "No changes", description: "The settings were already set to these values." },
  );
}
