import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { NotificationBus } from './realtime/bus';
import { createScoreFeed, type ScoreFeed } from './scores';
import type { Clock } from './system-clock';

/**
 * The composition root (DESIGN D16): everything the process shares, built once — the clock, the database,
 * the notification bus (one LISTEN connection), the score feed, and later the payment provider and the
 * mailer. `buildApp(context)` serves it over HTTP; the jobs (main.ts) run on the same one.
 */
export interface AppContext {
  readonly config: Config;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly database: Database;
  readonly bus: NotificationBus;
  readonly scoreFeed: ScoreFeed;
  /** Stops what the context started (the bus); the database belongs to whoever opened it. */
  close(): Promise<void>;
}

export interface ContextParts {
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Opened and migrated: the bus listens on channels the migrations' triggers notify. */
  database: Database;
}

export async function createAppContext(parts: ContextParts): Promise<AppContext> {
  const bus = new NotificationBus(parts.database, parts.log);
  await bus.start();
  const scoreFeed = createScoreFeed(parts.config, parts.database.db, parts.log);
  return { ...parts, bus, scoreFeed, close: () => bus.close() };
}
