/**
 * Lets the Apollo error link tell the auth state that the server rejected the token,
 * without the link importing React code.
 */

/** Called with the server's message for the refusal (e.g. "Invalid token", "Token expired"). */
type Listener = (serverMessage: string | undefined) => void;

const listeners = new Set<Listener>();

export function onUnauthenticated(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitUnauthenticated(serverMessage?: string): void {
  listeners.forEach((listener) => listener(serverMessage));
}

const signedOutListeners = new Set<() => void>();

/** The session ended on this device (sign-out, or a refused token): per-account data must go. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => {
    signedOutListeners.delete(listener);
  };
}

export function emitSignedOut(): void {
  signedOutListeners.forEach((listener) => listener());
}
