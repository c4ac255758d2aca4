// Avatars are checked by content, not by name: PNG, JPEG, GIF or WebP magic bytes.
export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

export function detectImageType(bytes: Uint8Array): ImageType | null {
  const starts = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
  if (bytes.length >= 8 && starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (bytes.length >= 3 && starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (
    bytes.length >= 6 &&
    (starts([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || starts([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))
  )
    return "image/gif";
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  return null;
}

export function avatarUrlFor(userId: string, updatedAt: Date): string {
  return `/avatars/${encodeURIComponent(userId)}?v=${updatedAt.getTime()}`;
}
