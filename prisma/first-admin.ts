// The first admin account of a deployment, from the environment (issue 34): ADMIN_EMAIL (required to create one),
// ADMIN_NAME (default "Administrator") and ADMIN_PASSWORD (optional). Created by the seed, inside its transaction and
// after its advisory lock (prisma/seed.ts), only while the database has no admin: two releases at once cannot both
// create it, and a later release never touches accounts. The e-mail, name and password pass the sign-up form's own
// rules (app/modules/accounts/schemas.ts) and the password is stored with the app's own hashing (password.ts).
// Output names the variable, never the address or the password: release logs are kept and shared.
import { randomBytes } from "node:crypto";
import type { Prisma } from "../app/generated/prisma/client.ts";
import { hashPassword } from "../app/modules/accounts/password.ts";
import { buyerSignupSchema, emailField, newPasswordField } from "../app/modules/accounts/schemas.ts";

export const DEFAULT_ADMIN_NAME = "Administrator";

export interface FirstAdmin {
  email: string;
  name: string;
  /** Unset: the account gets a random password nobody knows; the operator sets one through /forgot-password. */
  password?: string;
}

export type FirstAdminOutcome = "created" | "admin-present" | "email-taken";

/**
 * The first admin the environment asks for (null without ADMIN_EMAIL), or the one-line reason it cannot be created.
 * Checked before anything touches the database (scripts/release.js calls it before migrating).
 */
export function firstAdminFrom(
  vars: Record<string, string | undefined>,
): { admin: FirstAdmin | null; problem: null } | { admin: null; problem: string } {
  const rawEmail = vars.ADMIN_EMAIL?.trim();
  if (!rawEmail) {
    const stray = ["ADMIN_PASSWORD", "ADMIN_NAME"].filter((name) => vars[name]);
    if (stray.length > 0) return { admin: null, problem: `${stray.join(" and ")} set without ADMIN_EMAIL.` };
    return { admin: null, problem: null };
  }
  const email = emailField.safeParse(rawEmail);
  if (!email.success) return { admin: null, problem: `ADMIN_EMAIL is not a valid e-mail address.` };
  const name = buyerSignupSchema.shape.fullName.safeParse(vars.ADMIN_NAME?.trim() || DEFAULT_ADMIN_NAME);
  if (!name.success) return { admin: null, problem: `ADMIN_NAME: ${name.error.issues[0]!.message}.` };
  if (vars.ADMIN_PASSWORD === undefined || vars.ADMIN_PASSWORD === "")
    return { admin: { email: email.data, name: name.data }, problem: null };
  const password = newPasswordField.safeParse(vars.ADMIN_PASSWORD);
  if (!password.success)
    return {
      admin: null,
      problem: `ADMIN_PASSWORD does not meet the app's password rule (8 to 72 characters, at most 72 bytes): ${password.error.issues[0]!.message}.`,
    };
  return { admin: { email: email.data, name: name.data, password: password.data }, problem: null };
}

/**
 * Creates the first admin unless an admin exists or the e-mail belongs to an account already (which is not
 * promoted: an operator's decision). Call inside the seed's transaction, after its advisory lock.
 */
export async function ensureFirstAdmin(tx: Prisma.TransactionClient, admin: FirstAdmin): Promise<FirstAdminOutcome> {
  const owner = await tx.user.findUnique({
    where: { email: admin.email },
    select: { profile: { select: { role: true } } },
  });
  if (owner) return owner.profile?.role === "admin" ? "admin-present" : "email-taken";
  if ((await tx.profile.count({ where: { role: "admin" } })) > 0) return "admin-present";
  // Without ADMIN_PASSWORD: a random secret, hashed and forgotten, so no password works until a reset sets one.
  const passwordHash = await hashPassword(admin.password ?? randomBytes(32).toString("base64url"));
  await tx.user.create({
    data: {
      email: admin.email,
      passwordHash,
      emailVerifiedAt: new Date(),
      profile: { create: { fullName: admin.name, role: "admin", status: "approved" } },
    },
    select: { id: true },
  });
  return "created";
}

/** The seed's one line about the first admin (never the address or the password). */
export function firstAdminMessage(outcome: FirstAdminOutcome | "not-asked", admin: FirstAdmin | null): string {
  switch (outcome) {
    case "created":
      return admin?.password
        ? "Seed: first admin created for ADMIN_EMAIL, with the password from ADMIN_PASSWORD"
        : "Seed: first admin created for ADMIN_EMAIL without a usable password: set one at /forgot-password (the code is e-mailed, so RESEND_API_KEY must be set)";
    case "admin-present":
      return "Seed: first admin: an admin account already exists; ADMIN_* left unused, nothing changed";
    case "email-taken":
      return "Seed: first admin NOT created: ADMIN_EMAIL belongs to an existing account that is not an admin; it was left as it is (promote it yourself if you mean to)";
    case "not-asked":
      return "Seed: WARNING no admin account and ADMIN_EMAIL is not set: set ADMIN_EMAIL (and ADMIN_NAME, ADMIN_PASSWORD) and run the release again to create the first admin";
  }
}
