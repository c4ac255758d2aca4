// The one reader of form bodies: every action reads its form through `readFormData`, so a body that is not a
// form, too large or malformed is answered with 415/413/400 and a short message page instead of a 500.
// Webhooks read raw bodies (`request.text()`) and do not use it.

/** Enough for every text form on the site (the longest field is a few thousand characters). */
export const FORM_BODY_MAX_BYTES = 64 * 1024;

const FORM_CONTENT_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export const FORM_BODY_MESSAGES = {
  unsupported: "This address only accepts form submissions (URL-encoded or multipart form data).",
  tooLarge: "The form is too large to be accepted. Please shorten what you entered and try again.",
  unreadable: "The form could not be read. Please go back and submit it again.",
} as const;

const rejections = new WeakSet<Response>();

/** A rejected body: a plain-text Response the route's error boundary shows as a page (never a stack trace). */
function rejection(status: 400 | 413 | 415, message: string) {
  const headers: Record<string, string> = { "Content-Type": "text/plain; charset=utf-8" };
  // The rest of an oversized body is left unread: the connection cannot be reused for another request.
  if (status === 413) headers.Connection = "close";
  const response = new Response(message, { status, headers });
  rejections.add(response);
  return response;
}

/** Whether `thrown` is readFormData's rejection (with that status, when given). */
export function isFormBodyRejection(thrown: unknown, status?: 400 | 413 | 415): thrown is Response {
  return thrown instanceof Response && rejections.has(thrown) && (status === undefined || thrown.status === status);
}

/** Reads at most `maxBytes` of the body; null when it is longer (the rest is left unread). */
async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      // Not `cancel()`: on the Node server that destroys the socket before the 413 page can be sent.
      if (size > maxBytes) return null;
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The request's form fields. Throws (for Remix to render as the error page) a 415 Response when the body is
 * not a form, 413 when it is larger than `maxBytes` (declared or streamed), 400 when it cannot be parsed.
 */
export async function readFormData(
  request: Request,
  { maxBytes = FORM_BODY_MAX_BYTES }: { maxBytes?: number } = {},
): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (!FORM_CONTENT_TYPES.has(mediaType)) {
    // Read (and drop) a body of form size, so the connection stays usable for the client's next request.
    if (!(declared > maxBytes)) await readCapped(request.body, maxBytes).catch(() => null);
    throw rejection(415, FORM_BODY_MESSAGES.unsupported);
  }
  if (declared > maxBytes) throw rejection(413, FORM_BODY_MESSAGES.tooLarge);
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readCapped(request.body, maxBytes);
  } catch {
    throw rejection(400, FORM_BODY_MESSAGES.unreadable);
  }
  if (!bytes) throw rejection(413, FORM_BODY_MESSAGES.tooLarge);
  try {
    return await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw rejection(400, FORM_BODY_MESSAGES.unreadable);
  }
}
