import type { Cents } from '../../../domain/money';
import { greeting, money } from './format';
import { renderMail, type MailContent } from './layout';

export interface PoolRefundedMailInput {
  firstName: string | null;
  poolName: string;
  /** Why, as a clause: "it did not fill before kickoff". */
  reason: string;
  amountCents: Cents;
}

/** A paid pool was cancelled and the player's entries given back (D5, admin refunds). */
export function poolRefundedMail(input: PoolRefundedMailInput): MailContent {
  const amount = money(input.amountCents);
  return renderMail({
    subject: `Your entry in ${input.poolName} was refunded`,
    heading: `${input.poolName} was refunded`,
    greeting: greeting(input.firstName),
    paragraphs: [
      `${input.poolName} was cancelled because ${input.reason}.`,
      `Your ${amount} is on its way back to your card: an authorization is released at once, a charge is refunded within 5-10 business days.`,
    ],
    details: [
      ['Pool', input.poolName],
      ['Refunded', amount],
    ],
  });
}
