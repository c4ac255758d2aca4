// Quick-login buttons for the seeded demo accounts: demo mode only (spec §2 Login). One button per demo account the
// seed creates (prisma/seed-accounts.ts, the README's table), the pending and rejected ones included: trying what
// those accounts see is what they are there for.
import { isDemoMode } from "~/utils/env.server";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../../prisma/seed-accounts";

const ROLE_LABELS: Record<string, string> = {
  admin: "Admin",
  buyer: "Buyer",
  influencer: "Expert",
  brand: "Brand",
  community_member: "Community member",
};

/** "Buyer"; a role's account that is not approved says so: "Expert (pending)". */
function labelOf(account: (typeof DEMO_ACCOUNTS)[number]): string {
  const role = ROLE_LABELS[account.role] ?? account.role;
  return account.status === "approved" ? role : `${role} (${account.status})`;
}

export function quickLoginAccounts() {
  if (!isDemoMode()) return null;
  return {
    password: DEMO_PASSWORD,
    accounts: DEMO_ACCOUNTS.map((account) => ({
      // The e-mail's local part (buyer, pending, ...): /login?as=<key> prefills it without JavaScript.
      key: account.email.split("@")[0]!,
      label: labelOf(account),
      email: account.email,
    })),
  };
}
