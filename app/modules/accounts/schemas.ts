// One zod schema per form, shared by the server (authority) and the client (Conform's live validation).
import { z } from "~/utils/zod";
import { EMAIL_MAX, emailAddress, textField } from "~/modules/forms/fields";
import { INTEREST_OPTIONS, parseTopics } from "./roles";

const required = (label: string) => ({ error: `${label} is required` });

// The account forms word their messages without a full stop (spec §3 / §10 messages).
export const emailField = emailAddress({
  required: "Email is required",
  invalid: "Please enter a valid email address",
  tooLong: `Email must be at most ${EMAIL_MAX} characters`,
});

const text = (label: string, max: number) =>
  textField(required(label))
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  textField().trim().max(max, `${label} must be at most ${max} characters`).optional();

const optionalUrl = (label: string) =>
  textField()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .pipe(
      z.url({
        protocol: /^https?$/,
        hostname: z.regexes.domain,
        error: `${label} must be a valid URL starting with https://`,
      }),
    )
    .optional();

const requiredUrl = (label: string) =>
  textField(required(label))
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .pipe(
      z.url({
        protocol: /^https?$/,
        hostname: z.regexes.domain,
        error: `${label} must be a valid URL starting with https://`,
      }),
    );

const phone = (label: string) =>
  textField(required(label))
    .trim()
    .max(40, `${label} must be at most 40 characters`)
    .regex(/^[+()\d\s.-]{5,40}$/, "Please enter a valid phone number");

/** bcrypt only reads the first 72 bytes; longer inputs are refused rather than silently cut. */
export const newPasswordField = textField(required("Password"))
  .min(8, "Password must be at least 8 characters")
  .max(72, "Password must be at most 72 characters")
  .refine((p) => new TextEncoder().encode(p).length <= 72, "Password must be at most 72 bytes");

const common = {
  fullName: text("Full name", 100),
  email: emailField,
  password: newPasswordField,
};

export const buyerSignupSchema = z.object({
  role: z.literal("buyer"),
  ...common,
  companyName: optionalText("Company", 100),
  phoneNumber: phone("Phone number").optional(),
  country: optionalText("Country", 60),
});

export const influencerSignupSchema = z.object({
  role: z.literal("influencer"),
  ...common,
  expertiseSummary: text("Bio or expertise summary", 2000),
  topics: text("Topics", 500)
    .transform((value) => parseTopics(value))
    .refine((list) => list.length > 0, "Enter at least one topic")
    .refine((list) => list.length <= 20, "Enter at most 20 topics")
    .refine((list) => list.every((t) => t.length <= 60), "Each topic must be at most 60 characters"),
  socialLinkedin: optionalUrl("LinkedIn URL"),
  socialYoutube: optionalUrl("YouTube URL"),
  socialInstagram: optionalUrl("Instagram URL"),
  portfolioUrl: optionalUrl("Portfolio URL"),
});

const demoDate = textField()
  .trim()
  .max(40, "Please enter a valid date and time")
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "Please enter a valid date and time")
  .transform((value) => new Date(`${value}${value.length === 16 ? ":00" : ""}Z`))
  .refine((d) => !Number.isNaN(d.getTime()), "Please enter a valid date and time");

export const brandSignupSchema = z.object({
  role: z.literal("brand"),
  ...common,
  companyName: text("Company name", 100),
  jobTitle: text("Job title", 100),
  phoneNumber: phone("Phone number"),
  country: text("Country", 60),
  companyWebsite: requiredUrl("Company website"),
  productsToShowcase: text("Products to showcase", 2000),
  preferredDemoDate: demoDate.optional(),
});

export const signupSchemas = {
  buyer: buyerSignupSchema,
  influencer: influencerSignupSchema,
  brand: brandSignupSchema,
} as const;

export type SignupInput =
  z.infer<typeof buyerSignupSchema> | z.infer<typeof influencerSignupSchema> | z.infer<typeof brandSignupSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: textField(required("Password")).min(1, "Password is required").max(200, "Password is too long"),
  redirectTo: textField().max(500).optional(),
});

/** Spec §5: required, at most 6 characters; the product asks for exactly 6 digits. */
export const codeField = textField(required("Code"))
  .trim()
  .max(6, "The code has at most 6 characters")
  .regex(/^\d{6}$/, "Enter the 6-digit code from the e-mail");

export const verifySchema = z.object({ code: codeField });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    code: codeField,
    password: newPasswordField,
    confirmPassword: textField(required("Confirm password")).max(200, "Password is too long"),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export const profileSchema = z.object({
  fullName: text("Full name", 100),
  companyName: optionalText("Company", 100),
  bio: optionalText("Bio", 2000),
  interests: z
    .array(z.enum(INTEREST_OPTIONS, { error: "Choose interests from the list" }))
    .max(INTEREST_OPTIONS.length)
    .default([]),
});

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
