// One-time code rules (DESIGN.md): 6 digits, 10-minute life, single use, 5 wrong tries, resend every 60 s.
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_S = 60;

/** Seconds until another code may be sent (0 = now). */
export function resendWaitSeconds(lastSentAt: Date | null | undefined, now: Date = new Date()): number {
  if (!lastSentAt) return 0;
  const elapsed = (now.getTime() - lastSentAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(OTP_RESEND_INTERVAL_S - elapsed));
}

export type CodeCheck =
  { ok: true } | { ok: false; reason: "missing" | "expired" | "exhausted" | "mismatch"; attemptsLeft: number };

/** Decides a code entry against the stored row; the caller compares hashes and records the attempt. */
export function checkCode(
  row: { expiresAt: Date; attempts: number } | null,
  matches: boolean,
  now: Date = new Date(),
): CodeCheck {
  if (!row) return { ok: false, reason: "missing", attemptsLeft: 0 };
  if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: "exhausted", attemptsLeft: 0 };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired", attemptsLeft: 0 };
  if (matches) return { ok: true };
  const attemptsLeft = Math.max(0, OTP_MAX_ATTEMPTS - (row.attempts + 1));
  return { ok: false, reason: attemptsLeft === 0 ? "exhausted" : "mismatch", attemptsLeft };
}

export function codeFailureMessage(check: Exclude<CodeCheck, { ok: true }>): string {
  switch (check.reason) {
    case "missing":
      return "Invalid or expired code. Request a new code and try again.";
    case "expired":
      return "This code has expired. Request a new code and try again.";
    case "exhausted":
      return "Too many incorrect attempts. Request a new code and try again.";
    case "mismatch":
      return `Invalid code. ${check.attemptsLeft} ${check.attemptsLeft === 1 ? "attempt" : "attempts"} left.`;
  }
}
