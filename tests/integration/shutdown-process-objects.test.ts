/**
 * Shutdown stops every per-process object the composition root (src/server/context.ts) made: closing
 * the app (as SIGTERM does, after the drain) leaves no object running, a claim in flight gets its answer
 * first, and nothing takes a claim afterwards.
 */
import { expect, it } from 'vitest';
import { createSession } from '../../src/server/auth/sessions';
import { claimSquares } from '../../src/server/modules/squares';
import { describeEachDatabase } from './support/harness';
import { startApp } from './support/app';
import { manyPlayers } from './support/players';
import { freshFreePool } from './support/pools';

describeEachDatabase('shutdown stops every per-process object', (env) => {
  it('closing the app stops what its composition root started, lets a claim in flight finish and refuses claims after', async () => {
    // An app of its own: the harness's app stays up for the other tests.
    const app = await startApp({ config: env().config, database: env().database, clock: () => env().now });
    const deps = app.deps;
    expect(deps.objects.names).toEqual(['notification bus', 'read model', 'relay', 'session cache', 'event hub', 'board cache', 'claim batcher', 'pool turns', 'mailer']);

    // Each put to work: a read, a session looked up, a live board's subscriber, a claim (turns, batcher, board cache).
    const poolId = await freshFreePool(env());
    const [player] = await manyPlayers(env(), 1, 'shutdown');
    await deps.reads.pool(poolId);
    const { token } = await createSession(env().database.db, { id: player!.userId, role: 'player' }, { ip: null, userAgent: null, method: 'password', now: env().now });
    expect(await deps.sessionCache.find(env().database.db, token, env().now)).not.toBeNull();
    deps.hub.subscribe({ poolIds: [poolId], gameIds: [] }, () => {});
    await claimSquares(deps.claims, { poolId, userId: player!.userId, squares: [{ row: 1, column: 1 }], now: env().now });
    expect(deps.reads.stats().entries).toBeGreaterThan(0);
    expect([deps.sessionCache.size, deps.hub.subscribers, deps.claims.boards.size].every((n) => n > 0)).toBe(true);

    const inFlight = claimSquares(deps.claims, { poolId, userId: player!.userId, squares: [{ row: 2, column: 2 }], now: env().now });
    await app.close();
    expect((await inFlight).squares).toHaveLength(1);

    expect(deps.objects.names.filter((name) => deps.objects.stateOf(name) !== 'stopped')).toEqual([]);
    expect({ closed: deps.bus.closed, connected: deps.bus.connected }).toEqual({ closed: true, connected: false });
    expect({ stopped: deps.relay.isStopped, leading: deps.relay.isLeader }).toEqual({ stopped: true, leading: false });
    expect(deps.reads.stats().entries).toBe(0);
    expect(deps.sessionCache.size).toBe(0);
    expect(deps.hub.subscribers).toBe(0);
    expect(deps.claims.boards.size).toBe(0);
    expect({ turns: deps.claims.turns.isStopped, busy: deps.claims.turns.busyPools, batcher: deps.claims.batcher.isStopped }).toEqual({ turns: true, busy: 0, batcher: true });
    await expect(claimSquares(deps.claims, { poolId, userId: player!.userId, squares: [{ row: 3, column: 3 }], now: env().now })).rejects.toThrow(/shutting down/);

    // Stopping again (main.ts closes the context after the app) stops nothing twice.
    await deps.close();
  });
});
