// E-mailed one-time codes: one Verification row per target (e-mail) and purpose, upserted on resend,
// deleted after use. Codes come from crypto.randomInt and are stored as an HMAC, never in clear.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { VerificationPurpose } from "~/generated/prisma/enums";
import { codesCanBeSent, sendEmail } from "~/modules/mail/mail.server";
import { passwordResetCodeEmail, verificationCodeEmail } from "~/modules/mail/templates";
import { prisma } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import {
  checkCode,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_INTERVAL_S,
  OTP_TTL_MS,
  resendWaitSeconds,
  type CodeCheck,
} from "./otp";

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

function hashCode(target: string, purpose: VerificationPurpose, code: string): string {
  return createHmac("sha256", env().SESSION_SECRET).update(`${purpose}:${target}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

export type IssueResult =
  | { status: "sent"; code: string }
  | { status: "wait"; seconds: number }
  /** No mail provider in a production deployment (CODE_MAIL_UNAVAILABLE): no code row, no outbox message. */
  | { status: "unavailable" };

/**
 * Creates or replaces the code for (target, purpose) unless one was sent less than 60 s ago, and e-mails it.
 * The interval check is a conditional write, so two simultaneous requests cannot both send.
 * `deliver: false` e-mails nothing: a sign-up on an address whose account is verified gets a code row that
 * nobody knows, so the code page answers as for a new sign-up (no enumeration).
 */
export async function issueCode(
  target: string,
  purpose: VerificationPurpose,
  { deliver = true }: { deliver?: boolean } = {},
): Promise<IssueResult> {
  // A code nobody can receive is not made at all (the same answer whether it would be delivered or not).
  if (!codesCanBeSent()) return { status: "unavailable" };
  const now = new Date();
  const code = generateCode();
  const data = {
    codeHash: hashCode(target, purpose, code),
    attempts: 0,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    lastSentAt: now,
  };
  const existing = await prisma.verification.findUnique({
    where: { target_purpose: { target, purpose } },
    select: { id: true, lastSentAt: true },
  });
  if (existing) {
    const cutoff = new Date(now.getTime() - OTP_RESEND_INTERVAL_S * 1000);
    const { count } = await prisma.verification.updateMany({
      where: { id: existing.id, lastSentAt: { lte: cutoff } },
      data,
    });
    if (count === 0) return { status: "wait", seconds: Math.max(1, resendWaitSeconds(existing.lastSentAt, now)) };
  } else {
    try {
      await prisma.verification.create({ data: { target, purpose, ...data }, select: { id: true } });
    } catch (error) {
      if ((error as { code?: string }).code === "P2002") return { status: "wait", seconds: OTP_RESEND_INTERVAL_S };
      throw error;
    }
  }
  if (!deliver) return { status: "sent", code };
  const mail = purpose === "signup" ? verificationCodeEmail(code) : passwordResetCodeEmail(code);
  await sendEmail({ to: target, ...mail, secrets: [code] });
  return { status: "sent", code };
}

/** Seconds until the next code may be sent for (target, purpose); 0 when none is pending. */
export async function secondsUntilResend(target: string, purpose: VerificationPurpose): Promise<number> {
  const row = await prisma.verification.findUnique({
    where: { target_purpose: { target, purpose } },
    select: { lastSentAt: true },
  });
  return row ? resendWaitSeconds(row.lastSentAt) : 0;
}

/**
 * Checks a code. Every entry first spends one attempt with a conditional increment (attempts < 5), so
 * concurrent guesses cannot exceed the limit; a correct code deletes the row (single use).
 */
export async function consumeCode(target: string, purpose: VerificationPurpose, code: string): Promise<CodeCheck> {
  const { count } = await prisma.verification.updateMany({
    where: { target, purpose, attempts: { lt: OTP_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  const row = await prisma.verification.findUnique({
    where: { target_purpose: { target, purpose } },
    select: { id: true, codeHash: true, attempts: true, expiresAt: true },
  });
  if (!row) return checkCode(null, false);
  if (count === 0) return { ok: false, reason: "exhausted", attemptsLeft: 0 };
  const matches = sameHash(hashCode(target, purpose, code), row.codeHash);
  const check = checkCode({ expiresAt: row.expiresAt, attempts: row.attempts - 1 }, matches);
  if (!check.ok) return check;
  const deleted = await prisma.verification.deleteMany({ where: { id: row.id, codeHash: row.codeHash } });
  return deleted.count === 1 ? check : checkCode(null, false);
}
