/**
 * Money is integer cents end to end (DESIGN D2). Dollars appear only at the edges: parsed from user
 * input / API decimal strings, and formatted for display. Nothing here multiplies a float by 100.
 */
import { parseHundredths } from './hundredths';

/** A whole number of cents. */
export type Cents = number;

export class MoneyFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoneyFormatError';
  }
}

/** A safe, non-negative whole number of cents: anything an amount owed or paid can be. */
export function isCents(n: unknown): n is Cents {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

/** Signed amounts (profit/loss) are allowed in formatting, fractions of a cent never. */
function assertWholeCents(cents: number): void {
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents)) {
    throw new RangeError(`Money must be a whole number of cents, got ${String(cents)}`);
  }
}

/**
 * Dollars -> cents. Strict on purpose: "1,000", " 5" or "5.001" are refused rather than guessed at,
 * because a misread amount is charged to a real card.
 */
export function parseDollars(input: string | number): Cents {
  const result = parseHundredths(input);
  if (!result.ok) {
    throw new MoneyFormatError(`Dollar amount ${JSON.stringify(input)} ${result.problem}`);
  }
  return result.value;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function splitCents(cents: number): { sign: string; dollars: string; fraction: string } {
  assertWholeCents(cents);
  const magnitude = Math.abs(cents);
  return {
    sign: cents < 0 ? '-' : '',
    dollars: String(Math.floor(magnitude / 100)),
    fraction: String(magnitude % 100).padStart(2, '0'),
  };
}

/** The API's decimal-string form (spec: entryFee "5.00"). */
export function centsToDecimalString(cents: Cents): string {
  const { sign, dollars, fraction } = splitCents(cents);
  return `${sign}${dollars}.${fraction}`;
}

export type FormatMoneyOptions = {
  /** Show 0 as "FREE" (entry fees of free pools). */
  free?: boolean;
  /** Drop ".00" for whole dollars: "$5", "$2,250", but "$22.50". */
  compact?: boolean;
  /** Prefix positive amounts with "+" (profit/loss). */
  signed?: boolean;
};

/** "$1,234.56"; negative amounts read "-$5.00". Grouping is done by hand so it never varies by locale. */
export function formatMoney(cents: Cents, opts: FormatMoneyOptions = {}): string {
  const { sign, dollars, fraction } = splitCents(cents);
  if (opts.free && cents === 0) return 'FREE';
  const shownSign = sign || (opts.signed && cents > 0 ? '+' : '');
  const shownFraction = opts.compact && fraction === '00' ? '' : `.${fraction}`;
  return `${shownSign}$${groupThousands(dollars)}${shownFraction}`;
}
