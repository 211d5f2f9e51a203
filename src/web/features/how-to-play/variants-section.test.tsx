// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FairDraw } from './fair-draw';
import { smallBoardExample } from './rules-model';
import { VariantsSection } from './variants-section';

afterEach(cleanup);

describe('Ways to play a private pool', () => {
  it('explains the three variants with the worked examples', () => {
    render(<VariantsSection />);
    const section = screen.getByRole('region', { name: 'Ways to play a private pool' });
    for (const title of ['New numbers each period', 'Reverse winners', '25 squares (5x5)']) {
      expect(within(section).getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
    const example = within(section).getByRole('list', { name: 'Reverse winners example' });
    expect(within(example).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Forward squareHome 7 / away 4$125',
      'Reverse squareHome 4 / away 7$125',
    ]);
    const text = section.textContent ?? '';
    expect(text).toContain('a $225.01 prize pays $112.51 to the forward square and $112.50 to the reverse one');
    expect(text).toContain('as in 21-31, one square is both winners and takes the whole $250');
    expect(text).toContain('That square also wins on last digits 7-9, 1-9, 1-4 (home-away)');
  });

  it('draws the 5x5 board with two-digit headers and the winning square', () => {
    render(<VariantsSection />);
    const board = screen.getByRole('img', { name: /^Example 25-square board/ });
    const small = smallBoardExample();
    expect(board.getAttribute('aria-label')).toBe('Example 25-square board: the column headed 7 and 1 meets the row headed 9 and 4 at the winning square');
    // 1 corner + 5 column headers + 5 rows of (header + 5 squares).
    expect(board.children).toHaveLength(1 + 5 + 5 * 6);
    expect([...board.children].slice(1, 6).map((cell) => cell.textContent)).toEqual(small.columns.map((digits) => digits.join(' ')));
  });

  it('the fair draw names the per-period HMAC domains', () => {
    render(<FairDraw />);
    expect(screen.getByText('squares/draw/v1/period/1')).toBeTruthy();
    expect(screen.getByText('squares/draw/v1/period/4')).toBeTruthy();
  });
});
