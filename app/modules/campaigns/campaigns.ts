// Campaign (influencer collaboration) rules: statuses with the spec's labels, who may move a campaign from which
// status to which, and the forms' schemas. Pure: shared by the server module, the routes and the components.
import { z } from "~/utils/zod";
import { textField } from "~/modules/forms/fields";
import { parsePriceToCents } from "~/modules/quotes/quote";

export const CAMPAIGN_STATUSES = [
  "invitation",
  "in_progress",
  "declined",
  "content_submitted",
  "completed",
  "withdrawn",
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The labels of spec §4 (collaborations) and issue 10; "Withdrawn" for an invitation the brand took back. */
export const CAMPAIGN_STATUS_LABEL: Record<CampaignStatus, string> = {
  invitation: "Invitation",
  in_progress: "In Progress",
  declined: "Declined",
  content_submitted: "Content Submitted",
  completed: "Completed",
  withdrawn: "Withdrawn",
};

export type CampaignActor = "brand" | "expert";
export type CampaignAction = "accept" | "decline" | "submit" | "complete" | "withdraw";

/** Every allowed move: the action, who takes it, and from which status to which. Nothing else changes a status. */
export const CAMPAIGN_TRANSITIONS: Record<
  CampaignAction,
  { actor: CampaignActor; from: CampaignStatus; to: CampaignStatus }
> = {
  accept: { actor: "expert", from: "invitation", to: "in_progress" },
  decline: { actor: "expert", from: "invitation", to: "declined" },
  withdraw: { actor: "brand", from: "invitation", to: "withdrawn" },
  submit: { actor: "expert", from: "in_progress", to: "content_submitted" },
  complete: { actor: "brand", from: "content_submitted", to: "completed" },
};

export function isCampaignAction(value: unknown): value is CampaignAction {
  return typeof value === "string" && Object.hasOwn(CAMPAIGN_TRANSITIONS, value);
}

/** The status after `action`, or null when `actor` may not take it from `status`. */
export function nextCampaignStatus(
  status: CampaignStatus,
  action: CampaignAction,
  actor: CampaignActor,
): CampaignStatus | null {
  const transition = CAMPAIGN_TRANSITIONS[action];
  return transition.actor === actor && transition.from === status ? transition.to : null;
}

/** The actions `actor` can take now (the buttons the page shows). */
export function availableCampaignActions(status: CampaignStatus, actor: CampaignActor): CampaignAction[] {
  return (Object.keys(CAMPAIGN_TRANSITIONS) as CampaignAction[]).filter(
    (action) => nextCampaignStatus(status, action, actor) !== null,
  );
}

/** Why an action is refused on a campaign in `status` (the campaign moved on since the page was loaded). */
export function refusalMessage(status: CampaignStatus): string {
  return `This campaign is now "${CAMPAIGN_STATUS_LABEL[status]}", so that step is no longer possible.`;
}

// ---------------------------------------------------------------------------------------------------------
// Forms

export const MAX_CAMPAIGN_PRODUCTS = 10;
export const MAX_CAMPAIGN_DAYS = 366;
export const MAX_FEE_CENTS = 100_000_000; // 1,000,000.00

const isoDate = (label: string) =>
  textField({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${label} as a date (YYYY-MM-DD).`)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      {
        message: `Enter the ${label} as a real date.`,
      },
    );

/** Today's date in UTC as YYYY-MM-DD (campaign dates are calendar days). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}

export function inviteSchema(now: Date = new Date()) {
  const today = todayIso(now);
  return z
    .object({
      expertId: z.coerce
        .number({ message: "Choose an expert." })
        .int("Choose an expert.")
        .positive("Choose an expert."),
      title: textField({ error: "Give the campaign a title." })
        .trim()
        .min(3, "Give the campaign a title (at least 3 characters).")
        .max(120, "Keep the title under 120 characters."),
      brief: textField({ error: "Write a brief." })
        .trim()
        .min(20, "Write a brief of at least 20 characters: what to show, for whom, and any must-haves.")
        .max(4000, "Keep the brief under 4000 characters."),
      productIds: z
        .array(textField().trim().min(1).max(200))
        .min(1, "Choose at least one product to feature.")
        .max(MAX_CAMPAIGN_PRODUCTS, `Choose at most ${MAX_CAMPAIGN_PRODUCTS} products.`),
      startsOn: isoDate("start date").refine((value) => value >= today, "The start date cannot be in the past."),
      endsOn: isoDate("end date"),
      compensation: z.enum(["fee", "free_sample"], { message: "Choose a fee or a free sample." }),
      fee: textField().trim().max(20).optional().default(""),
      currency: textField().trim().toLowerCase().max(3).optional().default(""),
    })
    .superRefine((value, ctx) => {
      if (value.endsOn < value.startsOn)
        ctx.addIssue({ code: "custom", path: ["endsOn"], message: "The end date must be on or after the start date." });
      else if (daysBetween(value.startsOn, value.endsOn) > MAX_CAMPAIGN_DAYS)
        ctx.addIssue({ code: "custom", path: ["endsOn"], message: "A campaign can run for at most a year." });
      if (value.compensation === "fee") {
        const cents = parsePriceToCents(value.fee);
        if (cents === null) ctx.addIssue({ code: "custom", path: ["fee"], message: "Enter the fee, such as 500.00." });
        else if (cents > MAX_FEE_CENTS)
          ctx.addIssue({ code: "custom", path: ["fee"], message: "The fee can be at most 1,000,000.00." });
        if (!/^[a-z]{3}$/.test(value.currency))
          ctx.addIssue({ code: "custom", path: ["currency"], message: "Choose the fee's currency." });
      }
    })
    .transform((value) => ({
      ...value,
      productIds: [...new Set(value.productIds)],
      feeCents: value.compensation === "fee" ? parsePriceToCents(value.fee) : null,
      currencyCode: value.compensation === "fee" ? value.currency : null,
    }));
}
export type InviteInput = z.output<ReturnType<typeof inviteSchema>>;

export const declineSchema = z.object({
  reason: textField().trim().max(1000, "Keep the reason under 1000 characters.").optional().default(""),
});

/** An https link to a public post: no credentials, no other schemes, a real host. */
export function isPostLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "https:" && !url.username && !url.password && url.hostname.includes(".");
}

export const submitContentSchema = z
  .object({
    demoId: textField().trim().max(200).optional().default(""),
    url: textField().trim().max(500, "Keep the link under 500 characters.").optional().default(""),
    note: textField().trim().max(1000, "Keep the note under 1000 characters.").optional().default(""),
  })
  .superRefine((value, ctx) => {
    if (!value.demoId && !value.url)
      ctx.addIssue({
        code: "custom",
        path: ["url"],
        message: "Choose one of your demos or paste the link to your post.",
      });
    if (value.demoId && value.url)
      ctx.addIssue({ code: "custom", path: ["url"], message: "Submit either a demo or a link, not both." });
    if (value.url && !isPostLink(value.url))
      ctx.addIssue({ code: "custom", path: ["url"], message: "Enter the post's full https:// address." });
  });
export type SubmitContentInput = z.output<typeof submitContentSchema>;

// ---------------------------------------------------------------------------------------------------------
// Reading the posted forms (FormData → typed input or field messages)

export type FieldErrors = Record<string, string>;

function firstIssues(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

const single = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

export type InviteValues = {
  expertId: string;
  title: string;
  brief: string;
  productIds: string[];
  startsOn: string;
  endsOn: string;
  compensation: string;
  fee: string;
  currency: string;
};

export function readInviteForm(
  form: FormData,
  now: Date = new Date(),
): { ok: true; input: InviteInput; values: InviteValues } | { ok: false; errors: FieldErrors; values: InviteValues } {
  const values: InviteValues = {
    expertId: single(form, "expertId") ?? "",
    title: single(form, "title") ?? "",
    brief: single(form, "brief") ?? "",
    productIds: form.getAll("productIds").filter((v): v is string => typeof v === "string"),
    startsOn: single(form, "startsOn") ?? "",
    endsOn: single(form, "endsOn") ?? "",
    compensation: single(form, "compensation") ?? "",
    fee: single(form, "fee") ?? "",
    currency: single(form, "currency") ?? "",
  };
  const parsed = inviteSchema(now).safeParse({ ...values, expertId: values.expertId || undefined });
  if (parsed.success) return { ok: true, input: parsed.data, values };
  return { ok: false, errors: firstIssues(parsed.error.issues), values };
}

export function readDeclineForm(form: FormData) {
  const parsed = declineSchema.safeParse({ reason: single(form, "reason") });
  return parsed.success
    ? { ok: true as const, reason: parsed.data.reason }
    : { ok: false as const, errors: firstIssues(parsed.error.issues) };
}

export function readSubmitForm(form: FormData) {
  const parsed = submitContentSchema.safeParse({
    demoId: single(form, "demoId"),
    url: single(form, "url"),
    note: single(form, "note"),
  });
  return parsed.success
    ? { ok: true as const, content: parsed.data }
    : { ok: false as const, errors: firstIssues(parsed.error.issues) };
}
