// The expert Message form's schema, apart from experts.ts so pages that only show expert cards ship without zod.
import { z } from "~/utils/zod";
import { textField } from "~/modules/forms/fields";
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from "./experts";

/** The Message form: subject and body required, bounded lengths. */
export const expertMessageSchema = z.object({
  subject: textField({ error: "Subject is required." })
    .trim()
    .min(1, "Subject is required.")
    .max(MESSAGE_SUBJECT_MAX, `Please keep the subject under ${MESSAGE_SUBJECT_MAX} characters.`),
  body: textField({ error: "Message is required." })
    .trim()
    .min(1, "Message is required.")
    .max(MESSAGE_BODY_MAX, `Please keep the message under ${MESSAGE_BODY_MAX} characters.`),
});

export type ExpertMessageInput = z.infer<typeof expertMessageSchema>;
