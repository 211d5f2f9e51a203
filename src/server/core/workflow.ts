import type { RunUseCase } from './use-case';

/** What every workflow needs at least: running its steps, each a use case in a transaction of its own. */
export interface WorkflowDeps {
  readonly run: RunUseCase;
}

/**
 * The second shape a state change takes (the first is a use case, use-case.ts): a workflow, for a
 * change that must call the outside world — the payment provider — part way through. A transaction is
 * never held open across the network, so a workflow is a sequence of use cases (`deps.run`, each its
 * own transaction) with the provider's calls between them; each call carries an idempotency key that a
 * use case stored before it was made, so a workflow cut short (a crash, a timeout) is finished or undone
 * by running it, or the ticker's pass over what it left, again. Checkout, purchase, cancel, capture,
 * refund and prize transfer are workflows (modules/payments, modules/payouts).
 *
 * The claim fast path is the third shape and neither of these: its compare-and-set statement is its own
 * transaction, run through the claim batcher (modules/squares/claim.ts).
 */
export type Workflow<Deps extends WorkflowDeps, Input, Output> = (deps: Deps, input: Input) => Promise<Output>;
