// Central HTTP security: headers on every response and rejection of cross-origin writes.
import crypto from "node:crypto";

/** Per-request CSP nonce plus the usual hardening headers (HSTS only in production over HTTPS). */
export function securityHeaders({ production, dev }) {
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
