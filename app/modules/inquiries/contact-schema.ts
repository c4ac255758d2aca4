// Server-side validation of the contact forms: every field of the tab is required.
import { z } from "zod";
import { contactTab, type ContactTab } from "./inquiries";

const MAX_LENGTH: Record<string, number> = { message: 5000, email: 254 };

/** The tab's schema: every field required (trimmed), the e-mail a valid address. */
export function contactSchema(tab: ContactTab) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const field of contactTab(tab).fields) {
    const max = MAX_LENGTH[field.name] ?? 200;
    let schema = z
      .string({ error: field.requiredMessage })
      .trim()
      .min(1, field.requiredMessage)
      .max(max, `Please keep this under ${max} characters.`);
    if (field.type === "email") schema = schema.toLowerCase().pipe(z.email("Please enter a valid email address.")) as unknown as typeof schema;
    shape[field.name] = schema;
  }
  return z.object({ tab: z.literal(tab), ...shape });
}
