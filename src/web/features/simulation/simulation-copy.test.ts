import { describe, expect, it } from 'vitest';
import type { Coordinate } from '../../../domain/board';
import { QUARTER_WINNER } from '../../../domain/messages';
import {
  MAXIMUM_REACHED,
  RESET_LABEL,
  SELECT_FIVE,
  SIMULATION_TITLE,
  YOU_WON,
  announcement,
  cellLabel,
  headerLabel,
  quarterText,
  quarterToast,
  selectedText,
  tutorial,
} from './simulation-copy';
import { PRACTICE_AVAILABLE_SQUARES } from './simulation-machine';
import { DRAW, LABELS, pick, play, quarters } from './simulation-fixtures';

describe('the spec strings, verbatim', () => {
  it('title, counters and reset button', () => {
    expect(SIMULATION_TITLE).toBe('Practice Pool Simulation');
    expect(RESET_LABEL).toBe('Reset Simulation');
    expect(selectedText(play())).toBe('Selected: 0/5 squares');
    expect(selectedText(play(...pick(3)))).toBe('Selected: 3/5 squares');
    expect(quarterText(play(...pick(5), { type: 'start', draw: DRAW }))).toBe('Quarter: 1/4');
    expect(quarterText(play(...pick(5), { type: 'start', draw: DRAW }, ...quarters(4)))).toBe('Quarter: 4/4');
  });

  it('validation toasts', () => {
    expect(SELECT_FIVE).toEqual({ title: 'Select 5 squares', description: 'You must select exactly 5 squares before starting' });
    expect(MAXIMUM_REACHED).toEqual({ title: 'Maximum reached', description: 'You can only select up to 5 squares per pool' });
  });
});

describe('tutorial text', () => {
  it('changes with progress: none, some (with the count left), all 5, playing, complete', () => {
    expect(tutorial(play())).toMatchObject({ step: 'pick', title: 'Pick 5 squares to start' });
    expect(tutorial(play(...pick(1)))).toMatchObject({ step: 'more', title: '4 more squares to go' });
    expect(tutorial(play(...pick(1))).body).toContain('You have 1 of 5');
    expect(tutorial(play(...pick(4)))).toMatchObject({ step: 'more', title: '1 more square to go' });
    expect(tutorial(play(...pick(5)))).toMatchObject({ step: 'ready', title: 'All 5 squares picked!' });
    expect(tutorial(play(...pick(5), { type: 'start', draw: DRAW })).step).toBe('playing');
    // Quarter 1 lands on the player's square: a celebration, then back to the game.
    expect(tutorial(play(...pick(5), { type: 'start', draw: DRAW }, ...quarters(1)))).toEqual({
      step: 'won',
      title: 'YOU WON! Quarter 1 is yours',
      body: 'Your square matched the last digit of both scores. 3 more quarters to play.',
    });
    expect(tutorial(play(...pick(5), { type: 'start', draw: DRAW }, ...quarters(2))).step).toBe('playing');
    expect(tutorial(play(...pick(5), { type: 'start', draw: DRAW }, ...quarters(4))).step).toBe('complete');
  });
});

describe('quarter toasts', () => {
  it("'Quarter {n} Winner!' with 'YOU WON!' on the player's square", () => {
    const state = play(...pick(5), { type: 'start', draw: DRAW }, ...quarters(1));
    const toast = quarterToast(state, state.results[0]!);
    expect(toast.title).toBe(QUARTER_WINNER(1));
    expect(toast.title).toBe('Quarter 1 Winner!');
    expect(toast.won).toBe(true);
    expect(toast.description).toMatch(/^YOU WON! /);
    expect(toast.description).toContain('PHI 3 × KC 9');
    expect(toast.description).toContain('$112.50');
  });

  it("names the simulated winner otherwise, without 'YOU WON!'", () => {
    const state = play(...pick(5), { type: 'start', draw: DRAW }, ...quarters(2));
    const toast = quarterToast(state, state.results[1]!);
    expect(toast.title).toBe('Quarter 2 Winner!');
    expect(toast.won).toBe(false);
    expect(toast.description).not.toContain(YOU_WON);
    expect(toast.description).toBe(`PHI 17, KC 22: ${LABELS[0]}'s square (PHI 7 × KC 2) wins.`);
  });
});

describe('live-region announcements', () => {
  it('are empty with no notice, and announce the draw at kick-off', () => {
    expect(announcement(play(), null)).toBe('');
    const state = play(...pick(5), { type: 'start', draw: DRAW });
    expect(announcement(state, state.notice)).toBe(
      'Kick-off. Numbers drawn. KC home digits 2 8 5 0 6 1 9 4 3 7; PHI away digits 7 3 0 9 1 4 8 2 6 5.',
    );
  });

  it('announce each quarter result, the win, and the final tally', () => {
    const q1 = play(...pick(5), { type: 'start', draw: DRAW }, ...quarters(1));
    expect(announcement(q1, q1.notice)).toBe('Quarter 1 Winner! PHI 13, KC 19. Winning square PHI 3 × KC 9, your square. YOU WON!');
    const q4 = play(...pick(5), { type: 'start', draw: DRAW }, ...quarters(4));
    expect(announcement(q4, q4.notice)).toMatch(/^Quarter 4 Winner! PHI 33, KC 41\. .* Final\. You won 1 of 4 quarters\.$/);
  });

  it('announce refusals', () => {
    const state = play({ type: 'start', draw: DRAW });
    expect(announcement(state, state.notice)).toBe('Select 5 squares. You must select exactly 5 squares before starting.');
    expect(announcement(state, { kind: 'maximum-reached', seq: 9 })).toBe(
      'Maximum reached. You can only select up to 5 squares per pool.',
    );
  });
});

describe('accessible labels', () => {
  const available = PRACTICE_AVAILABLE_SQUARES[0] as Coordinate; // (1,6)

  it('name each square by row, column, digits and state', () => {
    const state = play();
    expect(cellLabel(state, available)).toBe('Row 2, column 7, digits not drawn yet: available, press Enter to pick it');
    expect(cellLabel(state, { row: 0, column: 0 })).toBe(`Row 1, column 1, digits not drawn yet: taken by ${LABELS[0]}`);
    const mine = play(...pick(1));
    expect(cellLabel(mine, available)).toBe('Row 2, column 7, digits not drawn yet: your square, labelled YOU, press Enter to remove it');
  });

  it('add the digits after the draw and the quarters a square won', () => {
    const state = play(...pick(5), { type: 'start', draw: DRAW }, ...quarters(1));
    expect(cellLabel(state, available)).toBe('Row 2, column 7, PHI digit 3, KC digit 9: your square, labelled YOU, winner of quarter 1');
  });

  it('name the header cells with the team and digit, or not drawn yet', () => {
    expect(headerLabel(play(), 'column', 0)).toBe('Column 1, Kansas City Chiefs digit not drawn yet');
    const state = play(...pick(5), { type: 'start', draw: DRAW });
    expect(headerLabel(state, 'column', 0)).toBe('Column 1, Kansas City Chiefs digit 2');
    expect(headerLabel(state, 'row', 9)).toBe('Row 10, Philadelphia Eagles digit 5');
  });
});
