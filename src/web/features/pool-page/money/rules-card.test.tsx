// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nonprofitText, payoutRules, prizeTableCaption, rulesNotes } from '../../../../domain/payout-rules';
import { makePool } from '../../../test-support/fixtures';
import { RulesCard } from './rules-card';

afterEach(cleanup);

function rulesText(pool: Parameters<typeof RulesCard>[0]['pool']): string {
  render(<RulesCard pool={pool} signedIn={false} />);
  return screen.getByRole('region', { name: 'Rules & Payouts' }).textContent ?? '';
}

describe('RulesCard: the rules contract', () => {
  it('a pool paid through Squares: escrow, the split, refunded when unfilled', () => {
    const text = rulesText(makePool({ entryFee: '5.00', entryFeeCents: 500 }));
    expect(text).toContain('Money collected: Through Squares: card payments held in escrow.');
    expect(text).toContain('Payout split: 25% / 25% / 25% / 25%');
    expect(text).toContain('Unfilled at kickoff: refunded.');
    expect(text).not.toContain('locks and draws anyway');
  });

  it('an organizer-collected nonprofit pool: the organizer collects, the nonprofit is named, the board draws anyway', () => {
    const text = rulesText(
      makePool({ entryFee: '5.00', entryFeeCents: 500, collection: 'organizer', houseFeeBps: 0, isNonprofit: true, nonprofitName: 'Riverside Food Bank' }),
    );
    expect(text).toContain('Money collected: By the organizer: Squares handles no money.');
    expect(text).toContain('Unfilled at kickoff: locks and draws anyway.');
    expect(text).toContain('5% of the prize pool goes to Riverside Food Bank and 95% to the winners');
    expect(text).not.toContain('escrow');
  });

  it("a private pool's rule variants: the board, the numbers and reverse winners in words; none for the standard rules", () => {
    const variant = rulesText(makePool({ isPrivate: true, rules: { numbers: 'period', reverseWinners: true, boardSize: 25 } }));
    expect(variant).toContain('25 squares (5x5): each row and column carries two digits, so each square covers four score combinations.');
    expect(variant).toContain('New numbers are drawn for each period.');
    expect(variant).toContain("Reverse winners: the square with the score's digits swapped also wins");
    cleanup();
    const standard = rulesText(makePool());
    expect(standard).not.toContain('New numbers');
    expect(standard).not.toContain('5x5');
  });

  it('a free pool: no money line and no house fee (played for fun), locks and draws anyway', () => {
    const text = rulesText(makePool());
    expect(text).not.toContain('Money collected');
    expect(text).not.toContain('House fee');
    expect(text).toContain('Unfilled at kickoff: locks and draws anyway.');
  });
});

describe('RulesCard: one wording with the printed board', () => {
  it.each([
    ['a free pool', makePool()],
    ['a $5 pool paid through Squares', makePool({ entryFee: '5.00', entryFeeCents: 500 })],
    ['an organizer-collected nonprofit pool', makePool({ entryFeeCents: 1250, collection: 'organizer', isNonprofit: true, nonprofitName: 'Food Bank' })],
    ['a 25-square private pool with new numbers each period', makePool({ isPrivate: true, rules: { numbers: 'period', reverseWinners: false, boardSize: 25 } })],
  ])('%s: the card says every sentence the print view and the PDF print', (_name, pool) => {
    const text = rulesText(pool);
    const rules = payoutRules(pool)!;
    for (const sentence of [prizeTableCaption(rules), ...rulesNotes(rules), nonprofitText(rules)].filter((s) => s !== null)) {
      expect(text).toContain(sentence);
    }
    cleanup();
  });
});
