// Storage keys: "<kind>/<32 random hex>.<extension>". Random and never reused, so whatever is served under a
// key never changes (immutable caching), and the extension — chosen by the content sniff, not the uploader —
// is the stored metadata the serving route takes the Content-Type from.
import { TYPE_BY_EXTENSION, type SniffedType } from "./sniff";

export type FileKind = "image" | "document" | "avatar";

const KEY_PATTERN = /^(image|document|avatar)\/([0-9a-f]{32})\.(jpg|png|webp|gif|pdf)$/;

export function buildKey(kind: FileKind, randomHex: string, extension: string): string {
  const key = `${kind}/${randomHex}.${extension}`;
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** The key's kind and content type, or null for anything that is not a key this module made. */
export function parseKey(key: string): { kind: FileKind; contentType: SniffedType } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const contentType = TYPE_BY_EXTENSION[match[3]!];
  if (!contentType) return null;
  // An image key never serves a PDF and a document key never serves an image.
  const isPdf = contentType === "application/pdf";
  if ((match[1] === "document") !== isPdf) return null;
  return { kind: match[1] as FileKind, contentType };
}

/** A download name safe for a Content-Disposition header: letters, digits, dot, dash, underscore, space. */
export function safeDownloadName(requested: string | null, extension: string): string {
  const base = (requested ?? "")
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .replace(/[^A-Za-z0-9._ -]+/g, "-")
    .replace(/^[.\s-]+|[.\s-]+$/g, "")
    .slice(0, 100);
  return `${base || "download"}.${extension}`;
}
