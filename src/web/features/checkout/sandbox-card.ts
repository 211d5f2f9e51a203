/** The sandbox card form's input handling: Stripe's test cards, typed as people type them. */

export type SandboxCard = { cardNumber: string; expMonth: string; expYear: string; cvc: string };
export type SandboxCardField = keyof SandboxCard;

export const EMPTY_CARD: SandboxCard = { cardNumber: '', expMonth: '', expYear: '', cvc: '' };

/** Stripe's test cards, as the hint lists them. */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'is declined: insufficient funds' },
] as const;

/** "4242424242424242" -> "4242 4242 4242 4242": digits only, at most 19, in groups of four. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Digits only, at most `max` of them (expiry month and year, CVC). */
export function digitsOnly(input: string, max: number): string {
  return input.replace(/\D/g, '').slice(0, max);
}

/** Which form field a provider error names (`error.field`), if it is one of ours. */
export function cardField(field: string | undefined): SandboxCardField | null {
  return field === 'cardNumber' || field === 'expMonth' || field === 'expYear' || field === 'cvc' ? field : null;
}
