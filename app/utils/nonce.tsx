import { createContext, useContext } from "react";

// The per-request CSP nonce, so inline scripts (Remix's and ours) may run under the policy.
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
