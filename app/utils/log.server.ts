// The process's structured logger (server/logger.js, ADR 052), for the app's server modules. Lines written while a
// request is handled carry its request id.
export { logger, noteRequestRoute, noteRequestUser, requestStore } from "../../server/logger.js";
