import { buildApp } from './app';
import { createAppContext } from './context';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './logger';
import { runMigrations } from './db/migrate';
import { seedIfEmpty } from './seed';
import { ensureAdminAccount } from './auth/accounts';
import { adminPasswordBox } from './auth/admin-password-box';
import { startHousekeeping } from './jobs/housekeeping';
import { startLifecycleTicker } from './jobs/lifecycle';
import { startPaymentsTicker } from './jobs/payments';
import { startOutboxWorker } from './jobs/outbox';
import { serveOnlineBackups } from './backup/online';
import { systemClock } from './system-clock';
import { describeStreamCapacity } from './realtime/stream-capacity';

/**
 * However shutdown goes, the process is gone this long after the signal (a SIGTERM is allowed 10 s):
 * the drain (SHUTDOWN_DRAIN_MS, at most 5 s), then in-flight requests and the job passes get the rest.
 */
const SHUTDOWN_DEADLINE_MS = 9_500;

async function main(): Promise<void> {
  const config = loadConfig();
  const startedAt = performance.now();
  const log = createLogger(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, sessionUrl: config.databaseSessionUrl, dataDir: config.dataDir, logger: log });
  await runMigrations(database);
  // The composition root: built once, after the migrations (its bus LISTENs on channels they create).
  const context = await createAppContext({ config, clock: systemClock, log, database });
  const { scoreFeed } = context;
  const seed = await seedIfEmpty(database.db, systemClock());
  if (seed.seeded) log.info(seed, 'seeded an empty database with demo leagues, games and pools');
  const admin = await ensureAdminAccount(database.db, config.adminAccount, systemClock());
  if (admin.kind === 'generated') {
    // Shown once, as a plain box a person finds at a glance (the hash is all that is stored); the log line
    // says where it is and never carries it, so log collectors keep no copy of it in their JSON.
    process.stdout.write(adminPasswordBox({ username: admin.username, password: admin.password, publicUrl: config.publicUrl }));
    log.warn(
      { username: admin.username },
      'Created the admin account: its one-time password is printed once, boxed, on standard output and not in the log (set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own)',
    );
  } else if (admin.kind === 'configured') {
    log.info({ username: admin.username, created: admin.created }, 'admin account from ADMIN_USERNAME is ready');
  }

  const app = await buildApp(context);
  // The bounds on live streams (D20), with what the process's bound came from: an operator checks it against the machine.
  const streams = app.streamSlots.capacity;
  log.info({ streamsPerClient: streams.perClient, maxStreams: streams.perProcess, basis: streams.basis }, describeStreamCapacity(streams));
  const stopHousekeeping = startHousekeeping(database.db, systemClock, log);
  const stopLifecycle = startLifecycleTicker({
    database,
    feed: scoreFeed,
    clock: systemClock,
    log,
    intervalMs: config.scores.tickMs,
    pollEveryMs: scoreFeed.name === 'espn' ? config.scores.feedPollMs : 0,
    metrics: context.metrics,
  });
  log.info({ feed: scoreFeed.name, tickMs: config.scores.tickMs }, 'game lifecycle ticker started');
  const stopPayments = startPaymentsTicker(app);
  log.info({ provider: context.payments.name, paidPlay: config.payments.paidPlay }, 'payments ticker started');
  const stopOutbox = startOutboxWorker(context);
  // `npm run backup` while the server runs: PGlite is single-process, so the server takes the backup.
  const stopBackups =
    database.driver.kind === 'pglite'
      ? await serveOnlineBackups({ client: database.driver.client, dataDir: config.dataDir, clock: systemClock, log })
      : async () => {};
  log.info(
    { mailer: context.mailer.name, from: config.mail.from },
    context.mailer.name === 'smtp' ? 'outbox worker started: mail is sent over SMTP' : 'outbox worker started: no SMTP_URL, mail is kept in the outbox (GET /api/admin/outbox) and logged',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const forced = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    forced.unref();
    // Draining: /readyz answers 503 so the proxy sends new requests elsewhere; this process still serves
    // what it gets. Ctrl-C (SIGINT) at a terminal has no proxy to wait for.
    app.shutdown.draining = true;
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    if (drainMs > 0) {
      log.info({ signal, drainMs }, 'shutting down: draining (readiness 503) before closing');
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    log.info({ signal }, 'shutting down: no new connections; finishing in-flight requests');
    try {
      stopHousekeeping();
      await stopLifecycle();
      await stopPayments();
      await stopOutbox();
      await stopBackups();
      await app.close();
      await context.close();
      await database.close();
      log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  // A queue of 4,096 pending connections (Node's default is 511; the kernel caps it at net.core.somaxconn):
  // 20,000 live boards reconnecting at once after a proxy restart are accepted, not dropped into
  // SYN retries of 1, 3, 7… s (the `streams` part of the events bench).
  await app.listen({ port: config.port, host: config.host, backlog: 4_096 });
  log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, ms: Math.round(performance.now() - startedAt) },
    `Squares is serving on ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Squares failed to start:', error);
  }
  process.exit(1);
});
