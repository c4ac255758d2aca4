// The process's structured logger (server/logger.js, ADR 052), for the app's server modules. Lines written while a
// request is handled carry its request id. reportError sends an unexpected error to error tracking when SENTRY_DSN
// is set (server/error-tracking.js, ADR 055).
export { logger, noteRequestRoute, noteRequestUser, requestStore } from "../../server/logger.js";
export { reportError } from "../../server/error-tracking.js";
