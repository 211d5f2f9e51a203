import type { Cents } from '../../../domain/money';
import { periodLabel, type Period } from '../../../domain/periods';
import { dateTime, greeting, money, siteLink } from './format';
import { renderMail, type MailContent } from './layout';
import { ORGANIZER_WORDS_NOTE, poolDetails, poolPhrase, type MailPool } from './pool-context';

export interface PrizeMailInput {
  /** PUBLIC_URL. */
  publicUrl: string;
  firstName: string | null;
  pool: MailPool;
  period: Period;
  amountCents: Cents;
  /** The last instant the prize can be claimed (30 days after settlement). */
  claimDeadline: Date;
}

/** The fixed Subjects of the prize messages: the pool, game and amount are said in the body (D20). */
export const PERIOD_WON_SUBJECT = 'Your square won a prize on Squares';
export const PRIZE_REMINDER_SUBJECT = 'Reminder: claim your prize on Squares';

/** Prizes are claimed from My Pools. */
export const claimLink = (publicUrl: string): string => siteLink(publicUrl, '/my-pools');

/** A paid pool's prize for one period was paid out to this winner's prizes payable. */
export function periodWonMail(input: PrizeMailInput): MailContent {
  const label = periodLabel(input.period);
  const amount = money(input.amountCents);
  const notes = ['A prize not claimed within 30 days moves to unclaimed prizes.'];
  if (input.pool.namedByOrganizer) notes.push(ORGANIZER_WORDS_NOTE);
  return renderMail({
    subject: PERIOD_WON_SUBJECT,
    heading: `Your square won the ${label} prize`,
    greeting: greeting(input.firstName),
    paragraphs: [`Congratulations! Your square won the ${label} period of ${poolPhrase(input.pool)}. Claim your ${amount} from My Pools.`],
    details: [...poolDetails(input.pool), ['Period', label], ['Prize', amount], ['Claim by', dateTime(input.claimDeadline)]],
    button: { label: 'Claim your prize', url: claimLink(input.publicUrl) },
    note: notes.join(' '),
  });
}

/** Sent 7 days before the claim deadline of a prize still unclaimed. */
export function prizeClaimReminderMail(input: PrizeMailInput): MailContent {
  const label = periodLabel(input.period);
  const amount = money(input.amountCents);
  const deadline = dateTime(input.claimDeadline);
  return renderMail({
    subject: PRIZE_REMINDER_SUBJECT,
    heading: `Your ${amount} prize is waiting`,
    greeting: greeting(input.firstName),
    paragraphs: [`You won the ${label} prize of ${poolPhrase(input.pool)} and have not claimed it yet. Claim your ${amount} by ${deadline}, or it moves to unclaimed prizes.`],
    details: [...poolDetails(input.pool), ['Period', label], ['Prize', amount], ['Claim by', deadline]],
    button: { label: 'Claim your prize', url: claimLink(input.publicUrl) },
    note: input.pool.namedByOrganizer ? ORGANIZER_WORDS_NOTE : undefined,
  });
}
