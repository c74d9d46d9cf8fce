import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the response being rendered (server/security-headers.ts).
 * Only the server render knows it: in the browser the context is empty, which is fine, because
 * scripts the page adds after hydration are trusted through 'strict-dynamic'.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/**
 * server/app.ts hands React Router a load context carrying the nonce as a plain property: the
 * server and the built app are separate module graphs, so a context key object created in one
 * would not be the same object in the other.
 */
export interface NonceCarrier {
  cspNonce?: string;
}

export function nonceOf(loadContext: unknown): string | undefined {
  const nonce = (loadContext as NonceCarrier | null | undefined)?.cspNonce;
  return typeof nonce === "string" ? nonce : undefined;
}
