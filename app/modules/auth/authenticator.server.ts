// Login with remix-auth + remix-auth-form. The strategy returns an outcome (never throws for a wrong
// password), so the login action can show the spec §8 gate messages.
import bcrypt from "bcryptjs";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { Role } from "~/generated/prisma/enums";
import { BCRYPT_COST } from "~/modules/accounts/password";
import { loginSchema } from "~/modules/accounts/schemas";
import { prisma } from "~/utils/db.server";

export type LoginOutcome =
  | { kind: "success"; userId: string; role: Role; email: string }
  | { kind: "invalid" }
  | { kind: "unverified"; email: string }
  | { kind: "pending" }
  | { kind: "rejected" }
  | { kind: "suspended" };

// Compared against when the e-mail is unknown, so both answers take about as long: the same cost as every
// stored hash (sign-up, reset and the demo accounts' seed use BCRYPT_COST too).
let dummyHash: string | undefined;
export function dummyPasswordHash() {
  dummyHash ??= bcrypt.hashSync("not-a-real-password-0", BCRYPT_COST);
  return dummyHash;
}

/** Checks credentials, then the account's state (only after the password matched). */
export async function checkCredentials(email: string, password: string): Promise<LoginOutcome> {
  const user = await prisma.user.findUnique({
    where: { email },
    select: {
      id: true,
      email: true,
      passwordHash: true,
      emailVerifiedAt: true,
      suspendedAt: true,
      profile: { select: { role: true, status: true } },
    },
  });
  const matches = await bcrypt.compare(password, user?.passwordHash ?? dummyPasswordHash());
  if (!user || !matches || !user.profile) return { kind: "invalid" };
  if (!user.emailVerifiedAt) return { kind: "unverified", email: user.email };
  if (user.profile.status === "pending") return { kind: "pending" };
  if (user.profile.status === "rejected") return { kind: "rejected" };
  if (user.suspendedAt) return { kind: "suspended" };
  return { kind: "success", userId: user.id, role: user.profile.role, email: user.email };
}

export const authenticator = new Authenticator<LoginOutcome>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = loginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return { kind: "invalid" };
    return checkCredentials(parsed.data.email, parsed.data.password);
  }),
  "form",
);
