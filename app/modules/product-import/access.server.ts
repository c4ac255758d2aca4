// Who may import and export (issue 10 rules, ADR 027 addendum): a brand account linked to a brand page, for that
// brand only; an admin for any brand (the brand is chosen on the upload form, and the upload is audited). Every read
// of an import is limited by `importOwner`: a brand account asking for another brand's import gets a 404.
import { requireRole } from "~/modules/auth/session.server";
import { brandChoiceError } from "~/modules/product-editor/editor.server";

export type Importer =
  { userId: string; byAdmin: false; brandId: string } | { userId: string; byAdmin: true; brandId: null };

/** The imports a user may read: a brand's own (its id), or every brand's for an admin. */
export type ImportOwner = string | { anyBrand: true };

export async function requireImporter(request: Request): Promise<Importer> {
  const user = await requireRole(request, ["brand", "admin"]);
  if (user.role === "admin") return { userId: user.id, byAdmin: true, brandId: null };
  if (!user.brandId) throw new Response("Your account is not linked to a brand page yet.", { status: 403 });
  return { userId: user.id, byAdmin: false, brandId: user.brandId };
}

export const importOwner = (importer: Importer): ImportOwner =>
  importer.byAdmin ? { anyBrand: true } : importer.brandId;

/**
 * The brand an upload or an export is for: a brand account's own brand, whatever was posted; for an admin the
 * chosen `brandId`, checked by the editor's rule (`brandChoiceError`: required, a stored brand).
 */
export async function brandForImporter(
  importer: Importer,
  chosen: FormDataEntryValue | null,
): Promise<{ ok: true; brandId: string } | { ok: false; message: string }> {
  if (!importer.byAdmin) return { ok: true, brandId: importer.brandId };
  const brandId = typeof chosen === "string" ? chosen.slice(0, 200) : "";
  const message = await brandChoiceError(brandId || null, undefined, "Choose the brand to import these products for.");
  return message ? { ok: false, message } : { ok: true, brandId };
}
