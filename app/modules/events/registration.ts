// The 'Request to Join' form of an event (spec §3 Registration form, §5 Event registration).
import { z } from "~/utils/zod";
import { emailAddress, requiredText, textField } from "~/modules/forms/fields";

export const DUPLICATE_REGISTRATION = "This email is already registered for this event.";

/** An event at capacity (issue 11): the page shows this instead of the form, and a late submission gets it as a toast. */
export const REGISTRATION_CLOSED = {
  title: "Registration Closed",
  description: "This event is full, so it takes no more registrations.",
  variant: "destructive" as const,
};

export const REGISTRATION_TOAST = {
  title: "Registration Submitted!",
  description: "Thank you for registering. You'll receive a confirmation email shortly.",
} as const;

const optionalText = textField().trim().max(200, "Please keep this under 200 characters.").optional();

export const eventRegistrationSchema = z.object({
  fullName: requiredText("Full name", 200),
  email: emailAddress(),
  company: optionalText,
  role: optionalText,
});

export type EventRegistrationInput = z.infer<typeof eventRegistrationSchema>;
