// The HTTP answer of /images/generated/<kind>.svg (ADR 068): a product kind's drawing for one variant and label.
import { createHash } from "node:crypto";
import { clampVariant, cleanLabel, isPictureKind } from "../product-picture";
import { renderPicture } from "./render";
import { requestUrl } from "~/utils/request-url";

/**
 * Every parameter is in the URL, including the drawings' revision (productPictureUrl writes it), so a picture never
 * changes under its URL and may be kept for a year; the ETag still spares the bytes when a browser asks again.
 */
const CACHE = "public, max-age=31536000, immutable";
/**
 * Shown by <img> or opened on its own: the picture needs nothing from anywhere (no script, font or image; the only
 * styling is presentation attributes), and `sandbox` keeps it from ever running anything if opened directly.
 */
const POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** True when the request's If-None-Match names `etag` (or is "*"); weak comparison, as for GET. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === bare;
  });
}

/**
 * The picture, or 404 for a kind without a drawing. Nothing else can fail: an unreadable or out-of-range variant is
 * clamped, a label is cleaned, cut and escaped by the renderer; unknown parameters are ignored.
 */
export function productPictureResponse(request: Request, kind: string | undefined): Response {
  if (!kind || !isPictureKind(kind))
    return new Response("No such picture", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
    });
  const params = requestUrl(request).searchParams;
  const svg = renderPicture(kind, clampVariant(params.get("v")), cleanLabel(params.get("label")));
  // Weak: the compression middleware may gzip the bytes, which a strong validator would have to tell apart.
  const etag = `W/"${createHash("sha256").update(svg).digest("base64url").slice(0, 22)}"`;
  const headers = new Headers({
    "Cache-Control": CACHE,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": POLICY,
  });
  if (matches(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "image/svg+xml; charset=utf-8");
  return new Response(svg, { status: 200, headers });
}
