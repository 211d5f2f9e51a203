import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { UseCase } from '../../core/use-case';
import type { Database } from '../../db/client';
import type { Clock } from '../../system-clock';
import type { PaymentProvider } from '../../payments';

/** What the payment flows need from the composition root (context.ts provides all of it). */
export interface PaymentDeps {
  config: Config;
  database: Database;
  clock: Clock;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
  run<Input, Output>(useCase: UseCase<Input, Output>, input: Input, now?: Date): Promise<Output>;
}
