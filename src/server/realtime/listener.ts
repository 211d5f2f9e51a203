import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { parsePoolNotification, POOL_EVENTS_CHANNEL, type PoolNotification } from './notify';

/**
 * One LISTEN connection per process, feeding every subscriber of that process. On PostgreSQL it is a
 * dedicated client (a pooled one could be handed to someone else) that reconnects with backoff; on
 * PGlite it is the embedded database's own listen().
 */
export interface NotificationSource {
  close(): Promise<void>;
}

export async function listenForPoolEvents(
  database: Database,
  onEvent: (event: PoolNotification) => void,
  log: FastifyBaseLogger,
): Promise<NotificationSource> {
  const deliver = (payload: string | undefined) => {
    const event = parsePoolNotification(payload);
    if (event) onEvent(event);
  };

  if (database.driver.kind === 'pglite') {
    const unlisten = await database.driver.client.listen(POOL_EVENTS_CHANNEL, deliver);
    return { close: () => unlisten() };
  }

  const { pool } = database.driver;
  const connectionString = (pool.options as { connectionString?: string }).connectionString;
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 250;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => deliver(message.payload));
    next.on('error', (error) => {
      log.warn({ err: error }, 'pool events listener lost its connection; reconnecting');
      void next.end().catch(() => {});
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${POOL_EVENTS_CHANNEL}`);
    client = next;
    retryMs = 250;
  };
  const scheduleReconnect = () => {
    if (closed) return;
    client = undefined;
    setTimeout(() => {
      if (closed) return;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'pool events listener could not reconnect yet');
        retryMs = Math.min(retryMs * 2, 10_000);
        scheduleReconnect();
      });
    }, retryMs).unref();
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
