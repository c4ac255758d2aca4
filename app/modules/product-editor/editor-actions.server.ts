// The editor routes' POSTs: guard (done by the route) → read the form → one module call → redirect with a toast,
// or the submitted values with field messages (400). Ownership is inside every module call: not yours → 404.
import { data } from "react-router";
import { readFormData } from "~/modules/forms/request-body.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { editorHome, isAdmin, type EditorUser } from "./access.server";
import { parseEditorForm, readEditorValues, type EditorValues, type FieldErrors } from "./editor-form";
import { applyOwnerAction, brandChoiceError, duplicateProduct, EditorError, saveProduct } from "./editor.server";
import type { MediaErrors } from "./media";
import { handleMediaChange, handleMediaUpload, type MediaOutcome } from "./media.server";

export type EditorActionData = {
  values?: EditorValues;
  errors?: FieldErrors;
  media?: MediaErrors;
  /** The brand an admin chose for a new product, shown again with the messages. */
  brandId?: string;
};

const notFound = () => new Response("Product not found", { status: 404 });
export const editorPath = (productId: string) => `/brand-dashboard/products/${encodeURIComponent(productId)}`;

function mediaResponse(outcome: MediaOutcome, productId: string) {
  if (!outcome) throw notFound();
  if (!outcome.ok) return data<EditorActionData>({ media: outcome.errors }, { status: 400 });
  return redirectWithToast(`${editorPath(productId)}#media`, { title: outcome.message });
}

const isMultipart = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase() === "multipart/form-data";

export async function handleEditorPost(request: Request, user: EditorUser, productId: string | null) {
  // Image and document uploads are the only multipart forms of the editor (streamed, with the files module's limits).
  if (productId && isMultipart(request))
    return mediaResponse(await handleMediaUpload(user, productId, request), productId);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "save");
  const home = editorHome(user);
  if (productId && /^(image|document)-/.test(intent))
    return mediaResponse(await handleMediaChange(user, productId, form), productId);

  if (
    productId &&
    (intent === "duplicate" || intent === "archive" || intent === "restore" || intent === "submit-only")
  ) {
    if (intent === "duplicate") {
      const copy = await duplicateProduct(user, productId);
      if (!copy) throw notFound();
      return redirectWithToast(editorPath(copy), {
        title: "Product duplicated",
        description: "This draft copy needs its own SKUs before you submit it.",
      });
    }
    const action = intent === "submit-only" ? "submit" : intent;
    const result = await applyOwnerAction(user, productId, action);
    if (!result) throw notFound();
    const back = String(form.get("back") ?? "") === "list" ? home : editorPath(productId);
    if (!result.ok)
      return redirectWithToast(back, { title: "Not changed", description: result.message, variant: "destructive" });
    const titles = {
      archive: "Product archived",
      restore: "Product restored as a draft",
      submit: result.status === "active" ? "Listed in the store" : "Sent for review",
    } as const;
    return redirectWithToast(back, { title: titles[action] });
  }

  const values = readEditorValues(form);
  const parsed = parseEditorForm(values);
  // Only an admin creating a product chooses its brand; a brand account's posted brandId is never read.
  const adminCreates = productId === null && isAdmin(user);
  const brandId = adminCreates ? String(form.get("brandId") ?? "").slice(0, 200) : undefined;
  if (!parsed.ok) {
    const brandError = adminCreates ? await brandChoiceError(brandId || null) : null;
    const errors = brandError ? { brandId: brandError, ...parsed.errors } : parsed.errors;
    return data<EditorActionData>({ values, errors, brandId }, { status: 400 });
  }
  try {
    const saved = await saveProduct(user, productId, parsed.input, {
      submit: intent === "submit",
      brandId: brandId || null,
    });
    if (!saved) throw notFound();
    const description = saved.backToReview
      ? "The title or category changed, so the product is back in review and not listed until approved."
      : saved.status === "pending_review"
        ? "A LabMarket admin reviews it before it is listed. You will get an e-mail."
        : saved.status === "active"
          ? productId
            ? "The changes are live."
            : "It is listed in the store."
          : "Not listed yet.";
    return redirectWithToast(editorPath(saved.productId), {
      title: productId ? "Product saved" : "Product created",
      description,
    });
  } catch (error) {
    if (error instanceof EditorError)
      return data<EditorActionData>({ values, errors: error.errors, brandId }, { status: 400 });
    throw error;
  }
}
