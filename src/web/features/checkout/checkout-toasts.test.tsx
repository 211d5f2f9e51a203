import { describe, expect, it } from 'vitest';
import { amountMismatchMessage } from '../../../domain/checkout-amount';
import { ApiRequestError } from '../../lib/api';
import { AMOUNT_MISMATCH_TITLE, openFailedToast } from './checkout-toasts';

describe('openFailedToast', () => {
  it('a checkout link with an edited amount: a title saying so and the server’s words in dollars, with no support reference', () => {
    const message = amountMismatchMessage({ amountCents: 1, squareCount: 1, entryFeeCents: 1000 });
    const toast = openFailedToast(new ApiRequestError(400, 'Bad Request', JSON.stringify({ code: 'amount_mismatch', message })));
    expect(toast).toEqual({ title: AMOUNT_MISMATCH_TITLE, description: message, variant: 'destructive' });
    expect(toast.title).toBe('The checkout link has the wrong amount');
    expect(toast.description).toContain('This checkout asked for $0.01, but 1 square costs $10.00.');
  });
});
