import bcrypt from "bcryptjs";

// The one bcrypt cost of the app: sign-up, password reset, the login's unknown-e-mail comparison and the demo
// accounts' seed all use it, so no path answers faster than another (DESIGN.md: cost ≥ 10).
export const BCRYPT_COST = 12;

/** How the app stores a password (sign-up, password reset, the seed's accounts): bcrypt at BCRYPT_COST. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}
