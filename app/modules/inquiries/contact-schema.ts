// Server-side validation of the contact forms: every field of the tab is required.
import { z } from "~/utils/zod";
import { emailAddress, EMAIL_MAX, requiredText } from "~/modules/forms/fields";
import { contactTab, type ContactTab } from "./inquiries";

const MAX_LENGTH: Record<string, number> = { message: 5000 };

/** The tab's schema: every field required (trimmed), the e-mail a valid address. */
export function contactSchema(tab: ContactTab) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const field of contactTab(tab).fields) {
    shape[field.name] =
      field.type === "email"
        ? emailAddress({ required: field.requiredMessage, tooLong: `Please keep this under ${EMAIL_MAX} characters.` })
        : requiredText(field.label, MAX_LENGTH[field.name] ?? 200, { required: field.requiredMessage });
  }
  return z.object({ tab: z.literal(tab), ...shape });
}
