import { cn } from '../../lib/utils';

/** 1-800-GAMBLER, the national problem gambling helpline, as a number a phone dials. */
export const HELPLINE_TEL = 'tel:+18004262537';
export const NCPG_URL = 'https://www.ncpgambling.org';

/**
 * "Need help? Call 1-800-GAMBLER or visit the National Council on Problem Gambling
 * (https://www.ncpgambling.org)": in the footer, How to Play, the Settings page's limits and checkout.
 * `inverse` on dark surfaces (the footer).
 */
export function ProblemGamblingHelp({ inverse = false, className }: { inverse?: boolean; className?: string }) {
  const link = cn('font-semibold underline underline-offset-2', inverse ? 'text-white hover:text-gold-300' : 'text-turf-800 hover:text-turf-900');
  return (
    <p className={cn('text-sm', className)}>
      Need help? Call{' '}
      <a href={HELPLINE_TEL} className={link}>
        1-800-GAMBLER
      </a>{' '}
      or visit the{' '}
      <a href={NCPG_URL} target="_blank" rel="noopener noreferrer" className={link}>
        National Council on Problem Gambling ({NCPG_URL})<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
