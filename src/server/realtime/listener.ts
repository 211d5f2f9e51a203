import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/**
 * One LISTEN connection per process for every channel, feeding every subscriber of that process. On
 * PostgreSQL it is a dedicated client (a pooled one could be handed to someone else) that reconnects
 * with backoff; on PGlite it is the embedded database's own listen().
 */
export interface NotificationSource {
  close(): Promise<void>;
}

export type NotificationHandler = (channel: string, payload: string | undefined) => void;

export async function listenForNotifications(
  database: Database,
  channels: readonly string[],
  onNotification: NotificationHandler,
  log: FastifyBaseLogger,
): Promise<NotificationSource> {
  if (database.driver.kind === 'pglite') {
    const { client } = database.driver;
    const unlisteners = await Promise.all(
      channels.map((channel) => client.listen(channel, (payload) => onNotification(channel, payload))),
    );
    return { close: async () => void (await Promise.all(unlisteners.map((unlisten) => unlisten()))) };
  }

  const { pool } = database.driver;
  const connectionString = (pool.options as { connectionString?: string }).connectionString;
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 250;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => onNotification(message.channel, message.payload));
    next.on('error', (error) => {
      log.warn({ err: error }, 'notification listener lost its connection; reconnecting');
      void next.end().catch(() => {});
      scheduleReconnect();
    });
    await next.connect();
    for (const channel of channels) await next.query(`LISTEN ${channel}`);
    client = next;
    retryMs = 250;
  };
  const scheduleReconnect = () => {
    if (closed) return;
    client = undefined;
    setTimeout(() => {
      if (closed) return;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'notification listener could not reconnect yet');
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
