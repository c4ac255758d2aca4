// Who may import and export: a brand account linked to a brand page, for that brand only (issue 10 rules). Admins
// edit products in the editor; importing for a brand is not offered to them (ADR 027).
import { requireRole } from "~/modules/auth/session.server";

export async function requireImportingBrand(request: Request): Promise<{ userId: string; brandId: string }> {
  const user = await requireRole(request, ["brand"]);
  if (!user.brandId) throw new Response("Your account is not linked to a brand page yet.", { status: 403 });
  return { userId: user.id, brandId: user.brandId };
}
