import type { Cents } from '../../../domain/money';
import { periodLabel, type Period } from '../../../domain/periods';
import { dateTime, greeting, money, siteLink } from './format';
import { renderMail, type MailContent } from './layout';

export interface PrizeMailInput {
  /** PUBLIC_URL. */
  publicUrl: string;
  firstName: string | null;
  poolName: string;
  period: Period;
  amountCents: Cents;
  /** The last instant the prize can be claimed (30 days after settlement). */
  claimDeadline: Date;
}

/** Prizes are claimed from My Pools. */
export const claimLink = (publicUrl: string): string => siteLink(publicUrl, '/my-pools');

/** A paid pool's prize for one period was paid out to this winner's prizes payable. */
export function periodWonMail(input: PrizeMailInput): MailContent {
  const label = periodLabel(input.period);
  const amount = money(input.amountCents);
  return renderMail({
    subject: `You won ${amount} in ${input.poolName} (${label})`,
    heading: `Your square won the ${label} prize`,
    greeting: greeting(input.firstName),
    paragraphs: [`Congratulations! Your square won the ${label} period of ${input.poolName}. Claim your ${amount} from My Pools.`],
    details: [
      ['Pool', input.poolName],
      ['Period', label],
      ['Prize', amount],
      ['Claim by', dateTime(input.claimDeadline)],
    ],
    button: { label: 'Claim your prize', url: claimLink(input.publicUrl) },
    note: 'A prize not claimed within 30 days moves to unclaimed prizes.',
  });
}

/** Sent 7 days before the claim deadline of a prize still unclaimed. */
export function prizeClaimReminderMail(input: PrizeMailInput): MailContent {
  const label = periodLabel(input.period);
  const amount = money(input.amountCents);
  const deadline = dateTime(input.claimDeadline);
  return renderMail({
    subject: `Reminder: claim your ${amount} prize in ${input.poolName} by ${deadline}`,
    heading: 'Your prize is waiting',
    greeting: greeting(input.firstName),
    paragraphs: [`You won the ${label} prize of ${input.poolName} and have not claimed it yet. Claim it by ${deadline}, or it moves to unclaimed prizes.`],
    details: [
      ['Pool', input.poolName],
      ['Period', label],
      ['Prize', amount],
      ['Claim by', deadline],
    ],
    button: { label: 'Claim your prize', url: claimLink(input.publicUrl) },
  });
}
