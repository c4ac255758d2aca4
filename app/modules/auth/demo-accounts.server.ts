// Quick-login buttons for the seeded demo accounts: demo mode only (spec §2 Login).
import { isDemoMode } from "~/utils/env.server";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../../prisma/seed-accounts";

const QUICK_KEYS = ["buyer", "influencer", "brand", "admin"] as const;
const LABELS: Record<(typeof QUICK_KEYS)[number], string> = {
  buyer: "Buyer",
  influencer: "Influencer",
  brand: "Brand",
  admin: "Admin",
};

export function quickLoginAccounts() {
  if (!isDemoMode()) return null;
  return {
    password: DEMO_PASSWORD,
    accounts: QUICK_KEYS.map((key) => ({
      key,
      label: LABELS[key],
      email: DEMO_ACCOUNTS.find((a) => a.email.startsWith(`${key}@`))!.email,
    })),
  };
}
