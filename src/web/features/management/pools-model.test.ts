import { describe, expect, it } from 'vitest';
import { makePool } from '../../test-support/fixtures';
import { adminPoolsSearch, canRefund, lastPage, NO_FILTERS, pageSummary, poolFacts, confirmsFirst, refundConsequence, statusConfirmation, statusOptions } from './pools-model';

const FIVE = { entryFee: '5.00', entryFeeCents: 500 };

describe('the Pools tab', () => {
  it('asks the server for one page with the filters set', () => {
    expect(adminPoolsSearch(NO_FILTERS)).toBe('limit=25&offset=0');
    expect(adminPoolsSearch({ leagueId: '1', status: 'open', q: '  chiefs ', page: 2 })).toBe('leagueId=1&status=open&q=chiefs&limit=25&offset=50');
  });

  it('says which pools are on screen', () => {
    expect(pageSummary(130, 1, 25)).toBe('Showing 26–50 of 130 pools');
    expect(pageSummary(1, 0, 1)).toBe('Showing 1–1 of 1 pool');
    expect(pageSummary(0, 0, 0)).toBe('Showing 0 of 0 pools');
    expect([lastPage(0), lastPage(25), lastPage(26)]).toEqual([0, 0, 1]);
  });

  it('reads the transition facts from the pool', () => {
    const pool = makePool({ status: 'active', currentParticipants: 100, digits: { rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], columns: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }, ...FIVE }, { periodScores: { q1: null, q2: null, q3: null, final: { home: 24, away: 17 } } });
    expect(poolFacts(pool)).toEqual({ status: 'active', sold: 100, maxParticipants: 100, drawn: true, paid: true, finalScored: true });
  });

  it('enables Refund only for an open pool that is not full (spec section 4)', () => {
    expect(canRefund(makePool({ status: 'open', currentParticipants: 99 }))).toBe(true);
    expect(canRefund(makePool({ status: 'open', currentParticipants: 100 }))).toBe(false);
    expect(canRefund(makePool({ status: 'full', currentParticipants: 100 }))).toBe(false);
    expect(canRefund(makePool({ status: 'cancelled' }))).toBe(false);
  });

  it('offers full, active, completed and cancelled, with the current status first', () => {
    expect(statusOptions(makePool({ status: 'open' }))).toEqual([
      { value: 'open', label: 'Open (current)' },
      { value: 'full', label: 'Full' },
      { value: 'active', label: 'Active' },
      { value: 'completed', label: 'Completed' },
      { value: 'cancelled', label: 'Cancelled' },
    ]);
    expect(statusOptions(makePool({ status: 'active' })).map((o) => o.value)).toEqual(['active', 'full', 'completed', 'cancelled']);
  });

  it('asks for a confirmation before every allowed change to a final status, money or not', () => {
    expect(confirmsFirst(makePool({ ...FIVE, currentParticipants: 3 }), 'cancelled')).toBe(true);
    expect(confirmsFirst(makePool({ currentParticipants: 3 }), 'cancelled')).toBe(true);
    expect(confirmsFirst(makePool({ ...FIVE, currentParticipants: 0 }), 'cancelled')).toBe(true);
    const settled = { periodScores: { q1: null, q2: null, q3: null, final: { home: 24, away: 17 } } };
    expect(confirmsFirst(makePool({ status: 'active', currentParticipants: 100 }, settled), 'completed')).toBe(true);
  });

  it('makes other changes at once, and leaves refused ones to the server to explain', () => {
    expect(confirmsFirst(makePool({ ...FIVE, currentParticipants: 3 }), 'active')).toBe(false);
    expect(confirmsFirst(makePool({ status: 'open' }), 'completed')).toBe(false);
    expect(confirmsFirst(makePool({ ...FIVE, status: 'completed', currentParticipants: 3 }), 'cancelled')).toBe(false);
    expect(confirmsFirst(makePool({ status: 'cancelled' }), 'cancelled')).toBe(false);
  });

  it('names what a final status does: refunds and permanence', () => {
    const cancel = statusConfirmation(makePool({ ...FIVE, name: '$5 Pool', currentParticipants: 3, totalPotCents: 1500 }), 'cancelled');
    expect(cancel.title).toBe('Cancel $5 Pool?');
    expect(cancel.confirmLabel).toBe('Cancel pool');
    expect(cancel.consequences[0]).toMatch(/cancelled for good: nobody can join it again\.$/);
    expect(cancel.consequences[1]).toBe('The money paid for 3 squares ($15.00) is refunded, and each player is e-mailed.');
    const complete = statusConfirmation(makePool({ ...FIVE, name: '$5 Pool', status: 'active' }), 'completed');
    expect(complete.title).toBe('Complete $5 Pool?');
    expect(complete.confirmLabel).toBe('Complete pool');
    expect(complete.consequences).toContain('Completed is final: the pool can never change status again.');
    expect(complete.consequences[0]).toMatch(/prizes are paid out of escrow\.$/);
    expect(statusConfirmation(makePool({ status: 'active' }), 'completed').consequences[0]).toMatch(/settled from the game's scores\.$/);
  });

  it('says what happens to the money', () => {
    expect(refundConsequence(makePool({ ...FIVE, currentParticipants: 3, totalPotCents: 1500 }))).toBe('The money paid for 3 squares ($15.00) is refunded, and each player is e-mailed.');
    expect(refundConsequence(makePool({ ...FIVE, currentParticipants: 1, totalPotCents: 500 }))).toBe('The money paid for 1 square ($5.00) is refunded, and each player is e-mailed.');
    expect(refundConsequence(makePool({ currentParticipants: 4 }))).toBe('Nobody has paid into it, so no money moves.');
    expect(refundConsequence(makePool({ ...FIVE, currentParticipants: 2, collection: 'organizer' }))).toMatch(/^Its organizer collects the money/);
  });
});
