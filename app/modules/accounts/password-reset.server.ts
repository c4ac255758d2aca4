// Forgot password, for real: an e-mailed code (purpose reset_password). The answer never reveals
// whether an account exists: unknown e-mails get the same response and simply no mail.
import bcrypt from "bcryptjs";
import { prisma } from "~/utils/db.server";
import { codeFailureMessage } from "./otp";
import { hashPassword } from "./password";
import { consumeCode, issueCode } from "./verification.server";

export async function requestPasswordReset(email: string): Promise<void> {
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) {
    // Spend comparable time so the response time does not tell either.
    await bcrypt.hash("timing-equaliser", 4);
    return;
  }
  await issueCode(email, "reset_password");
}

export type ResetResult = { ok: true } | { ok: false; message: string };

export async function resetPassword(email: string, code: string, password: string): Promise<ResetResult> {
  const check = await consumeCode(email, "reset_password", code);
  if (!check.ok) return { ok: false, message: codeFailureMessage(check) };
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) return { ok: false, message: codeFailureMessage({ ok: false, reason: "missing", attemptsLeft: 0 }) };
  const passwordHash = await hashPassword(password);
  // A new password ends every existing session.
  await prisma.$transaction([
    prisma.user.update({ where: { id: user.id }, data: { passwordHash }, select: { id: true } }),
    prisma.session.deleteMany({ where: { userId: user.id } }),
  ]);
  return { ok: true };
}
