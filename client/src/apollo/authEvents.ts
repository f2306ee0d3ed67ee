/**
 * Lets the Apollo error link tell the auth state that the server rejected the token,
 * without the link importing React code.
 */

type Listener = () => void;

const listeners = new Set<Listener>();

export function onUnauthenticated(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitUnauthenticated(): void {
  listeners.forEach((listener) => listener());
}
