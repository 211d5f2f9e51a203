import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { runHousekeeping } from '../../src/server/jobs/housekeeping';
import { oidcPayloads, rateLimits, sessions } from '../../src/server/db/schema';
import { signedInPlayer } from './support/client';
import { describeEachDatabase } from './support/harness';

describeEachDatabase('housekeeping', (env) => {
  it('removes expired sessions, issuer records and finished rate-limit windows, and keeps live ones', async () => {
    const { db } = env().database;
    const now = env().now;
    const live = await signedInPlayer(env());
    const dead = await signedInPlayer(env());
    await db.update(sessions).set({ expiresAt: new Date(now.getTime() - 1) }).where(eq(sessions.userId, dead.user.id));
    await db.insert(oidcPayloads).values([
      { model: 'Session', id: 'old', payload: {}, expiresAt: new Date(now.getTime() - 1) },
      { model: 'Session', id: 'fresh', payload: {}, expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await db.insert(rateLimits).values([
      { key: 'old-window', windowStart: new Date(now.getTime() - 25 * 3_600_000), count: 3 },
      // A daily quota's window still counts half a day on.
      { key: 'quota:invitations:account:x', windowStart: new Date(now.getTime() - 12 * 3_600_000), count: 50 },
      { key: 'current-window', windowStart: new Date(now.getTime() - 1_000), count: 3 },
    ]);

    await runHousekeeping(db, now);

    expect(await db.select().from(sessions).where(eq(sessions.userId, dead.user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, live.user.id))).toHaveLength(1);
    expect((await db.select().from(oidcPayloads)).map((r) => r.id)).toContain('fresh');
    expect((await db.select().from(oidcPayloads)).map((r) => r.id)).not.toContain('old');
    const keys = (await db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('current-window');
    expect(keys).toContain('quota:invitations:account:x');
    expect(keys).not.toContain('old-window');
  });
});
