import type { LoaderFunctionArgs } from "react-router";
import { getAvatar } from "~/modules/accounts/profile.server";
import { requestUrl } from "~/utils/request-url";

/** Avatar bytes from the Avatar table, with cache headers and an ETag (304 when unchanged). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = params.userId ?? "";
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(userId)) throw new Response("Not Found", { status: 404 });
  const avatar = await getAvatar(userId);
  if (!avatar) throw new Response("Not Found", { status: 404 });
  const versioned = requestUrl(request).searchParams.has("v");
  const headers = new Headers({
    "Content-Type": avatar.contentType,
    ETag: avatar.etag,
    "Last-Modified": avatar.updatedAt.toUTCString(),
    // A ?v=<timestamp> URL never changes content; the bare URL is revalidated after an hour.
    "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=3600, must-revalidate",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(avatar.etag))
    return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(avatar.data.byteLength));
  return new Response(avatar.data, { status: 200, headers });
}
