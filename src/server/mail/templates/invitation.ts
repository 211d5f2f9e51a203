import type { Cents } from '../../../domain/money';
import { dateTime, money, siteLink } from './format';
import { renderMail, type MailContent } from './layout';

export interface InvitationMailInput {
  /** PUBLIC_URL. */
  publicUrl: string;
  inviteCode: string;
  poolName: string;
  /** Who invites (the creator's name, or their e-mail when they have no name). */
  inviterName: string;
  game: { awayTeam: string; homeTeam: string; kickoffAt: Date };
  entryFeeCents: Cents;
  /** D19: 'squares' = paid by card through Squares; 'organizer' = the organizer collects the fee. */
  collection: 'squares' | 'organizer';
}

/** The link an invitee opens: /join/{code} (D11). */
export function joinLink(publicUrl: string, inviteCode: string): string {
  return siteLink(publicUrl, `/join/${encodeURIComponent(inviteCode)}`);
}

function feeText(input: InvitationMailInput): string {
  if (input.entryFeeCents === 0) return 'Free';
  const fee = `${money(input.entryFeeCents)} per square`;
  return input.collection === 'organizer' ? `${fee}, paid to the organizer (not through Squares)` : `${fee}, paid by card through Squares`;
}

/** An invitation to a private pool, with its join link. */
export function invitationMail(input: InvitationMailInput): MailContent {
  const matchup = `${input.game.awayTeam} at ${input.game.homeTeam}`;
  const link = joinLink(input.publicUrl, input.inviteCode);
  return renderMail({
    subject: `${input.inviterName} invited you to ${input.poolName} on Squares`,
    heading: `You're invited to ${input.poolName}`,
    greeting: 'Hi,',
    paragraphs: [`${input.inviterName} invited you to a private squares pool for ${matchup}. Open the link, sign in or create an account, and pick your squares.`],
    details: [
      ['Pool', input.poolName],
      ['Game', matchup],
      ['Kickoff', dateTime(input.game.kickoffAt)],
      ['Entry', feeText(input)],
      ['Invite code', input.inviteCode],
    ],
    button: { label: 'Join the pool', url: link },
    note: 'Only people with this link can see the pool. If you did not expect this invitation, you can ignore it.',
  });
}
