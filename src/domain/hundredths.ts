/**
 * Exact decimal -> integer hundredths, shared by dollar amounts (cents) and payout percentages
 * (basis points). Parsing the decimal text digit by digit avoids binary floating point entirely:
 * 0.29 * 100 is 28.999999999999996 in floats, but "0.29" -> 29 here.
 */

export type HundredthsResult = { ok: true; value: number } | { ok: false; problem: string };

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

export function parseHundredths(input: string | number): HundredthsResult {
  if (typeof input === 'number') return parseNumber(input);
  if (typeof input !== 'string') return { ok: false, problem: 'must be a string or a number' };
  return parseText(input);
}

function parseNumber(n: number): HundredthsResult {
  if (Number.isNaN(n)) return { ok: false, problem: 'is not a number' };
  if (!Number.isFinite(n)) return { ok: false, problem: 'must be finite' };
  if (n < 0) return { ok: false, problem: 'must not be negative' };
  // String(n) is the shortest text that round-trips to n, so 12.5 -> "12.5" and 1.005 -> "1.005":
  // exactly the decimal the caller wrote. Exponent forms are either tiny (too many decimals) or huge.
  const text = String(n);
  if (text.includes('e')) {
    return n < 1 ? { ok: false, problem: 'has more than 2 decimal places' } : { ok: false, problem: 'is too large' };
  }
  return parseText(text);
}

function parseText(text: string): HundredthsResult {
  if (text === '') return { ok: false, problem: 'is empty' };
  if (text.trim() !== text) return { ok: false, problem: 'must not contain spaces' };
  if (text.startsWith('-')) return { ok: false, problem: 'must not be negative' };
  if (text.startsWith('+')) return { ok: false, problem: 'must not have a sign' };
  if (text.includes(',')) return { ok: false, problem: 'must not contain thousands separators' };
  if (/^\d+\.\d{3,}$/.test(text)) return { ok: false, problem: 'has more than 2 decimal places' };
  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, problem: 'is not a decimal number like 5 or 5.00' };
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const value = Number(whole) * 100 + Number(fraction);
  // Beyond 2^53 the multiplication above is no longer exact, so refuse rather than round.
  if (!Number.isSafeInteger(value)) return { ok: false, problem: 'is too large' };
  return { ok: true, value };
}
