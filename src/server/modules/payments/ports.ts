import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { WorkflowDeps } from '../../core/workflow';
import type { Database } from '../../db/client';
import type { Clock } from '../../system-clock';
import type { PaymentProvider } from '../../payments';

/** What the payment workflows (core/workflow.ts) need from the composition root (context.ts provides all of it). */
export interface PaymentDeps extends WorkflowDeps {
  config: Config;
  database: Database;
  clock: Clock;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
}
