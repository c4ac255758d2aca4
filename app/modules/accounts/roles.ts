// Roles and where each one lands (spec §2, §6). Pure: shared by server and client.
import type { Role } from "~/generated/prisma/enums";

export const ROLES = ["admin", "influencer", "brand", "buyer", "community_member"] as const satisfies readonly Role[];
export const SIGNUP_ROLES = ["buyer", "influencer", "brand"] as const satisfies readonly Role[];
export type SignupRole = (typeof SIGNUP_ROLES)[number];
export const PROFILE_STATUSES = ["pending", "approved", "rejected"] as const;

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function isSignupRole(value: unknown): value is SignupRole {
  return typeof value === "string" && (SIGNUP_ROLES as readonly string[]).includes(value);
}

/** The stored role value: the role name lowercased, spaces turned into underscores (spec §6). */
export function toStoredRole(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "_");
}

/**
 * How a role reads on screen: underscores shown as spaces (spec §2 Profile). The stored role "influencer" reads
 * "expert": the interface says Expert everywhere (issue 37) while the value, routes and URLs keep their old name.
 */
export function roleLabel(role: string | null | undefined): string {
  if (role === "influencer") return "expert";
  return (role ?? "").replace(/_/g, " ");
}

/** The header's Dashboard link (spec §2 App shell). */
export function dashboardPathForRole(role: string | null | undefined): string {
  switch (role) {
    case "admin":
      return "/admin";
    case "brand":
      return "/brand-dashboard";
    case "influencer":
      return "/influencer-dashboard";
    case "buyer":
      return "/buyer-dashboard";
    case "community_member":
      return "/profile";
    default:
      return "/";
  }
}

/** Where a successful login goes (spec §2 Login). */
export function landingPathForRole(role: string | null | undefined): string {
  switch (role) {
    case "admin":
      return "/admin";
    case "influencer":
      return "/influencer-dashboard";
    case "brand":
      return "/brand-dashboard";
    case "buyer":
      return "/buyer-dashboard";
    case "community_member":
      return "/community-knowledge";
    default:
      return "/";
  }
}

/** The six interest options of spec §3. */
export const INTEREST_OPTIONS = [
  "Biological Sciences",
  "Life Sciences",
  "Pharma Company",
  "Cell Therapy",
  "Analytical Tools",
  "Lyophilization",
] as const;

/** Status a newly verified account gets: buyers are approved; reviewed roles stay pending. */
export function statusAfterVerification(role: Role, current: "pending" | "approved" | "rejected") {
  if (role === "buyer" && current === "pending") return "approved" as const;
  return current;
}

/** Comma-separated topics → trimmed, non-empty, de-duplicated list (spec §3 Sign-up payload). */
export function parseTopics(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(",")) {
    const topic = part.trim().replace(/\s+/g, " ");
    const key = topic.toLowerCase();
    if (topic && !seen.has(key)) {
      seen.add(key);
      out.push(topic);
    }
  }
  return out;
}
