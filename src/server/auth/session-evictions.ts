/**
 * In-process news of ended sessions and changed users, so this process's session caches drop them at
 * once (other processes hear it from the database's auth_events notifications a moment later).
 */
export type SessionEviction = { tokenHash: string } | { userId: string };

const listeners = new Set<(eviction: SessionEviction) => void>();

export function onSessionEviction(listener: (eviction: SessionEviction) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionEviction(eviction: SessionEviction): void {
  for (const listener of listeners) listener(eviction);
}
