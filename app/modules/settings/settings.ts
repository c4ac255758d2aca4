// System settings (issue 11, ADR 024): what admins may change at run time, each with its type, bounds and default.
// Pure: the definitions, the admin form's schema and the reading of stored values. The database and the per-machine
// cache are in settings.server.ts.
import { z } from "~/utils/zod";
import { REMINDER_LEAD_MINUTES } from "~/modules/demos/demo-actions";
import { EMAIL_MAX, textField } from "~/modules/forms/fields";
import { RESERVATION_MINUTES } from "~/modules/orders/orders";

export const NOTICE_MAX = 300;
export const ROUTING_EMAILS_MAX = 5;
export const RESERVATION_BOUNDS = { min: 2, max: 24 * 60 } as const;
/** The reminder job runs every 5 minutes, so a shorter lead could miss a demo. */
export const REMINDER_LEAD_BOUNDS = { min: 5, max: 7 * 24 * 60 } as const;

/** The contact form's tabs whose inquiries (those about no brand) can be routed to fixed addresses. */
export const ROUTING_KINDS = [
  { id: "quote", label: "Quote requests" },
  { id: "question", label: "General questions" },
  { id: "specs", label: "Spec sheet requests" },
] as const;
export type RoutingKind = (typeof ROUTING_KINDS)[number]["id"];

const emailList = z.array(z.email().max(EMAIL_MAX)).max(ROUTING_EMAILS_MAX);

/** How each setting is stored (JSON) and validated when read back. */
export const settingSchemas = {
  noticeBanner: z.string().max(NOTICE_MAX),
  productReviewRequired: z.boolean(),
  contactRouting: z.object({ quote: emailList, question: emailList, specs: emailList }),
  reservationMinutes: z.number().int().min(RESERVATION_BOUNDS.min).max(RESERVATION_BOUNDS.max),
  reminderLeadMinutes: z.number().int().min(REMINDER_LEAD_BOUNDS.min).max(REMINDER_LEAD_BOUNDS.max),
} as const;

export type SettingKey = keyof typeof settingSchemas;
export type Settings = { [K in SettingKey]: z.infer<(typeof settingSchemas)[K]> };
export const SETTING_KEYS = Object.keys(settingSchemas) as SettingKey[];

/** The value of every setting no admin has saved yet. */
export const SETTING_DEFAULTS: Settings = {
  noticeBanner: "",
  productReviewRequired: true,
  contactRouting: { quote: [], question: [], specs: [] },
  reservationMinutes: RESERVATION_MINUTES,
  reminderLeadMinutes: REMINDER_LEAD_MINUTES,
};

/**
 * Settings from stored rows over the defaults. A row that no longer fits its schema (a bound changed) or an
 * unknown key is ignored: the default applies and `invalid` names it, so the caller can log it.
 */
export function readStoredSettings(
  rows: readonly { key: string; value: unknown }[],
  defaults: Settings = SETTING_DEFAULTS,
): { settings: Settings; invalid: string[] } {
  const settings: Settings = { ...defaults };
  const invalid: string[] = [];
  for (const row of rows) {
    if (!(row.key in settingSchemas)) continue;
    const key = row.key as SettingKey;
    const parsed = settingSchemas[key].safeParse(row.value);
    if (parsed.success) (settings as Record<SettingKey, unknown>)[key] = parsed.data;
    else invalid.push(key);
  }
  return { settings, invalid };
}

/** The keys whose value differs between two settings objects (compared as JSON). */
export function changedSettings(before: Settings, after: Settings): SettingKey[] {
  return SETTING_KEYS.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

// ── The admin form ──

function minutesField(label: string, bounds: { min: number; max: number }) {
  return z.coerce
    .number({ error: `${label} must be a whole number of minutes.` })
    .int(`${label} must be a whole number of minutes.`)
    .min(bounds.min, `${label} must be at least ${bounds.min} minutes.`)
    .max(bounds.max, `${label} must be at most ${bounds.max.toLocaleString("en-US")} minutes.`);
}

/** Addresses separated by commas, spaces or new lines; each must be an e-mail address, at most five. */
function routingField() {
  return textField()
    .optional()
    .transform((value, ctx) => {
      const items = (value ?? "")
        .split(/[\s,;]+/)
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean);
      const unique = [...new Set(items)];
      const bad = unique.find((item) => item.length > EMAIL_MAX || !z.email().safeParse(item).success);
      if (bad) {
        ctx.addIssue({ code: "custom", message: `"${bad.slice(0, 80)}" is not a valid email address.` });
        return z.NEVER;
      }
      if (unique.length > ROUTING_EMAILS_MAX) {
        ctx.addIssue({ code: "custom", message: `Please list at most ${ROUTING_EMAILS_MAX} addresses.` });
        return z.NEVER;
      }
      return unique;
    });
}

export const settingsFormSchema = z
  .object({
    noticeBanner: textField()
      .optional()
      .transform((value, ctx) => {
        const text = (value ?? "").replace(/\s+/g, " ").trim();
        if (text.length > NOTICE_MAX) {
          ctx.addIssue({ code: "custom", message: `Please keep the notice under ${NOTICE_MAX} characters.` });
          return z.NEVER;
        }
        return text;
      }),
    productReviewRequired: z
      .string()
      .optional()
      .transform((value) => value === "on" || value === "true"),
    routeQuote: routingField(),
    routeQuestion: routingField(),
    routeSpecs: routingField(),
    reservationMinutes: minutesField("The reservation hold time", RESERVATION_BOUNDS),
    reminderLeadMinutes: minutesField("The reminder lead time", REMINDER_LEAD_BOUNDS),
  })
  .transform((v): Settings => ({
    noticeBanner: v.noticeBanner,
    productReviewRequired: v.productReviewRequired,
    contactRouting: { quote: v.routeQuote, question: v.routeQuestion, specs: v.routeSpecs },
    reservationMinutes: v.reservationMinutes,
    reminderLeadMinutes: v.reminderLeadMinutes,
  }));

/** The form's initial values for the stored settings. */
export function settingsFormValues(settings: Settings) {
  return {
    noticeBanner: settings.noticeBanner,
    productReviewRequired: settings.productReviewRequired ? "on" : "",
    routeQuote: settings.contactRouting.quote.join(", "),
    routeQuestion: settings.contactRouting.question.join(", "),
    routeSpecs: settings.contactRouting.specs.join(", "),
    reservationMinutes: String(settings.reservationMinutes),
    reminderLeadMinutes: String(settings.reminderLeadMinutes),
  };
}
