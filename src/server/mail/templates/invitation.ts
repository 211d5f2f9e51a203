import type { Cents } from '../../../domain/money';
import { dateTime, money, quoted, siteLink } from './format';
import { renderMail, type MailContent } from './layout';

export interface InvitationMailInput {
  /** PUBLIC_URL. */
  publicUrl: string;
  inviteCode: string;
  /** The organizer's words: shown in quotes as theirs, never in the Subject. */
  poolName: string;
  /** Who invites (the creator's name, or their e-mail when they have no name): the organizer's words too. */
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

/** The fixed Subject of every invitation: the organizer's words never reach it (D20). */
export const INVITATION_SUBJECT = "You're invited to a private squares pool on Squares";

/**
 * An invitation to a private pool, with its join link. Anyone signed in can send one to any address, so
 * the inviter's name and the pool's name are theirs to choose: the Subject is fixed product text, and in
 * the body both appear in quotes, said to be what the organizer wrote, so they cannot pass for ours.
 */
export function invitationMail(input: InvitationMailInput): MailContent {
  const matchup = `${input.game.awayTeam} at ${input.game.homeTeam}`;
  const link = joinLink(input.publicUrl, input.inviteCode);
  return renderMail({
    subject: INVITATION_SUBJECT,
    heading: "You're invited to a private squares pool",
    greeting: 'Hi,',
    paragraphs: [
      `A Squares player who calls themselves ${quoted(input.inviterName)} invited you to their private squares pool for ${matchup}, which they named ${quoted(input.poolName)}. Open the link, sign in or create an account, and pick your squares.`,
      'The names in quotes were written by the organizer, not by Squares.',
    ],
    details: [
      ['Invited by (their words)', quoted(input.inviterName)],
      ['Pool name (their words)', quoted(input.poolName)],
      ['Game', matchup],
      ['Kickoff', dateTime(input.game.kickoffAt)],
      ['Entry', feeText(input)],
      ['Invite code', input.inviteCode],
    ],
    button: { label: 'Join the pool', url: link },
    note: 'Only people with this link can see the pool. If you did not expect this invitation, you can ignore it.',
  });
}
