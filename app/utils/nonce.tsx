import { createContext, useContext, type ReactNode } from "react";

/**
 * The CSP nonce travels from server.ts to <Scripts> through React context, never
 * through loader data. In the browser it is empty: browsers hide nonce values.
 */
const NonceContext = createContext<string>("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export const useNonce = () => useContext(NonceContext);
