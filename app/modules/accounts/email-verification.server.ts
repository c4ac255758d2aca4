// Confirming the sign-up e-mail with the code (spec §2 Verify, §4 Sign-up).
import { CODE_MAIL_UNAVAILABLE } from "~/modules/mail/mail.server";
import { prisma } from "~/utils/db.server";
import { codeFailureMessage } from "./otp";
import { statusAfterVerification } from "./roles";
import { consumeCode, issueCode, secondsUntilResend } from "./verification.server";

export type VerifyResult = { ok: true } | { ok: false; message: string };

export async function verifyEmailCode(email: string, code: string): Promise<VerifyResult> {
  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, emailVerifiedAt: true, profile: { select: { role: true, status: true } } },
  });
  const check = await consumeCode(email, "signup", code);
  if (!check.ok) return { ok: false, message: codeFailureMessage(check) };
  // A verified account (someone signed up with its address): answered like any code that does not verify.
  if (!user || user.emailVerifiedAt)
    return { ok: false, message: codeFailureMessage({ ok: false, reason: "missing", attemptsLeft: 0 }) };
  const role = user.profile?.role ?? "buyer";
  const status = statusAfterVerification(role, user.profile?.status ?? "pending");
  await prisma.user.update({
    where: { id: user.id },
    data: { emailVerifiedAt: new Date(), profile: { update: { status } } },
    select: { id: true },
  });
  return { ok: true };
}

export type ResendResult = { ok: true } | { ok: false; message: string; waitSeconds?: number; unavailable?: boolean };

export async function resendSignupCode(email: string): Promise<ResendResult> {
  const user = await prisma.user.findUnique({ where: { email }, select: { emailVerifiedAt: true } });
  if (!user) return { ok: false, message: "We couldn't find a sign-up for this email. Please sign up again." };
  // A verified account (someone signed up with its address): the same answers as a new sign-up, no code sent.
  const issued = await issueCode(email, "signup", { deliver: !user.emailVerifiedAt });
  if (issued.status === "unavailable")
    return { ok: false, message: CODE_MAIL_UNAVAILABLE.description, unavailable: true };
  if (issued.status === "wait") {
    return {
      ok: false,
      message: `Please wait ${issued.seconds} seconds before requesting a new code.`,
      waitSeconds: issued.seconds,
    };
  }
  return { ok: true };
}

export function signupResendWait(email: string) {
  return secondsUntilResend(email, "signup");
}
