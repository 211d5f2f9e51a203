import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/**
 * One LISTEN connection per process for every channel, feeding every subscriber of that process. On
 * PostgreSQL it is a dedicated client (a pooled one could be handed to someone else) that reconnects
 * with backoff; on PGlite it is the embedded database's own listen().
 */
export interface NotificationSource {
  /** True while the LISTEN connection is up and listening (readiness); PGlite's is in-process, always up. */
  connected(): boolean;
  close(): Promise<void>;
}

export type NotificationHandler = (channel: string, payload: string | undefined) => void;

/** How the listener shows up in pg_stat_activity (operators, and the test that cuts it off). */
export const LISTENER_APPLICATION_NAME = 'squares-listener';

export interface ListenOptions {
  /**
   * Called once the connection is back and listening again after it was lost. Notifications raised
   * in the gap are gone (PostgreSQL queues them only for connected listeners), so whoever keeps state
   * from them must catch up.
   */
  onReconnect?: () => void;
}

export async function listenForNotifications(
  database: Database,
  channels: readonly string[],
  onNotification: NotificationHandler,
  log: FastifyBaseLogger,
  options: ListenOptions = {},
): Promise<NotificationSource> {
  if (database.driver.kind === 'pglite') {
    const { client } = database.driver;
    const unlisteners = await Promise.all(
      channels.map((channel) => client.listen(channel, (payload) => onNotification(channel, payload))),
    );
    return { connected: () => true, close: async () => void (await Promise.all(unlisteners.map((unlisten) => unlisten()))) };
  }

  // A session of its own (LISTEN lasts as long as the session): DATABASE_SESSION_URL's direct connection when set.
  const { sessionPool } = database.driver;
  const connectionString = (sessionPool.options as { connectionString?: string }).connectionString;
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 250;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    next.on('notification', (message) => onNotification(message.channel, message.payload));
    // A terminated backend usually raises 'error' and then 'end'; a closed socket may only end. Either
    // way this client is finished: reconnect once.
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || closed) return;
      lost = true;
      log.warn({ err: error }, 'notification listener lost its connection; reconnecting');
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      lost = true; // the caller retries; this client's own events must not schedule a second attempt
      void next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      // close() ran while this attempt was under way.
      void next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = 250;
  };
  const scheduleReconnect = () => {
    if (closed) return;
    client = undefined;
    setTimeout(() => {
      if (closed) return;
      connect().then(
        () => {
          if (closed) return;
          log.info('notification listener reconnected');
          options.onReconnect?.();
        },
        (error: unknown) => {
          log.warn({ err: error }, 'notification listener could not reconnect yet');
          retryMs = Math.min(retryMs * 2, 10_000);
          scheduleReconnect();
        },
      );
    }, retryMs).unref();
  };

  await connect();
  return {
    connected: () => client !== undefined,
    close: async () => {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
