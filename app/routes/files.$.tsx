import type { LoaderFunctionArgs } from "react-router";
import { safeDownloadName } from "~/modules/files/keys";
import { EXTENSION_BY_TYPE } from "~/modules/files/sniff";
import { readStoredFile } from "~/modules/files/storage.server";
import { requestUrl } from "~/utils/request-url";

/**
 * Serves an uploaded file by its key, streamed from the storage driver. Keys are random and never reused, so
 * responses are cached for a year; documents always download (`?name=` picks the file name), images show
 * inline; nothing else is ever stored, so no user HTML or SVG can be served.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const stored = await readStoredFile(params["*"] ?? "");
  if (!stored) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const extension = EXTENSION_BY_TYPE[stored.contentType];
  const name = safeDownloadName(requestUrl(request).searchParams.get("name"), extension);
  const headers = new Headers({
    "Content-Type": stored.contentType,
    "Content-Length": String(stored.size),
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Content-Disposition": `${stored.kind === "document" ? "attachment" : "inline"}; filename="${name}"`,
  });
  if (request.method === "HEAD") {
    await stored.body.cancel();
    return new Response(null, { status: 200, headers });
  }
  return new Response(stored.body, { status: 200, headers });
}
