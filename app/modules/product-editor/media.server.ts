// Product images and documents: uploads through the files module (type checked by content, size and dimension
// limits, random keys), the rows that list them, reorder / alt text / remove. The owner check is inside every query;
// a stored file whose row could not be written is deleted again, and a removed row's file is deleted after it.
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from "~/modules/files/limits";
import { deleteStoredFile, saveUpload, storedFileUrl } from "~/modules/files/storage.server";
import { readMultipartForm } from "~/modules/files/upload-form.server";
import { CONTROL_CHARACTERS } from "~/modules/forms/fields";
import { prisma, type Tx } from "~/utils/db.server";
import { readId } from "./editor-form";
import { isAdmin, ownedBy, type EditorUser } from "./access.server";
import {
  MAX_ALT,
  MAX_DOCUMENT_TITLE,
  MAX_DOCUMENTS,
  MAX_IMAGES,
  readDocumentKind,
  documentKindLabel,
  type MediaErrors,
} from "./media";

export type MediaOutcome = { ok: true; message: string } | { ok: false; errors: MediaErrors } | null;

const fail = (field: string, message: string): MediaOutcome => ({ ok: false, errors: { [field]: message } });

async function ownedProduct(user: EditorUser, productId: string) {
  const scope = ownedBy(user);
  if (!scope || !readId(productId)) return null;
  return prisma.storeProduct.findFirst({
    where: { id: productId, deletedAt: null, ...scope },
    select: { id: true, status: true },
  });
}

/** thumbnailUrl follows the first image (cards and lists show it). */
async function syncThumbnail(tx: Tx, productId: string) {
  const first = await tx.productImage.findFirst({
    where: { productId, type: "image" },
    orderBy: [{ order: "asc" }, { id: "asc" }],
    select: { url: true },
  });
  await tx.storeProduct.update({
    where: { id: productId },
    data: { thumbnailUrl: first?.url ?? null },
    select: { id: true },
  });
}

function cleanText(value: FormDataEntryValue | null, max: number): string | { error: string } {
  const text = typeof value === "string" ? value.trim() : "";
  if (CONTROL_CHARACTERS.test(text)) return { error: "Remove the control characters from this field." };
  if (text.length > max) return { error: `Keep this under ${max} characters.` };
  return text;
}

async function audit(user: EditorUser, action: string, productId: string, details?: object) {
  if (isAdmin(user))
    await prisma.auditLog.create({
      data: { actorId: user.id, action, targetId: productId, details },
      select: { id: true },
    });
}

/** A multipart upload (image or document). */
export async function handleMediaUpload(user: EditorUser, productId: string, request: Request): Promise<MediaOutcome> {
  const product = await ownedProduct(user, productId);
  if (!product) return null;
  const read = await readMultipartForm(request, {
    maxFileBytes: Math.max(MAX_IMAGE_BYTES, MAX_DOCUMENT_BYTES),
    maxFiles: 1,
  });
  if (!read.ok) return fail("upload", read.message);
  const form = read.form;
  const intent = form.get("intent");
  if (intent === "image-upload") {
    const file = form.get("image");
    if (!(file instanceof File) || file.size === 0) return fail("image", "Choose an image to upload.");
    const alt = cleanText(form.get("alt"), MAX_ALT);
    if (typeof alt !== "string") return fail("image", alt.error);
    if ((await prisma.productImage.count({ where: { productId, type: "image" } })) >= MAX_IMAGES)
      return fail("image", `A product can have at most ${MAX_IMAGES} images. Remove one first.`);
    const saved = await saveUpload(file, "image");
    if (!saved.ok) return fail("image", saved.message);
    try {
      await prisma.$transaction(async (tx) => {
        const last = await tx.productImage.findFirst({
          where: { productId },
          orderBy: { order: "desc" },
          select: { order: true },
        });
        await tx.productImage.create({
          data: {
            productId,
            url: storedFileUrl(saved.file.key),
            alt,
            order: (last?.order ?? -1) + 1,
            fileKey: saved.file.key,
          },
          select: { id: true },
        });
        await syncThumbnail(tx, productId);
      });
    } catch (error) {
      await deleteStoredFile(saved.file.key);
      throw error;
    }
    await audit(user, "product.image.add", productId);
    return { ok: true, message: "Image added" };
  }
  if (intent === "document-upload") {
    const file = form.get("document");
    const kind = readDocumentKind(form.get("kind"));
    if (!kind) return fail("document", "Choose what kind of document this is.");
    if (!(file instanceof File) || file.size === 0) return fail("document", "Choose a PDF to upload.");
    const title = cleanText(form.get("title"), MAX_DOCUMENT_TITLE);
    if (typeof title !== "string") return fail("documentTitle", title.error);
    if ((await prisma.productDocument.count({ where: { productId } })) >= MAX_DOCUMENTS)
      return fail("document", `A product can have at most ${MAX_DOCUMENTS} documents. Remove one first.`);
    const saved = await saveUpload(file, "document");
    if (!saved.ok) return fail("document", saved.message);
    try {
      const last = await prisma.productDocument.findFirst({
        where: { productId },
        orderBy: { position: "desc" },
        select: { position: true },
      });
      await prisma.productDocument.create({
        data: {
          productId,
          kind,
          title: title || documentKindLabel(kind),
          fileKey: saved.file.key,
          size: saved.file.size,
          position: (last?.position ?? -1) + 1,
        },
        select: { id: true },
      });
    } catch (error) {
      await deleteStoredFile(saved.file.key);
      throw error;
    }
    await audit(user, "product.document.add", productId);
    return { ok: true, message: "Document added" };
  }
  return fail("upload", "Unknown upload.");
}

