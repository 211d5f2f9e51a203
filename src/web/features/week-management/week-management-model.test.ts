import { describe, expect, it } from 'vitest';
import type { League } from '../../../domain/schemas';
import { ApiRequestError } from '../../lib/api';
import {
  ADVANCE_EFFECTS,
  advanceBlock,
  advanceButtonText,
  advanceDirection,
  findNflLeague,
  gamesAvailableText,
  unfinishedGamesText,
  updateFailedToast,
  weekOptionText,
  weekOptions,
  weekProgress,
  weekUpdatedToast,
} from './week-management-model';

const league = (name: string, id = 1): League => ({
  id,
  name,
  displayName: name,
  sport: 'football',
  isActive: true,
  activeWeek: null,
  season: 2026,
  announcement: null,
});

describe('findNflLeague', () => {
  it('finds the league coded NFL in any case, or none', () => {
    expect(findNflLeague([league('NBA', 2), league('NFL', 1)])?.id).toBe(1);
    expect(findNflLeague([league('nfl', 7)])?.id).toBe(7);
    expect(findNflLeague([league('NBA', 2)])).toBeNull();
    expect(findNflLeague([])).toBeNull();
    expect(findNflLeague(undefined)).toBeNull();
  });
});

describe('weekOptions', () => {
  it('lists the 27 weeks in season order, marking the current week and the next', () => {
    const options = weekOptions('PS1');
    expect(options).toHaveLength(27);
    expect(options.map((o) => o.code).slice(0, 6)).toEqual(['HOF', 'PS1', 'PS2', 'PS3', 'PS4', 'W1']);
    expect(options.filter((o) => o.note).map((o) => [o.code, o.note])).toEqual([
      ['PS1', 'current'],
      ['PS2', 'next'],
    ]);
    expect(weekOptionText(options[2]!)).toBe('Preseason Week 2 (PS2) · next');
    expect(weekOptionText(options[0]!)).toBe('Hall of Fame Weekend (HOF)');
  });

  it('marks nothing after the Super Bowl, and nothing without a week', () => {
    expect(weekOptions('SB').filter((o) => o.note).map((o) => o.code)).toEqual(['SB']);
    expect(weekOptions(null).some((o) => o.note)).toBe(false);
    // A label stored for the week names the same week as its code.
    expect(weekOptions('Hall of Fame Weekend').find((o) => o.note === 'current')?.code).toBe('HOF');
  });
});

describe('advancing', () => {
  it("labels the button 'Advance to {week}' with the chosen week's label", () => {
    expect(advanceButtonText('PS2')).toBe('Advance to Preseason Week 2');
    expect(advanceButtonText('CONF')).toBe('Advance to Conference Championship');
    expect(advanceButtonText(null)).toBe('Advance Week');
  });

  it("blocks without a choice ('No Week Selected') and for the week already active; otherwise lets it through", () => {
    expect(advanceBlock(null, 'PS1')).toEqual({ title: 'No Week Selected', description: 'Please select a week to advance to' });
    expect(advanceBlock('PS1', 'PS1')).toEqual({ title: 'Already Active', description: 'Preseason Week 1 is already the active week' });
    expect(advanceBlock('PS2', 'PS1')).toBeNull();
    expect(advanceBlock('HOF', 'PS1')).toBeNull();
    expect(advanceBlock('PS1', null)).toBeNull();
  });

  it('knows a step back from a step forward', () => {
    expect(advanceDirection('W5', 'W6')).toBe('forward');
    expect(advanceDirection('W5', 'W1')).toBe('back');
    expect(advanceDirection(null, 'W1')).toBe('forward');
  });

  it("says 'Week Updated Successfully' with the new week's label", () => {
    expect(weekUpdatedToast('PS2')).toEqual({
      title: 'Week Updated Successfully',
      description: 'Active week changed to Preseason Week 2',
      variant: 'success',
    });
  });

  it("says 'Update Failed' with the server's message, or 'Failed to update active week'", () => {
    const refused = new ApiRequestError(409, 'Conflict', JSON.stringify({ message: 'NBA has no weeks', code: 'conflict' }));
    expect(updateFailedToast(refused)).toEqual({ title: 'Update Failed', description: 'NBA has no weeks', variant: 'destructive' });
    expect(updateFailedToast(new ApiRequestError(502, 'Bad Gateway', '<html>'))).toMatchObject({ description: 'Failed to update active week' });
    expect(updateFailedToast(null)).toMatchObject({ description: 'Failed to update active week' });
  });
});

describe('the current week', () => {
  it('counts the games available and how many are complete', () => {
    expect(gamesAvailableText(8)).toBe('8 games available');
    expect(gamesAvailableText(1)).toBe('1 game available');
    expect(gamesAvailableText(0)).toBe('0 games available');
    const progress = weekProgress([{ status: 'FT' }, { status: 'scheduled' }, { status: '2q' }, { status: 'completed' }]);
    expect(progress).toEqual({ total: 4, complete: 2, available: 2 });
    expect(unfinishedGamesText(progress, 'W12')).toBe('2 of 4 games of Week 12 are not complete yet.');
    expect(unfinishedGamesText(weekProgress([{ status: 'scheduled' }]), 'PS1')).toBe('1 of 1 game of Preseason Week 1 is not complete yet.');
    expect(unfinishedGamesText(weekProgress([{ status: 'FT' }]), 'W12')).toBeNull();
    expect(unfinishedGamesText(weekProgress([]), 'W12')).toBeNull();
  });

  it('lists the four effects the spec names', () => {
    expect(ADVANCE_EFFECTS.map((e) => e.title)).toEqual([
      'Players see only the new week’s pools',
      'Previous pools become read-only',
      'New pools open',
      'Dashboards update',
    ]);
  });
});
