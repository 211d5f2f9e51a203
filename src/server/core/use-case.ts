import type { Db, Tx } from '../db/client';

/**
 * What every use case receives (DESIGN D16): the one transaction it writes in, the instant it happens at
 * (from the injected clock, read once so every row of the change carries the same time), and effects to
 * run only once that transaction has committed (cache updates, wake-ups). Nothing else: a use case
 * touches only the database. A change that must also call the outside world (the payment provider) is a
 * workflow (workflow.ts): use cases run one after another, with the calls between them; mail leaves
 * through the outbox table a use case writes to, sent later by the outbox worker.
 */
export interface UseCaseContext {
  readonly tx: Tx;
  readonly now: Date;
  afterCommit(effect: () => void): void;
}

export type UseCase<Input, Output> = (ctx: UseCaseContext, input: Input) => Promise<Output>;

/** Runs a use case in its own transaction (the composition root's `run`, bound to its database and clock). */
export type RunUseCase = <Input, Output>(useCase: UseCase<Input, Output>, input: Input, now?: Date) => Promise<Output>;

/**
 * Runs one use case in its own transaction. Effects registered with `afterCommit` run after COMMIT, in
 * order; when the use case throws, the transaction rolls back and none of them runs.
 */
export async function runUseCase<Input, Output>(
  db: Db,
  clock: () => Date,
  useCase: UseCase<Input, Output>,
  input: Input,
): Promise<Output> {
  const effects: (() => void)[] = [];
  const now = clock();
  const output = await db.transaction((tx) => useCase({ tx, now, afterCommit: (effect) => void effects.push(effect) }, input));
  for (const effect of effects) effect();
  return output;
}
