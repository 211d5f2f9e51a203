import type { Intent, PaymentProblem } from './checkout-flow';
import type { ConfirmOutcome } from './confirm-outcome';

/** What every card form gets from the page: the payment, the pay state, and how to pay. */
export type CardFormProps = {
  intent: Intent;
  /** While a confirm or the purchase record is under way: the button is disabled and spins. */
  busy: boolean;
  /** The last attempt's problem (a decline or a bad field), shown in the form. */
  problem: PaymentProblem | null;
  onPay: (confirm: () => Promise<ConfirmOutcome>) => void;
};
