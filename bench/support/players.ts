import { createSession } from '../../src/server/auth/sessions';
import type { Db } from '../../src/server/db/client';
import { users, type UserRow } from '../../src/server/db/schema';

export interface BenchPlayer {
  user: UserRow;
  /** The Cookie header of a signed-in session. */
  cookie: string;
}

/** `count` new players, each signed in (a session made as a password sign-in makes it). */
export async function signedInPlayers(db: Db, count: number, now: Date, emailPrefix = 'bench'): Promise<BenchPlayer[]> {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ email: `${emailPrefix}.${i}@example.com`, firstName: `B${i}` })))
    .returning();
  return Promise.all(
    rows.map(async (user) => ({
      user,
      cookie: `sq_session=${(await createSession(db, user, { ip: null, userAgent: null, method: 'password', now })).token}`,
    })),
  );
}
