import { createSession } from '../../../src/server/auth/sessions';
import { users } from '../../../src/server/db/schema';
import { clientFor, type TestClient } from './client';
import type { TestEnv } from './harness';

/**
 * Many signed-in players quickly: users and sessions are created directly (registration's argon2
 * hashing would dominate a 50-player race test and prove nothing about claiming).
 */
export async function manyPlayers(env: TestEnv, count: number, label = 'racer'): Promise<{ client: TestClient; userId: string }[]> {
  const { db } = env.database;
  const created = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ email: `${label}.${i}.${Date.now().toString(36)}@example.com`, firstName: `P${i}` })))
    .returning();
  return Promise.all(
    created.map(async (user) => {
      const { token } = await createSession(db, user, { ip: null, userAgent: null, method: 'password', now: env.now });
      const client = clientFor(env);
      client.cookies.set('sq_session', token);
      return { client, userId: user.id };
    }),
  );
}
