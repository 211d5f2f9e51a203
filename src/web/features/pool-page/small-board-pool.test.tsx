// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pool, Square } from '../../../domain/schemas';
import { makeAuthUser, makePool, makeSquare } from '../../test-support/fixtures';
import { renderPoolPage } from './render-pool-page.test-support';

vi.mock('../../lib/toast/use-toast', () => ({ toast: vi.fn() }));

/** Four sets, one per period: Q1 is the board's opening set. */
const SETS = [
  { rows: [1, 8, 5, 4, 7, 3, 0, 9, 2, 6], columns: [6, 5, 0, 4, 1, 2, 7, 8, 3, 9] },
  { rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], columns: [9, 8, 7, 6, 5, 4, 3, 2, 1, 0] },
  { rows: [5, 0, 6, 1, 7, 2, 8, 3, 9, 4], columns: [4, 9, 3, 8, 2, 7, 1, 6, 0, 5] },
  { rows: [2, 4, 6, 8, 0, 1, 3, 5, 7, 9], columns: [1, 3, 5, 7, 9, 0, 2, 4, 6, 8] },
];
const PLAYER = makeAuthUser({ id: 'u1' });
const SOLD: Square[] = Array.from({ length: 25 }, (_, i) => makeSquare(Math.floor(i / 5), i % 5, i === 0 ? 'u1' : `p${i}`, 68));

function smallPool(over: Partial<Pool> = {}, game: Partial<Pool['game']> = {}): Pool {
  return makePool(
    {
      id: 68,
      isPrivate: true,
      status: 'active',
      maxParticipants: 25,
      currentParticipants: 25,
      rules: { numbers: 'period', reverseWinners: true, boardSize: 25 },
      digits: SETS[0]!,
      digitSets: SETS,
      draw: { commitment: 'a'.repeat(64), seed: 'b'.repeat(64), drawnAt: '2026-11-22T17:00:00.000Z' },
      ...over,
    },
    // 3rd quarter, Falcons (home) 17, Jets (away) 13.
    { status: '3q', quarter: 3, homeScore: 17, awayScore: 13, ...game },
  );
}

function open(pool: Pool) {
  renderPoolPage({ poolId: 68, routes: { 'GET /api/pools/68': { body: pool }, 'GET /api/pools/68/squares': { body: SOLD }, 'GET /api/auth/user': { body: PLAYER } }, user: PLAYER });
}

const columnHeader = (column: number) => screen.getAllByRole('columnheader')[column + 1]!;
const winning = () => screen.getAllByRole('gridcell').filter((cell) => cell.hasAttribute('data-winning')).map((cell) => cell.getAttribute('aria-label'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-22T19:30:00.000Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a 25-square pool with new numbers each period and reverse winners', () => {
  it('draws a 5x5 board with two digits per header, named for screen readers', async () => {
    open(smallPool());
    const grid = await screen.findByRole('grid');
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(25);
    expect(grid.getAttribute('aria-rowcount')).toBe('6');
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
  });

  it("defaults to the period in play (Q3): its numbers on the headers and its forward and reverse squares glowing", async () => {
    open(smallPool());
    await screen.findByRole('grid');
    const periods = screen.getByRole('radiogroup', { name: 'Numbers of the period' });
    expect(within(periods).getByRole('radio', { name: 'Q3' }).getAttribute('aria-checked')).toBe('true');
    expect(within(periods).getAllByRole('radio').filter((r) => r.getAttribute('tabindex') === '0')).toHaveLength(1);
    expect(screen.getByTestId('period-numbers-line').textContent).toBe("New numbers each period: showing the 3rd quarter's numbers.");
    // Q3's columns: 4 9 | 3 8 | 2 7 | 1 6 | 0 5.
    expect(columnHeader(0).textContent).toContain('4 9');
    expect(within(columnHeader(0)).getByText(/digits 4 and 9/)).toBeTruthy();
    // Score 17-13: forward away 3 (Q3 rows 5 0 | 6 1 | 7 2 | 8 3 | 9 4: row 4), home 7 (column 3);
    // reversed: away 7 (row 3), home 3 (column 2).
    const labels = winning();
    expect(labels).toHaveLength(2);
    expect(labels[0]).toMatch(/^Row 3, column 2, away digits 7 and 2, home digits 3 and 8, .*winning square$/);
    expect(labels[1]).toMatch(/^Row 4, column 3, away digits 8 and 3, home digits 2 and 7, .*winning square$/);
    // The score card names both.
    const score = screen.getByRole('region', { name: 'Live Score' });
    expect(score.textContent).toContain('Winning now: row 4, column 3 (away 3, home 7)');
    expect(score.textContent).toContain('Reverse winner: row 3, column 2 (away 7, home 3)');
  });

  it('the switch changes the headers and the glow to the chosen period, by click and by keyboard', async () => {
    open(smallPool());
    await screen.findByRole('grid');
    fireEvent.click(screen.getByRole('radio', { name: 'Q1' }));
    expect(screen.getByRole('radio', { name: 'Q1' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('period-numbers-line').textContent).toBe("New numbers each period: showing the 1st quarter's numbers.");
    expect(columnHeader(0).textContent).toContain('6 5');
    // Q1's set: forward away 3 (row 2: 7 3), home 7 (column 3: 7 8); reversed away 7 (row 2), home 3 (column 4: 3 9).
    expect(winning().map((label) => label!.split(',').slice(0, 2).join(','))).toEqual(['Row 3, column 4', 'Row 3, column 5']);
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Q1' }), { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: 'Halftime' }).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Halftime' }));
    expect(columnHeader(0).textContent).toContain('9 8');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByTestId('period-numbers-line').textContent).toBe("New numbers each period: showing the final's numbers.");
  });

  it('after the final the board opens on the final’s numbers; a pool with one set per game has no switch', async () => {
    open(smallPool({ status: 'completed' }, { status: 'FT', quarter: 4 }));
    await screen.findByRole('grid');
    expect(screen.getByRole('radio', { name: 'Final' }).getAttribute('aria-checked')).toBe('true');
    expect(columnHeader(0).textContent).toContain('1 3');
    cleanup();
    open(smallPool({ rules: { numbers: 'game', reverseWinners: false, boardSize: 25 }, digitSets: null }));
    await screen.findByRole('grid');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByTestId('period-numbers-line')).toBeNull();
    expect(columnHeader(0).textContent).toContain('6 5');
  });
});
