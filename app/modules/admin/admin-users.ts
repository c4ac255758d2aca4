// Pure parts of the admin user management: filters from the URL.
import { z } from "~/utils/zod";
import { textField } from "~/modules/forms/fields";
import { PROFILE_STATUSES, ROLES } from "~/modules/accounts/roles";

export const userFiltersSchema = z.object({
  role: z.enum(ROLES).optional().catch(undefined),
  status: z.enum(PROFILE_STATUSES).optional().catch(undefined),
  q: textField().trim().max(100).optional().catch(undefined),
});
export type UserFilters = z.infer<typeof userFiltersSchema>;

export function readUserFilters(params: URLSearchParams): UserFilters {
  const raw = {
    role: params.get("role") || undefined,
    status: params.get("status") || undefined,
    q: params.get("q") || undefined,
  };
  return userFiltersSchema.parse(raw);
}

export const ADMIN_SECTIONS = [
  { id: "overview", label: "Dashboard Overview" },
  { id: "users", label: "Manage Users" },
  { id: "community", label: "Manage Community" },
  { id: "brands", label: "Manage Brands & Experts" },
  { id: "products", label: "Manage Products & Panels" },
  { id: "demos", label: "Manage Demos & Live Events" },
  { id: "requests", label: "Requests & Orders" },
  { id: "organisations", label: "Organisations" },
  { id: "terms", label: "Terms & Invoices" },
  { id: "reports", label: "Reports & Analytics" },
  { id: "settings", label: "System Settings" },
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number]["id"];

export function readSection(value: string | null): AdminSection {
  return ADMIN_SECTIONS.some((s) => s.id === value) ? (value as AdminSection) : "overview";
}

export const adminActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), userId: textField().min(1).max(64) }),
  z.object({ intent: z.literal("reject"), userId: textField().min(1).max(64) }),
  z.object({ intent: z.literal("resend"), userId: textField().min(1).max(64) }),
  z.object({ intent: z.literal("delete"), userId: textField().min(1).max(64) }),
]);
