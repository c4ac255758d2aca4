// Images on the admin forms (events, brands, experts): uploads go through the storage module; addresses kept from
// before must be the site's own. Nothing stays stored when a form is refused.
import { deleteStoredFile, saveUpload, storedFileUrl } from "~/modules/files/storage.server";
import { readMultipartForm } from "~/modules/files/upload-form.server";
import { MAX_IMAGE_BYTES } from "~/modules/files/limits";
import { readFormData } from "~/modules/forms/request-body.server";

const FILES_PREFIX = storedFileUrl("");
/** A little over the image limit, so an oversized image reaches the storage module and gets its field message. */
const MULTIPART_FILE_BYTES = MAX_IMAGE_BYTES + 4 * 1024 * 1024;

/** Only the site's own images: stored uploads and the bundled /images; anything else gives the fallback. */
export function ownImage(url: string, fallback: string): string {
  return /^\/(files|images)\/[A-Za-z0-9._\-/]+$/.test(url) && !url.includes("..") ? url : fallback;
}

/** The storage key of a stored upload's address, or null for bundled images. */
export function storedKeyOf(url: string | null | undefined): string | null {
  return url && url.startsWith(FILES_PREFIX) ? url.slice(FILES_PREFIX.length) : null;
}

/** Deletes stored uploads an edit no longer uses (after its commit); failures are ignored (orphans are harmless). */
export async function deleteUnusedImages(before: (string | null)[], after: (string | null)[]) {
  const still = new Set(after);
  const keys = before
    .filter((url) => !still.has(url))
    .map(storedKeyOf)
    .filter((key): key is string => key !== null);
  await Promise.all(keys.map((key) => deleteStoredFile(key).catch(() => undefined)));
}

/**
 * Stores the image files of `names` present in the form. On any refusal every file stored here is deleted again and
 * the messages come back per field; on success `discard` undoes the uploads if the database write then fails.
 */
export async function storeImages(form: FormData, names: readonly string[]) {
  const urls: Record<string, string> = {};
  const fieldErrors: Record<string, string[]> = {};
  const saved: string[] = [];
  for (const name of names) {
    const file = form.get(name);
    if (!(file instanceof File) || file.size === 0) continue;
    const result = await saveUpload(file, "image");
    if (result.ok) {
      saved.push(result.file.key);
      urls[name] = storedFileUrl(result.file.key);
    } else fieldErrors[name] = [result.message];
  }
  const discard = () => Promise.all(saved.map((key) => deleteStoredFile(key))).then(() => undefined);
  if (Object.keys(fieldErrors).length > 0) {
    await discard();
    return { ok: false as const, fieldErrors };
  }
  return { ok: true as const, urls, discard };
}

/** A section's POST body: multipart (forms with images) or a plain form. */
export async function readSectionForm(request: Request, maxFiles: number) {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.toLowerCase().startsWith("multipart/form-data")) {
    return readMultipartForm(request, { maxFileBytes: MULTIPART_FILE_BYTES, maxFiles });
  }
  return { ok: true as const, form: await readFormData(request) };
}
