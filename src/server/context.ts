import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { SessionCache } from './auth/session-cache';
import { ProcessObjects } from './core/process-objects';
import { runUseCase, type RunUseCase } from './core/use-case';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './mail';
import { BoardCache, ClaimBatcher, PoolTurns, type ClaimPath } from './modules/squares';
import { createPaymentProvider, type PaymentProvider } from './payments';
import { AppMetrics } from './ops/metrics';
import { CHANNELS, NotificationBus } from './realtime/bus';
import { PoolEventHub } from './realtime/hub';
import { Relay } from './realtime/relay';
import { ReadModel } from './read-model/read-model';
import { createScoreFeed, type ScoreFeed } from './scores';
import type { Clock } from './system-clock';

/**
 * The composition root (DESIGN D16): everything the process shares, built once, here and nowhere else —
 * the notification bus (one LISTEN connection) with the read model as its primary subscriber, the relay,
 * the session cache, the live boards' event hub, the claim path (pool turns, board cache, claim batcher),
 * the metrics, the score feed, the payment provider and the mailer — on the clock and the database it is
 * given. `buildApp(context)` serves it over HTTP; the jobs (main.ts) run on the same one. `close()` stops
 * what it started, last started first (core/process-objects.ts).
 */
export interface AppContext {
  readonly config: Config;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly database: Database;
  readonly bus: NotificationBus;
  /** Publishes the outbox's change events in batches while this process holds the relay's lock (realtime/relay.ts). */
  readonly relay: Relay;
  /** The boards as this process last read them, kept until their change events (read-model/read-model.ts); the bus's primary subscriber. */
  readonly reads: ReadModel;
  /** Sessions looked up recently, dropped as the auth events announce their end (auth/session-cache.ts). */
  readonly sessionCache: SessionCache;
  /** Fans pool and game events out to this process's live board streams (realtime/hub.ts). */
  readonly hub: PoolEventHub;
  /** Pool turns, board cache and claim batcher: what every claim of the process goes through (modules/squares/claim.ts). */
  readonly claims: ClaimPath;
  readonly scoreFeed: ScoreFeed;
  /** The card payment provider (sandbox or Stripe, config.payments). */
  readonly payments: PaymentProvider;
  /** Where the outbox worker hands messages: SMTP (SMTP_URL) or the embedded default that keeps them. */
  readonly mailer: Mailer;
  /** This process's Prometheus metrics (GET /metrics), in a registry of its own. */
  readonly metrics: AppMetrics;
  /**
   * Runs a use case in its own transaction at the clock's "now" (or at `now`, when the caller has already
   * read the instant and uses it again).
   */
  readonly run: RunUseCase;
  /** What the context started, in order, and whether each has stopped (shutdown, tests). */
  readonly objects: ProcessObjects;
  /** Stops what the context started, last started first, once; the database belongs to whoever opened it. */
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
  const objects = new ProcessObjects();
  try {
    return { ...parts, ...(await startProcessObjects(parts, objects)), objects, run: runIn(parts), close: () => objects.stopAll() };
  } catch (error) {
    // A part that failed to start leaves nothing behind: what did start is stopped again.
    await objects.stopAll().catch(() => {});
    throw error;
  }
}

function runIn({ database, clock }: ContextParts): RunUseCase {
  return (useCase, input, now) => runUseCase(database.db, now ? () => now : clock, useCase, input);
}

/**
 * The per-process objects, each recorded in `objects` as it starts, so they stop in reverse: a user of an
 * object stops before it (the hub and the session cache before the bus they hear; the pool turns before
 * the batcher their claims write through).
 */
async function startProcessObjects({ config, clock, database, log }: ContextParts, objects: ProcessObjects) {
  const bus = objects.add('notification bus', new NotificationBus(database, log, { natsServers: config.natsServers }), (it) => it.close());
  // The read model hears every change event before anyone else (the bus's primary subscriber), so
  // whoever handles the same event next (a live board's stream) reads the board afresh.
  const reads = new ReadModel(database, bus);
  const stopReading = bus.setPrimarySubscriber(reads);
  objects.add('read model', reads, (it) => {
    stopReading();
    it.close();
  });
  await bus.start();
  // Every process offers to relay; one at a time does (the others take over if it stops).
  const relay = objects.add('relay', new Relay(database, bus.relayTarget(), log), (it) => it.stop());
  relay.start();
  // Ended sessions and changed users are announced on the bus; events of a gap in the connection were missed.
  const sessionCache = new SessionCache();
  const stopFollowingAuth = [
    bus.on(CHANNELS.auth, (payload) => sessionCache.applyNotification(typeof payload === 'string' ? payload : undefined)),
    bus.onReconnect(() => sessionCache.clear()),
  ];
  objects.add('session cache', sessionCache, (it) => {
    for (const stop of stopFollowingAuth) stop();
    it.close();
  });
  const hub = objects.add('event hub', new PoolEventHub(bus, log), (it) => it.close());
  // The claim path, innermost first: the pool turns' claims use the cache and write through the batcher.
  const boards = objects.add('board cache', new BoardCache(), (it) => it.clear());
  const batcher = objects.add('claim batcher', new ClaimBatcher(database), (it) => it.stop());
  const turns = objects.add('pool turns', new PoolTurns(), (it) => it.stop());
  const metrics = new AppMetrics(database);
  metrics.watchReadModel(reads);
  metrics.watchRelay(relay);
  metrics.watchBus(bus);
  const scoreFeed = createScoreFeed(config, database.db, log);
  const payments = await createPaymentProvider(config, database.db, clock);
  const mailer = objects.add('mailer', createMailer(config.mail, log), (it) => it.close());
  return { bus, relay, reads, sessionCache, hub, claims: { database, turns, boards, batcher }, metrics, scoreFeed, payments, mailer };
}
