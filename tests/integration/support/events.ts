import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHANNELS } from '../../../src/server/realtime/bus';
import type { TestEnv } from './harness';

/**
 * Waits until `app` has heard every change event committed before this call. A test that writes to the
 * database directly (not through the app) and then reads through the app needs it: the read model
 * (src/server/read-model) answers from memory until the change's event arrives, and on PostgreSQL that
 * event travels on another connection. PostgreSQL delivers notifications in commit order, so once a
 * marker sent now has arrived, every earlier event has been handled (the app ignores the marker).
 */
export async function changesHeard(env: TestEnv, app: FastifyInstance = env.app): Promise<void> {
  const marker = JSON.stringify({ type: 'test-marker', id: randomUUID() });
  let stop = () => {};
  const heard = new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('the app did not hear the marker notification within 5 s')), 5_000);
    const off = app.deps.bus.on(CHANNELS.pools, (payload) => {
      if (payload === marker) resolve();
    });
    stop = () => {
      clearTimeout(timeout);
      off();
    };
  });
  try {
    await env.database.db.execute(sql`select pg_notify(${CHANNELS.pools}, ${marker})`);
    await heard;
  } finally {
    stop();
  }
}
