import type { Cents } from '../../../domain/money';
import { greeting, money } from './format';
import { renderMail, type MailContent } from './layout';
import { ORGANIZER_WORDS_NOTE, poolDetails, poolPhrase, type MailPool } from './pool-context';

export interface PoolRefundedMailInput {
  firstName: string | null;
  pool: MailPool;
  /** Why, as a clause: "it did not fill before kickoff". */
  reason: string;
  amountCents: Cents;
}

/** The fixed Subject of every refund notice: which pool and game is said in the body (D20). */
export const POOL_REFUNDED_SUBJECT = 'Your Squares pool entry was refunded';

/** A paid pool was cancelled and the player's entries given back (D5, admin refunds). */
export function poolRefundedMail(input: PoolRefundedMailInput): MailContent {
  const amount = money(input.amountCents);
  const phrase = poolPhrase(input.pool);
  return renderMail({
    subject: POOL_REFUNDED_SUBJECT,
    heading: 'Your pool entry was refunded',
    greeting: greeting(input.firstName),
    paragraphs: [
      `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)} was cancelled because ${input.reason}.`,
      `Your ${amount} is on its way back to your card: an authorization is released at once, a charge is refunded within 5-10 business days.`,
    ],
    details: [...poolDetails(input.pool), ['Refunded', amount]],
    note: input.pool.namedByOrganizer ? ORGANIZER_WORDS_NOTE : undefined,
  });
}
