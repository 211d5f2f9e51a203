// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
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

describe('openFailedToast: the player’s own limits and breaks', () => {
  it('a spend limit: its title, the server’s words and a way to the limits, with no support reference', () => {
    const message = 'This checkout of $5.00 would go over your daily spend limit of $5.00: …';
    const toast = openFailedToast(new ApiRequestError(409, 'Conflict', JSON.stringify({ code: 'spend_limit', message, requestId: 'r-1' })));
    expect(toast).toMatchObject({ title: 'Spend limit reached', variant: 'destructive' });
    expect(toast).not.toHaveProperty('reference');
    render(<>{toast.description}</>);
    expect(screen.getByText(/would go over your daily spend limit/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your limits are in Settings' }).getAttribute('href')).toBe('/settings');
    cleanup();
  });

  it('a time-out and a self-exclusion say so in the title', () => {
    for (const [code, title] of [['timed_out', "You're taking a time-out"], ['self_excluded', "You've excluded yourself from play"]] as const) {
      expect(openFailedToast(new ApiRequestError(403, 'Forbidden', JSON.stringify({ code, message: 'until …' }))).title).toBe(title);
    }
  });
});
