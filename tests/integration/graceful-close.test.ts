import { describe, expect, it } from 'vitest';
import { createEnv } from './support/harness';
import { startApp } from './support/app';
import { waitUntil } from '../support/wait-until';

/**
 * What SIGTERM relies on (src/server/main.ts calls app.close()): in-flight requests finish, new
 * connections are refused, and idle keep-alive sockets do not hold the process open.
 */
describe('graceful close', () => {
  it('lets an in-flight request finish and refuses new ones', async () => {
    const { env, cleanup } = await createEnv('pglite', null, { seed: false });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    // A fresh app (the harness's is never listening) with a route standing in for any slow request.
    const live = await startApp(
      { config: env.config, database: env.database, clock: () => env.now });
    live.get('/slow', async () => {
      entered();
      await gate;
      return { done: true };
    });
    const address = await live.listen({ port: 0, host: '127.0.0.1' });
    try {
      const inFlight = fetch(`${address}/slow`).then(async (r) => ({
        status: r.status,
        connection: r.headers.get('connection'),
        body: await r.json(),
      }));
      await started;
      const closing = live.close();
      await waitUntil(() => !live.server.listening, { what: 'the server to stop listening' });
      await expect(fetch(`${address}/healthz`)).rejects.toThrow();
      release();
      expect(await inFlight).toEqual({ status: 200, connection: 'close', body: { done: true } });
      // The finished request's socket must not keep the server open until the keep-alive timeout.
      const closedWithin = await Promise.race([
        closing.then(() => 'closed'),
        new Promise((r) => setTimeout(() => r('still open after 5 s'), 5000)),
      ]);
      expect(closedWithin).toBe('closed');
    } finally {
      for (const step of cleanup.reverse()) await step().catch(() => {});
    }
  });
});
