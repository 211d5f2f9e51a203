import type { AppContext } from '../context';
import { deliverDueMail, type MailDeliveryReport } from '../mail';
import { withLease } from './lease';
import { lagOf, startTicker } from './ticker';

const OUTBOX_LEASE_KEY = 724_310_014;
export const OUTBOX_TICK_MS = 2_000;

export type OutboxDeps = Pick<AppContext, 'database' | 'mailer' | 'clock' | 'log' | 'config'>;

/**
 * One pass of the outbox worker, in one process at a time (an advisory-lock lease, as the payments
 * ticker). The lease only saves work: each message is also claimed row by row (mail/outbox.ts), so a
 * second worker that ran anyway would still not send a message twice. Null when another process holds it.
 */
export async function runOutboxPass(deps: OutboxDeps): Promise<MailDeliveryReport | null> {
  const outcome = await withLease(deps.database, OUTBOX_LEASE_KEY, () =>
    deliverDueMail({
      db: deps.database.db,
      mailer: deps.mailer,
      clock: deps.clock,
      log: deps.log,
      from: deps.config.mail.from,
      // Kept mail (no SMTP_URL) reaches no mail provider: nothing to pace.
      perDomainPerMinute: deps.mailer.name === 'smtp' ? deps.config.mail.perDomainPerMinute : undefined,
    }),
  );
  return outcome.ran ? outcome.value : null;
}

/** Sends (or, without SMTP_URL, keeps) due messages every couple of seconds until stopped. */
export function startOutboxWorker(deps: OutboxDeps & Pick<AppContext, 'metrics'>, intervalMs = OUTBOX_TICK_MS): () => Promise<void> {
  return startTicker({
    intervalMs,
    lag: lagOf(deps.metrics, 'outbox'),
    tick: async () => {
      const report = await runOutboxPass(deps);
      if (report && (report.sent || report.retrying || report.failed)) deps.log.info(report, 'outbox pass');
    },
    failed: (error) => deps.log.error({ err: error }, 'outbox pass failed; will retry'),
  });
}
