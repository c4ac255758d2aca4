// Pure rules of the brand page actions (issue 5): Request a Demo form and Subscribe / Unsubscribe.
import { z } from "~/utils/zod";
import { EMAIL_MAX, emailAddress, requiredText, textField } from "~/modules/forms/fields";

export const BRAND_INTENTS = ["subscribe", "unsubscribe", "request-demo"] as const;
export type BrandIntent = (typeof BRAND_INTENTS)[number];

export const DEMO_REQUEST_LIMITS = { fullName: 120, email: EMAIL_MAX, company: 160, message: 3000 } as const;
/** How far ahead a preferred date may be. */
export const MAX_PREFERRED_DAYS_AHEAD = 730;

const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-12-01" → that day at 00:00 UTC; anything else (or an impossible day like 2026-02-30) → null. */
export function parseDateOnly(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

/** The first day a visitor anywhere may pick: yesterday in UTC (it is still "today" somewhere). */
function earliestDay(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY_MS;
}

/** Request a Demo: full name, e-mail, company and message required; preferred date optional, not in the past. */
export function demoRequestSchema(now: Date = new Date()) {
  return z.object({
    fullName: requiredText("Full name", DEMO_REQUEST_LIMITS.fullName),
    email: emailAddress(),
    company: requiredText("Company", DEMO_REQUEST_LIMITS.company),
    message: requiredText("Message", DEMO_REQUEST_LIMITS.message),
    preferredDate: textField()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return undefined;
        const date = parseDateOnly(value);
        if (!date) {
          ctx.addIssue({ code: "custom", message: "Please enter a valid date." });
          return z.NEVER;
        }
        if (date.getTime() < earliestDay(now)) {
          ctx.addIssue({ code: "custom", message: "Please choose a date from today on." });
          return z.NEVER;
        }
        if (date.getTime() > earliestDay(now) + MAX_PREFERRED_DAYS_AHEAD * DAY_MS) {
          ctx.addIssue({ code: "custom", message: "Please choose a date within the next two years." });
          return z.NEVER;
        }
        return date;
      }),
  });
}

export type DemoRequestInput = z.infer<ReturnType<typeof demoRequestSchema>>;

export const BRAND_NOTICES = {
  demoRequestSent: (brand: string, email: string) => ({
    title: "Demo Request Sent",
    description: `${brand} will contact you at ${email} to arrange your demo.`,
  }),
  subscribed: (brand: string) => ({ title: "Subscribed", description: `You are now subscribed to ${brand}.` }),
  unsubscribed: (brand: string) => ({
    title: "Unsubscribed",
    description: `You are no longer subscribed to ${brand}.`,
  }),
};

/** "1 subscriber", "2 subscribers". */
export function describeSubscribers(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "subscriber" : "subscribers"}`;
}
