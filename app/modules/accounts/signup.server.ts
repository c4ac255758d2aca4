// Sign-up by role (spec §2, §3, §5): one User + Profile, password hashed with bcryptjs, then an e-mailed code.
// A taken address answers exactly like a new one (no user enumeration, OWASP ASVS 2.x / 3.x): the same bcrypt
// work, the same redirect to the code page, and the owner is told by e-mail instead (ADR 018).
import { sendEmail } from "~/modules/mail/mail.server";
import { signupAttemptOnTakenAddressEmail } from "~/modules/mail/templates";
import { prisma } from "~/utils/db.server";
import { appOrigin } from "~/utils/env.server";
import { BCRYPT_COST, hashPassword } from "./password";
import type { SignupInput } from "./schemas";
import { issueCode } from "./verification.server";

export { BCRYPT_COST };

/** Always the same answer: whether the address was free or taken is only ever told to its owner, by e-mail. */
export type SignupResult = { ok: true; email: string };

/**
 * Someone signed up with an address that has an account. Nothing is created or changed in the account; the
 * code page behaves as for a new sign-up: an unverified owner gets a fresh code (their own sign-up goes on),
 * a verified one a code row whose code is sent to no one (so attempts and the resend wait look the same).
 * The owner is told (at most once a minute: the code's 60 s resend rule).
 */
async function signupOnTakenAddress(email: string, owner: { emailVerifiedAt: Date | null }): Promise<void> {
  const issued = await issueCode(email, "signup", { deliver: owner.emailVerifiedAt === null });
  if (issued.status !== "sent") return;
  const origin = appOrigin();
  await sendEmail({
    to: email,
    ...signupAttemptOnTakenAddressEmail(`${origin}/login`, `${origin}/forgot-password`),
  });
}

export async function signUp(input: SignupInput): Promise<SignupResult> {
  // Hashed first, whichever path follows: a taken address costs the same bcrypt work as a free one.
  const passwordHash = await hashPassword(input.password);
  const owner = await prisma.user.findUnique({ where: { email: input.email }, select: { emailVerifiedAt: true } });
  if (owner) {
    await signupOnTakenAddress(input.email, owner);
    return { ok: true, email: input.email };
  }
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
  try {
    await prisma.user.create({
      data: { email: input.email, passwordHash, profile: { create: profile } },
      select: { id: true },
    });
  } catch (error) {
    // A concurrent sign-up with the same e-mail: the unique index decides, and the loser is a taken address.
    if ((error as { code?: string }).code !== "P2002") throw error;
    const winner = await prisma.user.findUnique({ where: { email: input.email }, select: { emailVerifiedAt: true } });
    await signupOnTakenAddress(input.email, winner ?? { emailVerifiedAt: null });
    return { ok: true, email: input.email };
  }
  await issueCode(input.email, "signup");
  return { ok: true, email: input.email };
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
