// What an upload is, decided by its first bytes (never by its name or the browser's Content-Type).
// Only these types are ever stored; SVG, HTML and everything else are refused because they match none.

export type SniffedType = "image/jpeg" | "image/png" | "image/webp" | "image/gif" | "application/pdf";

export const EXTENSION_BY_TYPE: Record<SniffedType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "application/pdf": "pdf",
};

export const TYPE_BY_EXTENSION: Record<string, SniffedType> = Object.fromEntries(
  Object.entries(EXTENSION_BY_TYPE).map(([type, ext]) => [ext, type as SniffedType]),
);

export function isImageType(type: SniffedType): boolean {
  return type.startsWith("image/");
}

/** The type the bytes start with, or null for anything else (text, HTML, SVG, archives, executables...). */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  const startsWith = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
  if (startsWith([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF....WEBP
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  // GIF87a / GIF89a
  if (startsWith([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return "image/gif";
  // %PDF- at the very start (a PDF reader tolerates leading junk; we do not, so HTML cannot pose as one).
  if (startsWith([0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  return null;
}
