// Who may edit which products (issue 10 rules): a brand account only its own brand's products, an admin any.
// Every editor query spreads `ownedBy(user)` into its where clause, so another brand's id reads as not found (404).
import type { SessionUser } from "~/modules/auth/session.server";

export type EditorUser = Pick<SessionUser, "id" | "role" | "brandId">;

/** The where-clause part that limits products to what `user` may edit; null when the user may edit nothing. */
export function ownedBy(user: EditorUser): { brandId?: string } | null {
  if (user.role === "admin") return {};
  if (user.role === "brand" && user.brandId) return { brandId: user.brandId };
  return null;
}

export const isAdmin = (user: EditorUser) => user.role === "admin";

/** Where an editor user goes back to after an action. */
export function editorHome(user: EditorUser): string {
  return isAdmin(user) ? "/admin?section=products" : "/brand-dashboard?tab=products";
}
