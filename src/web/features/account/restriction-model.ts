/**
 * Time-outs and self-exclusion as the Settings page offers them (D23): the choices, and what each one
 * means, said before the player confirms it.
 */
import { selfExclusionEnd, timeOutEnd } from '../../../domain/play-restrictions';
import type { PlayRestrictionDto } from '../../../domain/schemas';
import type { RestrictionRequest } from './limits-queries';
import { instantText } from './limits-model';

export type RestrictionChoice = { request: RestrictionRequest; label: string; title: string; confirm: string };

export const TIME_OUT_CHOICES: RestrictionChoice[] = [
  { request: { kind: 'time_out', days: 1 }, label: '1 day', title: 'Take a 1-day time-out?', confirm: 'Start my 1-day time-out' },
  { request: { kind: 'time_out', days: 7 }, label: '7 days', title: 'Take a 7-day time-out?', confirm: 'Start my 7-day time-out' },
  { request: { kind: 'time_out', days: 30 }, label: '30 days', title: 'Take a 30-day time-out?', confirm: 'Start my 30-day time-out' },
];

export const SELF_EXCLUSION_CHOICES: RestrictionChoice[] = [
  { request: { kind: 'self_exclusion', months: 6 }, label: '6 months', title: 'Exclude yourself for 6 months?', confirm: 'Exclude me for 6 months' },
  { request: { kind: 'self_exclusion', months: 12 }, label: '1 year', title: 'Exclude yourself for 1 year?', confirm: 'Exclude me for 1 year' },
  { request: { kind: 'self_exclusion', months: 60 }, label: '5 years', title: 'Exclude yourself for 5 years?', confirm: 'Exclude me for 5 years' },
];

/** When the restriction would end if it started at `now` (the server's clock decides the exact instant). */
export function endIfStartedAt(request: RestrictionRequest, now: Date): Date {
  return request.kind === 'time_out' ? timeOutEnd(now, request.days) : selfExclusionEnd(now, request.months);
}

/** What confirming means, line by line, with the end it would have. */
export function consequences(request: RestrictionRequest, until: string): string[] {
  const never = 'Nobody can end it early: not you, not our support team. Asking again can only make it longer.';
  const kept = 'Squares you already own stay yours, and any prize you win is still paid and can be claimed.';
  if (request.kind === 'time_out') {
    return [
      `Until ${until} you cannot start a checkout, or create or join a pool with an entry fee. Free pools stay open.`,
      kept,
      'Product news e-mails stay off until then.',
      never,
    ];
  }
  return [
    `Until ${until} you cannot start a checkout, create or join any pool, or claim squares, free ones included.`,
    kept,
    'Product news e-mails stay off until then.',
    never,
  ];
}

/** "You are taking a time-out until …" / "You have excluded yourself until …". */
export function restrictionStatus(restriction: PlayRestrictionDto, options: { locale?: string; timeZone?: string } = {}): string {
  const until = instantText(restriction.until, options);
  return restriction.kind === 'time_out'
    ? `You are taking a time-out until ${until}. Paid squares and pools with an entry fee are closed to you until then.`
    : `You have excluded yourself from play until ${until}. Every pool is closed to you until then.`;
}
