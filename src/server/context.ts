import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { runUseCase, type UseCase } from './core/use-case';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './mail';
import { createPaymentProvider, type PaymentProvider } from './payments';
import { AppMetrics } from './ops/metrics';
import { NotificationBus } from './realtime/bus';
import { Relay } from './realtime/relay';
import { ReadModel } from './read-model/read-model';
import { createScoreFeed, type ScoreFeed } from './scores';
import type { Clock } from './system-clock';

/**
 * The composition root (DESIGN D16): everything the process shares, built once — the clock, the database,
 * the notification bus (one LISTEN connection), the score feed, the payment provider and the mailer.
 * `buildApp(context)` serves it over HTTP; the jobs (main.ts) run on the same one.
 */
export interface AppContext {
  readonly config: Config;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly database: Database;
  readonly bus: NotificationBus;
  /** Publishes the outbox's change events in batches while this process holds the relay's lock (realtime/relay.ts). */
  readonly relay: Relay;
  /** The boards as this process last read them, kept until their change events (read-model/read-model.ts). */
  readonly reads: ReadModel;
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
  run<Input, Output>(useCase: UseCase<Input, Output>, input: Input, now?: Date): Promise<Output>;
  /** Stops what the context started (the bus, the mailer's connections); the database belongs to whoever opened it. */
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
  const bus = new NotificationBus(parts.database, parts.log, { natsServers: parts.config.natsServers });
  await bus.start();
  // Every process offers to relay; one at a time does (the others take over if it stops).
  const relay = new Relay(parts.database, bus.relayTarget(), parts.log);
  relay.start();
  // Before anything else listens on the bus: a change event reaches the read model first, so whoever
  // handles the same event next (a live board's stream) reads the board afresh.
  const reads = new ReadModel(parts.database, bus);
  const metrics = new AppMetrics(parts.database);
  metrics.watchReadModel(reads);
  metrics.watchRelay(relay);
  metrics.watchBus(bus);
  const scoreFeed = createScoreFeed(parts.config, parts.database.db, parts.log);
  const payments = await createPaymentProvider(parts.config, parts.database.db, parts.clock);
  const mailer = createMailer(parts.config.mail, parts.log);
  return {
    ...parts,
    bus,
    relay,
    reads,
    scoreFeed,
    payments,
    mailer,
    metrics,
    run: (useCase, input, now) => runUseCase(parts.database.db, now ? () => now : parts.clock, useCase, input),
    close: async () => {
      mailer.close();
      await relay.stop();
      await bus.close();
    },
  };
}
