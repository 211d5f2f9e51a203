import type { Db } from '../db/client';
import { onSessionEviction } from './session-evictions';
import { findSession, hashToken, sessionIsLive, touchSession, type SessionContext } from './sessions';

/**
 * Sessions looked up recently, per process, so an authenticated request does not cost a database
 * round trip each time. Safe because it is told: the database announces every ended session and every
 * changed user on the auth_events channel (triggers, migration 0006), the process that ends a session
 * evicts it at once, and an entry is trusted for at most TTL_MS even if a notification were lost.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  context: SessionContext;
  cachedAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly stopListening = onSessionEviction((eviction) =>
    'tokenHash' in eviction ? this.evictToken(eviction.tokenHash) : this.evictUser(eviction.userId),
  );

  close(): void {
    this.stopListening();
    this.entries.clear();
  }

  /** Forgets every entry (e.g. when notifications may have been missed); sessions are looked up afresh. */
  clear(): void {
    this.entries.clear();
  }

  async find(db: Db, token: string, now: Date): Promise<SessionContext | null> {
    const tokenHash = hashToken(token);
    const entry = this.entries.get(tokenHash);
    if (entry && now.getTime() - entry.cachedAt < SESSION_CACHE_TTL_MS) {
      if (!sessionIsLive(entry.context, now)) {
        this.entries.delete(tokenHash);
        return findSession(db, token, now);
      }
      const touched = await touchSession(db, entry.context, now);
      if (touched !== entry.context) entry.context = touched;
      return entry.context;
    }
    this.entries.delete(tokenHash);
    const context = await findSession(db, token, now);
    if (context) this.remember(tokenHash, context, now);
    return context;
  }

  private remember(tokenHash: string, context: SessionContext, now: Date): void {
    if (this.entries.size >= MAX_ENTRIES) {
      // Map iteration is insertion order: drop the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { context, cachedAt: now.getTime() });
  }

  evictToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  evictUser(userId: string): void {
    for (const [hash, entry] of this.entries) if (entry.context.user.id === userId) this.entries.delete(hash);
  }

  /** Applies an auth_events notification: {"type":"session","tokenHash"} or {"type":"user","userId"}. */
  applyNotification(payload: string | undefined): void {
    if (!payload) return;
    try {
      const event = JSON.parse(payload) as { type?: string; tokenHash?: string; userId?: string };
      if (event.type === 'session' && event.tokenHash) this.evictToken(event.tokenHash);
      if (event.type === 'user' && event.userId) this.evictUser(event.userId);
    } catch {
      // not ours
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
