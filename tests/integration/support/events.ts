import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHANNELS } from '../../../src/server/realtime/bus';
import type { TestEnv } from './harness';

/**
 * Waits until `app` has heard every change event committed before this call. A test that writes to the
 * database directly (not through the app) and then reads through the app needs it: the read model
 * (src/server/read-model) answers from memory until the change's event arrives, which the relay
 * publishes from the realtime_events outbox in id order (src/server/realtime/relay.ts). A marker written
 * there now comes after every event committed before it, so once it has arrived, every earlier event has
 * been handled (the app ignores the marker).
 */
export async function changesHeard(env: TestEnv, app: FastifyInstance = env.app): Promise<void> {
  const id = randomUUID();
  const marker = JSON.stringify({ type: 'test-marker', id });
  let stop = () => {};
  const heard = new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('the app did not hear the marker notification within 5 s')), 5_000);
    const off = app.deps.bus.on(CHANNELS.pools, (payload) => {
      if (typeof payload === 'object' && payload !== null && (payload as { id?: unknown }).id === id) resolve();
    });
    stop = () => {
      clearTimeout(timeout);
      off();
    };
  });
  try {
    await env.database.db.execute(sql`insert into realtime_events (channel, payload) values (${CHANNELS.pools}, ${marker})`);
    await heard;
  } finally {
    stop();
  }
}
