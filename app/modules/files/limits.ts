// Upload limits and accepted types, shared by forms (the `accept` attribute, help text) and the server checks.
// Pure: no server imports, so components may use it.

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** Largest side of an accepted image, in pixels. */
export const MAX_IMAGE_SIDE = 10_000;
/** Largest accepted image area (width × height), so decoding an upload never needs gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Types are checked by content on the server; these only steer the browser's file picker. */
export const ACCEPT_IMAGE = "image/jpeg,image/png,image/webp,image/gif";
export const ACCEPT_DOCUMENT = "application/pdf";

export function formatMegabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
