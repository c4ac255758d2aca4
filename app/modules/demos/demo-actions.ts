// Pure rules of the live-demo actions (Join Now, Set Reminder, Save): intents, notices and where to go next.
import { z } from "~/utils/zod";
import { textField } from "~/modules/forms/fields";

export const DEMO_INTENTS = ["join", "remind", "save", "unsave"] as const;
export type DemoIntent = (typeof DEMO_INTENTS)[number];

export const demoIntentSchema = z.object({
  intent: z.enum(DEMO_INTENTS),
  redirectTo: textField().max(2000).optional(),
});

type Notice = { title: string; description: string; variant?: "default" | "destructive" };

/** Spec §2 Live demos / §8: joining without a verified login. */
export const ACCESS_DENIED: Notice = {
  title: "Access Denied",
  description: "You must be logged in and verified to join a live demo.",
  variant: "destructive",
};

/** Spec §2 Live demos: any other action without a login (shown on the login page we send the visitor to). */
export const LOGIN_REQUIRED: Notice = { title: "Login Required", description: "Please log in to use this feature." };

export const DEMO_NOTICES = {
  reminderSet: (title: string): Notice => ({
    title: "Reminder Set",
    description: `We've e-mailed you a calendar invite for "${title}" and will remind you before it starts.`,
  }),
  reminderExists: (title: string): Notice => ({
    title: "Reminder Already Set",
    description: `You already have a reminder for "${title}". We'll e-mail you before it starts.`,
  }),
  reminderClosed: (title: string): Notice => ({
    title: "Reminder Not Available",
    description: `"${title}" is not an upcoming demo, so there is nothing to remind you of.`,
    variant: "destructive",
  }),
  notLive: (title: string): Notice => ({
    title: "Not Live Yet",
    description: `"${title}" has not started yet. Set a reminder and we'll e-mail you before it starts.`,
  }),
  cancelled: (title: string): Notice => ({
    title: "Demo Cancelled",
    description: `"${title}" was cancelled by its host.`,
    variant: "destructive",
  }),
  saved: (title: string): Notice => ({ title: "Demo Saved", description: `"${title}" was added to your saved demos.` }),
  unsaved: (title: string): Notice => ({
    title: "Demo Removed",
    description: `"${title}" was removed from your saved demos.`,
  }),
};

/** /login?redirectTo=<page>: the visitor comes back to the page they were on after logging in. */
export function loginPath(redirectTo: string): string {
  return `/login?${new URLSearchParams({ redirectTo })}`;
}

/** Minutes before a demo starts within which the reminder e-mail goes out. */
export const REMINDER_LEAD_MINUTES = 60;

/** Whether a reminder for a demo starting at `startsAt` is due at `now` (starts within the next 60 minutes). */
export function isReminderDue(startsAt: Date, now: Date): boolean {
  const lead = startsAt.getTime() - now.getTime();
  return lead > 0 && lead <= REMINDER_LEAD_MINUTES * 60_000;
}
