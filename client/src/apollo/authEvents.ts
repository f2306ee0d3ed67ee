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
