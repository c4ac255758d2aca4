// Punchout secrets at rest (ADR 065): the cXML SharedSecret and the OCI password are machine credentials the
// procurement system presents with every request. We never show them again, so only a salted SHA-256 digest is kept
// ("sha256$<salt>$<digest>"); presented secrets are compared digest to digest with crypto.timingSafeEqual. Secrets
// must be long (SECRET_MIN_LENGTH) and the page offers a random one, which is what makes a fast digest enough —
// a slow password hash would cost every setup request (target p99 ≤ 200 ms) and hand unauthenticated callers a cheap
// way to burn CPU.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

function digest(salt: string, secret: string): Buffer {
  return createHash("sha256").update(salt).update("\u0000").update(secret, "utf8").digest();
}

export function hashPunchoutSecret(secret: string): string {
  const salt = randomBytes(16).toString("base64url");
  return `sha256$${salt}$${digest(salt, secret).toString("base64url")}`;
}

/** Constant-time check of a presented secret against a stored digest; false for a missing or malformed one. */
export function punchoutSecretMatches(
  presented: string | null | undefined,
  stored: string | null | undefined,
): boolean {
  // A missing stored digest still costs one digest, so "unknown" and "wrong" take the same time.
  const [scheme, salt, expected] = (stored ?? "sha256$none$").split("$");
  const presentedDigest = digest(salt ?? "none", presented ?? "");
  if (scheme !== "sha256" || !expected || typeof presented !== "string") return false;
  const expectedDigest = Buffer.from(expected, "base64url");
  return expectedDigest.length === presentedDigest.length && timingSafeEqual(expectedDigest, presentedDigest);
}

/** A random secret the settings page offers (32 characters, about 190 bits). */
export function generatePunchoutSecret(): string {
  return randomBytes(24).toString("base64url");
}