/** Reorder, alt text and removal (plain form posts). */
export async function handleMediaChange(user: EditorUser, productId: string, form: FormData): Promise<MediaOutcome> {
  const product = await ownedProduct(user, productId);
  if (!product) return null;
  const intent = form.get("intent");
  if (intent === "document-remove") {
    const id = readId(form.get("documentId")) ?? "";
    const doc = await prisma.productDocument.findFirst({
      where: { id, productId },
      select: { id: true, fileKey: true },
    });
    if (!doc) return fail("document", "This document was already removed.");
    await prisma.productDocument.delete({ where: { id: doc.id } });
    await deleteStoredFile(doc.fileKey);
    await audit(user, "product.document.remove", productId);
    return { ok: true, message: "Document removed" };
  }
  const imageId = readId(form.get("imageId")) ?? "";
  const image = await prisma.productImage.findFirst({
    where: { id: imageId, productId, type: "image" },
    select: { id: true, fileKey: true, order: true },
  });
  if (!image) return fail("images", "This image was already removed.");
  if (intent === "image-alt") {
    const alt = cleanText(form.get("alt"), MAX_ALT);
    if (typeof alt !== "string") return fail(`alt.${image.id}`, alt.error);
    await prisma.productImage.update({ where: { id: image.id }, data: { alt }, select: { id: true } });
    await audit(user, "product.image.alt", productId);
    return { ok: true, message: "Alt text saved" };
  }
  if (intent === "image-remove") {
    await prisma.$transaction(async (tx) => {
      await tx.productImage.delete({ where: { id: image.id } });
      await syncThumbnail(tx, productId);
    });
    if (image.fileKey) await deleteStoredFile(image.fileKey);
    await audit(user, "product.image.remove", productId);
    return { ok: true, message: "Image removed" };
  }
  if (intent === "image-up" || intent === "image-down") {
    await prisma.$transaction(async (tx) => {
      const all = await tx.productImage.findMany({
        where: { productId, type: "image" },
        orderBy: [{ order: "asc" }, { id: "asc" }],
        select: { id: true },
      });
      const at = all.findIndex((i) => i.id === image.id);
      const to = intent === "image-up" ? at - 1 : at + 1;
      if (at < 0 || to < 0 || to >= all.length) return;
      [all[at], all[to]] = [all[to]!, all[at]!];
      for (const [order, row] of all.entries())
        await tx.productImage.update({ where: { id: row.id }, data: { order }, select: { id: true } });
      await syncThumbnail(tx, productId);
    });
    await audit(user, "product.image.move", productId);
    return { ok: true, message: "Images reordered" };
  }
  return fail("images", "Unknown image action.");
}
