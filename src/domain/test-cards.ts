/**
 * The sandbox provider's card form: Stripe's validation errors and Stripe's test cards, so the
 * embedded mode fails the same way Stripe would and the same card numbers work in both modes.
 *
 * Decision: only known test cards succeed. Any other number, even one that passes Luhn, is declined
 * ("Your card was declined.", decline code `test_mode_live_card`) as Stripe's test mode declines real
 * card numbers: nobody should type a real card into a sandbox and see it "work".
 */

/** What the sandbox confirm route receives (the field names are the API's). */
export type CardInput = {
  cardNumber: string;
  expMonth: number | string;
  expYear: number | string;
  cvc: string;
};

export type CardField = 'cardNumber' | 'expMonth' | 'expYear' | 'cvc';

/** Stripe's `card_error` codes for a malformed card. */
export type CardValidationCode = 'incorrect_number' | 'invalid_expiry_month' | 'invalid_expiry_year' | 'expired_card' | 'invalid_cvc';

export type CardIssue = { code: CardValidationCode; field: CardField; message: string };

/** Stripe's messages, verbatim: the form shows them next to the field. */
export const CARD_VALIDATION_MESSAGES: Record<CardValidationCode, string> = {
  incorrect_number: 'Your card number is incorrect.',
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  expired_card: 'Your card has expired.',
  invalid_cvc: "Your card's security code is invalid.",
};

/** A declined card, shaped as Stripe reports it: `code` card_declined, the reason in `declineCode`. */
export type CardDecline = { code: 'card_declined'; declineCode: 'generic_decline' | 'insufficient_funds' | 'test_mode_live_card'; message: string };

export type CardOutcome = { ok: true } | { ok: false; decline: CardDecline };

export const DECLINED_MESSAGE = 'Your card was declined.';
export const INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';

/** Stripe's test cards, by their digits. */
export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': { ok: true },
  '4000000000000002': { ok: false, decline: { code: 'card_declined', declineCode: 'generic_decline', message: DECLINED_MESSAGE } },
  '4000000000009995': { ok: false, decline: { code: 'card_declined', declineCode: 'insufficient_funds', message: INSUFFICIENT_FUNDS_MESSAGE } },
};

const UNKNOWN_CARD: CardOutcome = {
  ok: false,
  decline: { code: 'card_declined', declineCode: 'test_mode_live_card', message: DECLINED_MESSAGE },
};

/** Digits only; spaces between groups are allowed ("4242 4242 4242 4242"), anything else is not. */
export function cardDigits(cardNumber: string): string | null {
  if (!/^[\d ]+$/.test(cardNumber)) return null;
  const digits = cardNumber.replace(/ /g, '');
  return digits.length >= 12 && digits.length <= 19 ? digits : null;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function wholeNumber(value: number | string, pattern: RegExp): number | null {
  const text = typeof value === 'number' ? (Number.isInteger(value) ? String(value) : '') : value;
  return pattern.test(text) ? Number(text) : null;
}

function issue(code: CardValidationCode, field: CardField): CardIssue {
  return { code, field, message: CARD_VALIDATION_MESSAGES[code] };
}

/**
 * Every problem with the card, in the form's field order (empty = valid). The expiry is compared with
 * `now`'s month in UTC: a card is valid through the last day of its expiry month.
 */
export function validateCard(card: CardInput, now: Date): CardIssue[] {
  const issues: CardIssue[] = [];
  const digits = cardDigits(card.cardNumber);
  if (digits === null || !passesLuhn(digits)) issues.push(issue('incorrect_number', 'cardNumber'));

  const month = wholeNumber(card.expMonth, /^\d{1,2}$/);
  const monthOk = month !== null && month >= 1 && month <= 12;
  if (!monthOk) issues.push(issue('invalid_expiry_month', 'expMonth'));

  const rawYear = wholeNumber(card.expYear, /^(\d{2}|\d{4})$/);
  // "27" means 2027; written as a number, 27 is read the same way.
  const year = rawYear === null ? null : rawYear < 100 ? 2000 + rawYear : rawYear;
  if (year === null) issues.push(issue('invalid_expiry_year', 'expYear'));

  if (monthOk && year !== null) {
    const nowYear = now.getUTCFullYear();
    const nowMonth = now.getUTCMonth() + 1;
    if (year < nowYear) issues.push(issue('expired_card', 'expYear'));
    else if (year === nowYear && month < nowMonth) issues.push(issue('expired_card', 'expMonth'));
  }

  if (!/^\d{3,4}$/.test(card.cvc)) issues.push(issue('invalid_cvc', 'cvc'));
  return issues;
}

/** What the sandbox's card network answers for a card that passed validation. */
export function testCardOutcome(cardNumber: string): CardOutcome {
  const digits = cardDigits(cardNumber);
  return (digits !== null && TEST_CARDS[digits]) || UNKNOWN_CARD;
}
