// Sign-up by role (spec §2, §3, §5): one User + Profile, password hashed with bcryptjs, then an e-mailed code.
import bcrypt from "bcryptjs";
import { prisma } from "~/utils/db.server";
import type { SignupInput } from "./schemas";
import { issueCode } from "./verification.server";

export const BCRYPT_COST = 12;

export const EMAIL_TAKEN = "An account with this email already exists. Log in instead.";

export type SignupResult = { ok: true; userId: string; email: string } | { ok: false; field: "email"; message: string };

export async function emailTaken(email: string): Promise<boolean> {
  return (await prisma.user.count({ where: { email } })) > 0;
}

export async function signUp(input: SignupInput): Promise<SignupResult> {
  if (await emailTaken(input.email)) return { ok: false, field: "email", message: EMAIL_TAKEN };
  const passwordHash = await bcrypt.hash(input.password, BCRYPT_COST);
  const profile = {
    fullName: input.fullName,
    role: input.role,
    // Everyone starts pending; a buyer becomes approved once the e-mail is verified.
    status: "pending" as const,
    ...(input.role === "buyer"
      ? {
          companyName: input.companyName || null,
          phoneNumber: input.phoneNumber || null,
          country: input.country || null,
        }
      : {}),
    ...(input.role === "influencer"
      ? {
          expertiseSummary: input.expertiseSummary,
          bio: input.expertiseSummary,
          topics: input.topics,
          socialLinkedin: input.socialLinkedin || null,
          socialYoutube: input.socialYoutube || null,
          socialInstagram: input.socialInstagram || null,
          portfolioUrl: input.portfolioUrl || null,
        }
      : {}),
    ...(input.role === "brand"
      ? {
          companyName: input.companyName,
          jobTitle: input.jobTitle,
          phoneNumber: input.phoneNumber,
          country: input.country,
          companyWebsite: input.companyWebsite,
          productsToShowcase: input.productsToShowcase,
          preferredDemoDate: input.preferredDemoDate ?? null,
        }
      : {}),
  };
  let userId: string;
  try {
    const user = await prisma.user.create({
      data: { email: input.email, passwordHash, profile: { create: profile } },
      select: { id: true },
    });
    userId = user.id;
  } catch (error) {
    // A concurrent sign-up with the same e-mail: the unique index decides.
    if ((error as { code?: string }).code === "P2002") return { ok: false, field: "email", message: EMAIL_TAKEN };
    throw error;
  }
  await issueCode(input.email, "signup");
  return { ok: true, userId, email: input.email };
}

/** The notice shown after sign-up (spec §8 Sign-up; 7 s). */
export function signupNotice(role: SignupInput["role"]) {
  switch (role) {
    case "buyer":
      return {
        title: "Welcome to LabMarket!",
        description: "Please verify your email to activate your account. We've sent you a 6-digit code.",
        durationMs: 7000,
      };
    case "influencer":
      return {
        title: "Application Submitted!",
        description:
          "Please verify your email. Our team will review your application and notify you once it's reviewed.",
        durationMs: 7000,
      };
    case "brand":
      return {
        title: "Demo Request Submitted!",
        description: "Please verify your email. Our team will review your request and notify you once it's reviewed.",
        durationMs: 7000,
      };
  }
}
