// A few-seconds micro-cache of whole HTML pages for visitors without cookies (first visits, crawlers, link
// previews): the catalogue and content pages render the same for all of them, so one render serves the next
// requests until it is `ttlMs` old. Anyone with a cookie (session, cart, compare, theme, time zone, flash
// message) always gets a fresh render, as does every write. See docs/decisions/007-anonymous-page-cache.md.
//
// The page carries the per-request CSP nonce in its script tags; a cached page keeps the places where the
// nonce was and receives the new request's nonce there, so nonces are never reused.

const CACHEABLE_HEADER_DENY = /\b(private|no-store|no-cache)\b/i;
// Headers that describe one transfer (set by compression or Node for that response), never replayed.
const TRANSFER_HEADERS = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
  "vary",
  "x-page-cache",
  "set-cookie",
]);

/**
 * Memory is bounded twice: by page count and by bytes (a crawler walking random query strings must not fill a
 * 512 MB machine with copies of the store).
 * Pages hold absolute links to the public origin, and Remix builds the request URL from the Host and
 * X-Forwarded-Host headers, which the client chooses. With `origin` (the configured public origin), only requests
 * addressed to that host, without a different X-Forwarded-Host, are cached or served from the cache; the key also
 * carries every header the page's URL is built from, so no request can plant a page for another.
 * `onHit(req)` is told of every page served from the cache (the app counts product views with it).
 * @param {{ ttlMs: number, origin?: string | null, maxEntries?: number, maxBytes?: number, bypass?: (path: string) => boolean, onHit?: (req: import("express").Request) => void }} options
 * @returns {import("express").RequestHandler & { clear: () => void, size: () => number, bytes: () => number }}
 */
export function anonymousPageCache({
  ttlMs,
  origin,
  maxEntries = 500,
  maxBytes = 32 * 1024 * 1024,
  bypass = () => false,
  onHit = () => {},
}) {
  const publicHost = origin ? new URL(origin).host : origin;
  /** url → { storedAt, status, headers: [name, value][], parts: string[], bytes } (Map keeps insertion order: oldest first) */
  const entries = new Map();
  let bytes = 0;

  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  function lookup(key, now) {
    const entry = entries.get(key);
    if (!entry) return null;
    if (now - entry.storedAt >= ttlMs) {
      remove(key);
      return null;
    }
    return entry;
  }

  function store(key, entry) {
    remove(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value);
  }

  const middleware = (req, res, next) => {
    if (ttlMs <= 0) return next();
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.headers.cookie || req.headers.authorization) return next();
    // Remix data requests (client navigations) and non-HTML resources are not cached.
    if (req.path.endsWith(".data") || bypass(req.path)) return next();
    const nonce = res.locals.cspNonce;
    if (typeof nonce !== "string" || nonce.length < 16) return next();

    const host = req.get("host");
    const forwardedHost = req.get("x-forwarded-host");
    if (
      publicHost !== undefined &&
      (host !== publicHost || (forwardedHost !== undefined && forwardedHost !== publicHost))
    )
      return next();
    const key = JSON.stringify([req.protocol, host, forwardedHost ?? "", req.originalUrl]);
    const hit = lookup(key, Date.now());
    if (hit) {
      const body = Buffer.from(hit.parts.join(nonce));
      res.status(hit.status);
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("Content-Length", body.length);
      res.setHeader("X-Page-Cache", "hit");
      onHit(req);
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    if (req.method === "HEAD") return next();

    // Miss: let the page render and stream as usual, keeping a copy of what was sent.
    const before = new Set(Object.keys(res.getHeaders()));
    const chunks = [];
    let tooBig = false;
    let size = 0;
    const write = res.write;
    const end = res.end;
    const keep = (chunk, encoding) => {
      if (tooBig || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
      size += buffer.length;
      if (size > 2_000_000) tooBig = true;
      else chunks.push(buffer);
    };
    res.write = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      res.write = write;
      res.end = end;
      const type = String(res.getHeader("content-type") ?? "");
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      if (
        res.statusCode === 200 &&
        !tooBig &&
        type.startsWith("text/html") &&
        !res.getHeader("set-cookie") &&
        !CACHEABLE_HEADER_DENY.test(cacheControl)
      ) {
        const headers = Object.entries(res.getHeaders()).filter(
          ([name]) => !before.has(name) && !TRANSFER_HEADERS.has(name),
        );
        store(key, {
          storedAt: Date.now(),
          status: 200,
          headers,
          parts: Buffer.concat(chunks).toString("utf8").split(nonce),
          bytes: size,
        });
      }
      return end.call(this, chunk, encoding, callback);
    };
    res.setHeader("X-Page-Cache", "miss");
    next();
  };
  middleware.clear = () => {
    entries.clear();
    bytes = 0;
  };
  middleware.size = () => entries.size;
  middleware.bytes = () => bytes;
  return middleware;
}
