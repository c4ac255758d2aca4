// Central HTTP security: headers on every response and rejection of cross-origin writes.
import crypto from "node:crypto";

/**
 * Per-request CSP nonce plus the usual hardening headers (HSTS only in production over HTTPS). Paths in
 * `ownPolicyPaths` get no Content-Security-Policy here: their route sets a complete one of its own (a second header
 * would only narrow the first, never widen it). An entry ending in "/" covers every path under it.
 * @param {{ production: boolean, dev: boolean, ownPolicyPaths?: string[] }} options
 */
export function securityHeaders({ production, dev, ownPolicyPaths = [] }) {
  return (req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const scriptSrc = dev ? `'self' 'unsafe-inline' 'unsafe-eval'` : `'self' 'nonce-${nonce}' 'strict-dynamic'`;
    const directives = [
      "default-src 'self'",
      `script-src ${scriptSrc}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      `connect-src 'self'${dev ? " ws: wss:" : ""}`,
      "frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://vimeo.com https://player.mux.com",
      "media-src 'self' https:",
      "form-action 'self' https://checkout.stripe.com",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ];
    const path = normalizedPath(req.originalUrl);
    if (!ownPolicyPaths.some((own) => (own.endsWith("/") ? path.startsWith(own) : path === own)))
      res.setHeader("Content-Security-Policy", directives.join("; "));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (production) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The path as the router will see it: dot segments resolved and percent-encoded dots decoded (WHATWG URL,
 * as Remix parses it), so "/webhooks/../checkout" or "/webhooks/%2e%2e/checkout" is "/checkout".
 */
export function normalizedPath(rawUrl) {
  try {
    return new URL(rawUrl, "http://localhost").pathname;
  } catch {
    return "/";
  }
}

/**
 * Keep-alive safety: a response sent before the request body was read (an early 400/403/413) would leave
 * the rest of the body on the connection, and the client's next request on it would stall and be reset.
 * Such a response says "Connection: close", and what is left of the body is discarded (up to a limit)
 * so the client still receives the response before the socket closes.
 */
export function closeAfterUnreadBody({ maxDiscardBytes = 1024 * 1024 } = {}) {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) && !req.headers["content-length"] && !req.headers["transfer-encoding"])
      return next();
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      if (!req.complete) res.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    };
    res.on("finish", () => {
      if (req.complete) return;
      let discarded = 0;
      req.on("data", (chunk) => {
        discarded += chunk.length;
        if (discarded > maxDiscardBytes) req.socket.destroy();
      });
      req.resume();
    });
    next();
  };
}

/**
 * Rejects non-GET requests that a browser marks as coming from another site (Sec-Fetch-Site) or whose
 * Origin differs from the host. Paths in `exempt` (payment webhooks) authenticate by signature instead.
 */
/** @param {{ exempt?: string[] }} [options] */
export function rejectCrossOriginWrites({ exempt = [] } = {}) {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || exempt.some((prefix) => normalizedPath(req.originalUrl).startsWith(prefix)))
      return next();
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
      return res.status(403).type("text/plain").send("Cross-origin form submissions are not allowed.");
    }
    const origin = req.get("origin");
    if (origin && origin !== "null") {
      let originHost;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = null;
      }
      const host = req.get("host");
      if (!originHost || originHost !== host) {
        return res.status(403).type("text/plain").send("Cross-origin form submissions are not allowed.");
      }
    } else if (origin === "null") {
      return res.status(403).type("text/plain").send("Cross-origin form submissions are not allowed.");
    }
    next();
  };
}

/**
 * One origin for the whole site: a GET or HEAD that names another host (127.0.0.1 where links say localhost, `www.`
 * or `*.fly.dev` where links use a custom domain) is sent to the same path on `origin` before anything else runs.
 * Cookies belong to a host, and checkout's payment return, e-mail links and the CSP's `form-action 'self'` all use
 * the canonical origin, so a buyer left on another host would lose their session or have a form post blocked.
 * Writes are not redirected (a redirect would drop their body); they cannot start from another host once every page
 * is served from the canonical one. `exempt` paths answer whatever host they are asked by (health checks from the
 * platform's own network address, webhooks).
 * @param {{ origin: string | null, exempt?: string[] }} options
 */
export function redirectToCanonicalOrigin({ origin, exempt = [] }) {
  if (!origin) return (_req, _res, next) => next();
  const canonical = new URL(origin);
  const canonicalHost = canonical.host.toLowerCase();
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const host = requestHost(req.headers.host, canonical.protocol);
    if (!host || host === canonicalHost || exempt.some((prefix) => req.path.startsWith(prefix))) return next();
    res.setHeader("Cache-Control", "no-store");
    res.redirect(308, `${canonical.origin}${req.originalUrl.startsWith("/") ? req.originalUrl : "/"}`);
  };
}

/** The Host header as URL.host spells it (lower case, the default port of the origin's scheme left out). */
function requestHost(header, protocol) {
  if (!header) return null;
  const host = header.trim().toLowerCase();
  const defaultPort = protocol === "https:" ? ":443" : ":80";
  return host.endsWith(defaultPort) ? host.slice(0, -defaultPort.length) : host;
}

/** A percent-encoded control character (NUL, CR, LF, …): no route parameter of ours holds one. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;
/** A percent-encoded NUL: search values may hold line breaks (the finder's text area), never a NUL. */
const ENCODED_NUL = /%00/;
const ENCODED_NUL_ALL = /%00/g;

/**
 * One rule for every route parameter and search value, before the router: a path holding a control character names
 * nothing that can exist (404), and a NUL is taken out of the search values (a GET is redirected to the address
 * without it, so the page shows what the rest of the value asked for; another method gets 400). PostgreSQL refuses
 * NUL in text ("invalid byte sequence"), so without this rule each route that passed such a value to a query answered
 * 500.
 */
export function refuseControlCharacters() {
  return (req, res, next) => {
    const url = req.originalUrl;
    if (!ENCODED_CONTROL.test(url)) return next();
    const queryStart = url.indexOf("?");
    const pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
    if (ENCODED_CONTROL.test(pathPart)) return res.status(404).type("text/plain").send("Page not found.");
    if (!ENCODED_NUL.test(url)) return next();
    if (req.method !== "GET" && req.method !== "HEAD")
      return res.status(400).type("text/plain").send("The address holds a character that is not allowed.");
    const query = url.slice(queryStart + 1).replace(ENCODED_NUL_ALL, "");
    res.setHeader("Cache-Control", "no-store");
    res.redirect(302, query ? `${pathPart}?${query}` : pathPart);
  };
}
