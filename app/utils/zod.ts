// The app's one import of zod: every schema module imports `z` from here, never from "zod" (eslint enforces it).
//
// In the browser zod must not compile parsers with `new Function`: the Content-Security-Policy (server/security.js:
// script-src with a per-request nonce and 'strict-dynamic', no 'unsafe-eval') forbids it. zod falls back by itself,
// but only after probing with `new Function("")` when the first object schema is built, and Chromium reports that
// probe as a CSP violation (a console error and a Lighthouse best-practices failure) even though zod catches it.
// `jitless` skips the probe; it has to be set before any schema is built, which importing `z` from this module
// guarantees (a module runs after the modules it imports). On the server, where eval is allowed, the compiled parsers
// stay (ADR 072).
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
