// Admin › Manage Brands & Influencers: the forms' rules (pure).
import { z } from "~/utils/zod";
import { emailAddress, requiredText, textField } from "~/modules/forms/fields";

export const BRAND_VIEWS = [
  { id: "brands", label: "Brands" },
  { id: "experts", label: "Experts" },
  { id: "accounts", label: "Accounts" },
] as const;
export type BrandsView = (typeof BRAND_VIEWS)[number]["id"];

export function readBrandsView(value: string | null): BrandsView {
  return BRAND_VIEWS.find((v) => v.id === value)?.id ?? "brands";
}

export const BRANDS_PAGE_SIZE = 20;
export const EXPERT_TYPES = ["Industry Expert", "Researcher", "Lab Director"] as const;
export const TAGS_MAX = 8;

export const DEFAULT_BRAND_LOGO = "/images/brands/agilent-logo.svg";
export const DEFAULT_BRAND_BANNER = "/images/brands/agilent-banner.svg";
export const DEFAULT_EXPERT_AVATAR = "/images/speakers/mei-tanaka.svg";

const optional = (max: number, label: string) =>
  textField()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => v ?? "");

/** An https:// (or http://) address; anything else — javascript:, data:, relative paths — is refused. */
function webAddress(label: string) {
  return requiredText(label, 300).refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && Boolean(url.hostname.includes("."));
    } catch {
      return false;
    }
  }, "Please enter a full web address starting with https://.");
}

export function brandFormSchema(now = new Date()) {
  const year = now.getUTCFullYear();
  return z.object({
    name: requiredText("Name", 120),
    tagline: requiredText("Tagline", 160),
    description: requiredText("About", 4000),
    hq: requiredText("Headquarters", 120),
    website: webAddress("Website"),
    contactEmail: emailAddress({ required: "Contact email is required." }),
    founded: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const text = (value ?? "").trim();
        if (!text) return null;
        const n = Number(text);
        if (!Number.isInteger(n) || n < 1600 || n > year) {
          ctx.addIssue({ code: "custom", message: `Founded must be a year from 1600 to ${year}.` });
          return z.NEVER;
        }
        return n;
      }),
    logoUrl: optional(500, "The logo address"),
    bannerUrl: optional(500, "The banner address"),
  });
}
export type BrandFormValues = z.infer<ReturnType<typeof brandFormSchema>>;

export const expertFormSchema = z.object({
  name: requiredText("Name", 120),
  type: z.enum(EXPERT_TYPES, { error: "Please choose a type." }),
  specialty: requiredText("Specialty", 160),
  bio: requiredText("Bio", 4000),
  location: requiredText("Location", 120),
  company: requiredText("Company", 120),
  tags: optional(400, "Tags").transform((value, ctx) => {
    const tags = [
      ...new Set(
        value
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ];
    if (tags.length > TAGS_MAX) {
      ctx.addIssue({ code: "custom", message: `At most ${TAGS_MAX} tags.` });
      return z.NEVER;
    }
    if (tags.some((t) => t.length > 40)) {
      ctx.addIssue({ code: "custom", message: "Each tag must be under 40 characters." });
      return z.NEVER;
    }
    return tags;
  }),
  avatarUrl: optional(500, "The photo address"),
});
export type ExpertFormValues = z.infer<typeof expertFormSchema>;

const id = textField().trim().min(1).max(80);

export const accountActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("brand-link"), brandId: id, email: emailAddress() }),
  z.object({ intent: z.literal("brand-unlink"), brandId: id, userId: id }),
  z.object({ intent: z.literal("expert-link"), expertId: z.coerce.number().int().positive(), email: emailAddress() }),
  z.object({ intent: z.literal("expert-unlink"), expertId: z.coerce.number().int().positive() }),
  z.object({
    intent: z.literal("account-suspend"),
    userId: id,
    reason: requiredText("Reason", 300, { required: "Please say why the account is suspended." }),
  }),
  z.object({ intent: z.literal("account-unsuspend"), userId: id }),
]);
export type AccountActionInput = z.infer<typeof accountActionSchema>;

/** Which form a submission belongs to (its field messages are shown there). */
export function accountFormKey(input: Record<string, unknown>): string {
  return `${String(input.intent ?? "")}:${String(input.brandId ?? input.expertId ?? input.userId ?? "")}`;
}

/** A slug id for a new brand from its name: "Thermo Fisher" → "thermo-fisher". */
export function brandSlug(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 50)
      .replace(/-+$/g, "") || "brand"
  );
}
