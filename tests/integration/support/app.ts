import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../../../src/server/app';
import type { Config } from '../../../src/server/config';
import { createAppContext } from '../../../src/server/context';
import type { Database } from '../../../src/server/db/client';

/**
 * The app as a process builds it (context.ts, then buildApp) over an open, migrated database; closing the
 * app also stops every per-process object its context started (the LISTEN bus, the relay, the claim path…).
 * The database stays open: the caller owns it.
 */
export async function startApp(
  parts: { config: Config; database: Database; clock: () => Date },
  options: { webDir?: string } = {},
): Promise<FastifyInstance> {
  const context = await createAppContext({ ...parts, log: pino({ level: 'silent' }) });
  const app = await buildApp(context, options);
  app.addHook('onClose', () => context.close());
  return app;
}
