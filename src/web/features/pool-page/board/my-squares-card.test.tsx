// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatChance } from '../../../../domain/odds';
import { boardOddsByPeriod, oddsHistory } from '../../../../domain/odds-history';
import type { Pool, Square } from '../../../../domain/schemas';
import { DRAWN_DIGITS, makePool, makeSquare } from '../../../test-support/fixtures';
import { MySquaresCard } from './my-squares-card';
import { oddsRules, type PoolOdds } from '../money/use-square-odds';

afterEach(cleanup);

// 210 finals, 70 times three: two end away 0 / home 7, one away 7 / home 4 (enough games to show a
// chance). Quarters from two games (2016 and 2022): too few.
const THREE_FINALS = [['a', 27, 20], ['b', 17, 10], ['c', 24, 17]] as const;
const HISTORY = oddsHistory(
  { seasons: [2024, 2025], games: Array.from({ length: 70 }, () => THREE_FINALS).flat() },
  {
    games: [
      ['x', 2022, [7, 7, 7, 3], [0, 3, 7, 10]],
      ['y', 2016, [0, 10, 7, 0], [3, 0, 10, 4]],
    ],
  },
);
const DRAWN = makePool({ digits: DRAWN_DIGITS, status: 'full' });
const ODDS: PoolOdds = { board: boardOddsByPeriod(HISTORY, DRAWN_DIGITS, oddsRules(DRAWN)), history: HISTORY, formatChance };
// DRAWN_DIGITS: row 6 is away 0, column 6 home 7 (2 of 3 finals); row 4 away 7, column 3 home 4 (1 of 3).
const MINE: Square[] = [makeSquare(0, 0, 'u1'), makeSquare(4, 3, 'u1'), makeSquare(6, 6, 'u1'), makeSquare(2, 2, 'u2')];

function renderCard(pool: Pool, odds: PoolOdds | null) {
  render(<MySquaresCard pool={pool} userId="u1" squares={MINE} winning={[]} winners={[]} locked odds={odds} />);
  return screen.getByRole('region', { name: 'Your Squares' });
}

const squareNames = (card: HTMLElement) => within(card).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);

describe('MySquaresCard: the odds of the player’s squares', () => {
  it('after the draw: each square’s chance for the periods with enough games, and where the numbers come from', () => {
    const card = renderCard(DRAWN, ODDS);
    const best = within(card).getAllByRole('listitem')[2]!;
    expect(within(best).getByText('Row 7, column 7')).toBeTruthy();
    const chances = within(best).getByRole('group', { name: 'Chance of winning' });
    expect(chances.textContent).toBe('Final Score66.7%');
    expect(card.textContent).toContain(
      'Chances are how often real NFL games ended on a square’s digits: Final Score from 210 games, 2024-2025 seasons. ' +
        'The data is too thin for the 1st Quarter, Halftime and 3rd Quarter: 2 games on record are too few to give a chance (at least 200 are needed).',
    );
  });

  it('with too few games for every period: no chance at all, only that the data is too thin', () => {
    const thin = oddsHistory({ seasons: [2024], games: [...THREE_FINALS] }, { games: [] });
    const card = renderCard(DRAWN, { board: boardOddsByPeriod(thin, DRAWN_DIGITS, oddsRules(DRAWN)), history: thin, formatChance });
    expect(within(card).queryByRole('group', { name: 'Chance of winning' })).toBeNull();
    expect(card.textContent).not.toContain('%');
    expect(card.textContent).toContain('The data is too thin for the Final Score, 1st Quarter, Halftime and 3rd Quarter: the games on record are too few');
  });

  it('sorts the squares by their chance of winning the final, best first, and back by position', () => {
    const card = renderCard(DRAWN, ODDS);
    expect(squareNames(card)).toEqual(['Row 1, column 1', 'Row 5, column 4', 'Row 7, column 7']);
    const sort = within(card).getByLabelText('Sort by');
    fireEvent.change(sort, { target: { value: 'odds' } });
    expect(squareNames(card)).toEqual(['Row 7, column 7', 'Row 5, column 4', 'Row 1, column 1']);
    fireEvent.change(sort, { target: { value: 'position' } });
    expect(squareNames(card)).toEqual(['Row 1, column 1', 'Row 5, column 4', 'Row 7, column 7']);
  });

  it('before the draw: no odds and no sorting, even if odds were passed', () => {
    const card = renderCard(makePool(), ODDS);
    expect(within(card).queryByRole('group', { name: 'Chance of winning' })).toBeNull();
    expect(within(card).queryByLabelText('Sort by')).toBeNull();
    expect(card.textContent).not.toContain('Chances are');
    expect(card.textContent).toContain('Digits drawn when the board fills');
  });

  it('while the odds load: the squares and their digits, nothing about odds yet', () => {
    const card = renderCard(DRAWN, null);
    expect(squareNames(card)).toHaveLength(3);
    expect(within(card).queryByLabelText('Sort by')).toBeNull();
    expect(card.textContent).toContain('Away 0 · Home 7');
  });
});

describe('MySquaresCard: a long list', () => {
  it('scrolls inside the card on large screens and takes keyboard focus, named by its count; a short list does neither', () => {
    const many = Array.from({ length: 7 }, (_, i) => makeSquare(i, i, 'u1'));
    render(<MySquaresCard pool={DRAWN} userId="u1" squares={many} winning={[]} winners={[]} locked />);
    const list = screen.getByRole('list', { name: 'Your 7 squares' });
    expect(list.tabIndex).toBe(0);
    expect(list.className).toContain('lg:overflow-y-auto');
    cleanup();
    render(<MySquaresCard pool={DRAWN} userId="u1" squares={many.slice(0, 6)} winning={[]} winners={[]} locked />);
    const short = screen.getByRole('list');
    expect(short.hasAttribute('tabindex')).toBe(false);
    expect(short.className).not.toContain('overflow');
  });
});

