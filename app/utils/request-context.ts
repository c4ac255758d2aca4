import { createContext, RouterContextProvider } from "react-router";

/** What the Express server knows of a request and hands to every loader, action and middleware. */
export type ServerValues = {
  /** The CSP nonce of this response (server/security.js). */
  cspNonce: string;
  /** The client's address (req.socket's, or Fly-Client-IP behind Fly's proxy); null when unknown. */
  clientIp: string | null;
  /** Bytes written to the response but not yet taken by the client: the live event stream drops slow clients on it. */
  responseBacklog?: () => number;
  /** Calls `listener` once the response is closed (sent, or the client went away); see server/index.js. */
  onResponseClose?: (listener: () => void) => void;
};

const NO_VALUES: ServerValues = { cspNonce: "", clientIp: null };
const serverValuesContext = createContext<ServerValues>(NO_VALUES);

/** The router context of one request (React Router 8 always runs middleware, so `context` is a provider). */
export function createLoadContext(values: Partial<ServerValues> = {}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(serverValuesContext, { ...NO_VALUES, ...values });
  return context;
}

/**
 * The server's values for a request. A loader called directly (a test, a script) may be handed a plain object of
 * the same fields instead of a provider.
 */
export function serverValues(context: unknown): ServerValues {
  if (context instanceof RouterContextProvider) return context.get(serverValuesContext);
  if (context && typeof context === "object") return { ...NO_VALUES, ...(context as Partial<ServerValues>) };
  return NO_VALUES;
}
